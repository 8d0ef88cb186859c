import type { RequestListener } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryAnswerCache } from '../../src/platform/edge-cache/answer-cache';
import { edgeListener } from '../../src/platform/edge-cache/edge-listener';
import { apiHeaderList } from '../../src/platform/protection/security-headers';
import { listen, rawRequest, type Listening } from '../support/raw-http';
import { createMetrics } from '../../src/platform/observability/metrics';

const listBody = JSON.stringify(
  Array.from({ length: 30 }, (_, i) => ({ _id: `c${i}`, name: `Course ${i}`, level: 'Beginner' })),
);

describe('edge listener', () => {
  const answers = memoryAnswerCache();
  const reachedApp: string[] = [];
  const logLines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info', base: undefined },
    { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const app: RequestListener = (req, res) => {
    reachedApp.push(`${req.method} ${req.url}`);
    res.writeHead(418, { 'content-type': 'text/plain' }).end('the app');
  };
  let server: Listening;

  beforeAll(async () => {
    server = await listen(
      edgeListener({ answers, logger, app, trust: { kind: 'none' }, metrics: createMetrics() }),
    );
    answers.set('/api/things?level=Beginner', {
      body: listBody,
      headers: { 'X-Total-Count': '30', 'Cache-Control': 'public, max-age=30' },
    });
  });
  afterAll(() => server.close());

  const get = (target: string, headers: Record<string, string> = {}) =>
    rawRequest(`${server.url}${target}`, { headers });

  it('sends a kept answer without reaching the app, with every header the app would send', async () => {
    reachedApp.length = 0;
    const res = await get('/api/things?level=Beginner');
    expect(reachedApp).toEqual([]);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(listBody);
    expect(res.headers).toMatchObject({
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(listBody)),
      'cache-control': 'public, max-age=30',
      'x-total-count': '30',
      vary: 'Accept-Encoding',
      etag: answers.get('/api/things?level=Beginner')?.etag,
    });
    for (const [name, value] of apiHeaderList) expect(res.headers[name.toLowerCase()]).toBe(value);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hands every other request to the app: other targets, other methods', async () => {
    reachedApp.length = 0;
    for (const [method, target] of [
      ['GET', '/api/things'],
      ['GET', '/api/things?level=Beginner&x=1'],
      ['GET', '/API/things?level=Beginner'],
      ['POST', '/api/things?level=Beginner'],
      ['DELETE', '/api/things?level=Beginner'],
      ['HEAD', '/api/things?level=Beginner'],
    ] as const) {
      const res = await rawRequest(`${server.url}${target}`, { method });
      expect(res.status, `${method} ${target}`).toBe(418);
    }
    expect(reachedApp).toHaveLength(6);
  });

  it('compresses for clients that ask, brotli first', async () => {
    const br = await get('/api/things?level=Beginner', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(listBody);

    const gzip = await get('/api/things?level=Beginner', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(listBody);
  });

  it('answers 304 with no body when the client already holds the answer', async () => {
    const { etag } = answers.get('/api/things?level=Beginner') ?? {};
    const res = await get('/api/things?level=Beginner', { 'if-none-match': `"old", ${etag}` });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers.etag).toBe(etag);
    const stale = await get('/api/things?level=Beginner', { 'if-none-match': 'W/"old"' });
    expect(stale.status).toBe(200);
  });

  it("keeps a sane X-Request-Id and replaces one that isn't", async () => {
    const kept = await get('/api/things?level=Beginner', { 'x-request-id': 'trace-42.a_b' });
    expect(kept.headers['x-request-id']).toBe('trace-42.a_b');
    const replaced = await get('/api/things?level=Beginner', { 'x-request-id': 'bad id;<script>' });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs each answer as the app does: id, method, path without the query, status, time', async () => {
    logLines.length = 0;
    const res = await get('/api/things?level=Beginner', { 'x-request-id': 'log-check' });
    expect(res.status).toBe(200);
    expect(logLines).toEqual([
      expect.objectContaining({
        msg: 'request',
        requestId: 'log-check',
        method: 'GET',
        path: '/api/things',
        status: 200,
        ms: expect.any(Number) as number,
      }),
    ]);
  });

  it('goes back to the app once the answer is forgotten', async () => {
    reachedApp.length = 0;
    answers.clear();
    expect((await get('/api/things?level=Beginner')).status).toBe(418);
    expect(reachedApp).toEqual(['GET /api/things?level=Beginner']);
  });
});
