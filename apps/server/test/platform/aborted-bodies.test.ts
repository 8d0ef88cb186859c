import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../support/test-app';

const token = 'aborted-bodies-metrics-token';

describeEachBackend(
  'a client that cuts its body short',
  (ctx) => {
    it('is counted as the client’s 400, never as the database away (503)', async () => {
      const server = await ctx.listen();
      const { hostname, port } = new URL(server.url);
      // Each path, and how the route the metrics count it under begins (a sign-in is cut short
      // while its limits read the body, under their pattern, or in the identity route's).
      const routes = [
        ['/api/contact', '/api/contact"'],
        ['/api/auth/sign-in/email', '/api/auth/'],
        ['/api/uploads', '/api/uploads"'],
      ] as const;
      for (const [path] of routes) {
        await new Promise<void>((resolve) => {
          const socket = connect(Number(port), hostname, () => {
            socket.write(
              `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
                `Content-Length: 5000\r\n\r\n{"from_name":"Ada","mess`,
            );
            setTimeout(() => socket.destroy(), 150);
          });
          socket.on('close', () => resolve());
          socket.on('error', () => resolve());
        });
      }
      // The server finishes with each cut request after its socket is gone.
      let metrics = '';
      for (let attempt = 0; attempt < 40; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const res = await fetch(`${server.url}/api/metrics`, {
          headers: { authorization: `Bearer ${token}` },
        });
        metrics = await res.text();
        if (routes.every(([, route]) => metrics.includes(`route="${route}`))) break;
      }
      const lines = metrics.split('\n').filter((line) => line.startsWith('http_requests_total{'));
      for (const [, route] of routes) {
        const counted = lines.filter(
          (line) => line.includes(`route="${route}`) && line.includes('method="POST"'),
        );
        expect(counted.join('\n'), route).toMatch(/status="4\d\d"/);
        expect(counted.join('\n'), route).not.toMatch(/status="5\d\d"/);
      }
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    });
  },
  { env: { METRICS_TOKEN: token, SEED_DEMO: 'false' } },
);
