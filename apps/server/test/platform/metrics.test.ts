import { describe, expect, it } from 'vitest';
import { identityHeaders } from '../support/actors';
import { availableBackends } from '../support/backends';
import { expectError } from '../support/http';
import { withTestApp } from '../support/test-app';

const token = 'metrics-token-for-the-test-1';

describe.each(availableBackends())('GET /api/metrics [%s]', (backend) => {
  it('is for the bearer of METRICS_TOKEN: requests by route pattern and status, latency, refusals', async () => {
    await withTestApp(
      backend,
      { env: { METRICS_TOKEN: token, SEED_DEMO: 'false' } },
      async (ctx) => {
        const refused = await ctx.request('/api/metrics');
        await expectError(refused, 401, 'unauthorized');
        expect(refused.headers.get('www-authenticate')).toBe('Bearer');
        await expectError(
          await ctx.request('/api/metrics', { headers: { authorization: `Bearer ${token}x` } }),
          401,
        );

        await ctx.request('/api/health');
        await ctx.request('/api/health');
        for (const id of [
          '00000000-0000-4000-8000-000000000001',
          '00000000-0000-4000-8000-000000000002',
        ])
          expect((await ctx.request(`/api/courses/${id}`)).status).toBe(404);
        const signIn = () =>
          ctx.request('/api/auth/sign-in/email', {
            method: 'POST',
            json: { email: 'ghost@metrics.test', password: 'wrong-password' },
            headers: identityHeaders(ctx),
            client: '203.0.113.77',
          });
        for (let i = 0; i < 11; i++) await signIn();

        const res = await ctx.request('/api/metrics', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
        const text = await res.text();
        expect(text).toContain(
          'http_requests_total{method="GET",route="/api/health",status="200"} 2',
        );
        // One series for every course asked for: the route's pattern, not its path.
        expect(text).toContain(
          'http_requests_total{method="GET",route="/api/courses/:id",status="404"} 2',
        );
        expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
        expect(text).toMatch(
          /http_request_duration_seconds_bucket\{le="0\.25",method="GET",route="\/api\/health",status="200"\} 2/,
        );
        expect(text).toContain('rate_limit_refusals_total{rule="sign-in-here"} 1');
        if (backend === 'postgres')
          expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
        else expect(text).not.toContain('db_pool_connections');
      },
    );
  });

  it('does not exist without METRICS_TOKEN', async () => {
    await withTestApp(backend, { env: { SEED_DEMO: 'false' } }, async (ctx) => {
      await expectError(await ctx.request('/api/metrics'), 404, 'not_found');
    });
  });
});
