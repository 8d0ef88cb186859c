import { courseList, errorBody } from '@glossy/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { rawRequest, type RawAnswer } from '../support/raw-http';
import { describeEachBackend } from '../support/test-app';

/** Headers that differ between any two answers, whoever sends them. */
const perCall = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const stableHeaders = (res: RawAnswer) =>
  Object.fromEntries(Object.entries(res.headers).filter(([name]) => !perCall.has(name)));

const decoded = (res: RawAnswer) => {
  const coding = res.headers['content-encoding'];
  const text =
    coding === 'br'
      ? brotliDecompressSync(res.body)
      : coding === 'gzip'
        ? gunzipSync(res.body)
        : res.body;
  return courseList.parse(JSON.parse(text.toString()));
};

describeEachBackend('course list over HTTP', (ctx) => {
  it('sends a repeated query from memory exactly as the route first answered it', async () => {
    const { url } = await ctx.listen();
    const first = await rawRequest(`${url}/api/courses?level=Beginner&sort=rating`);
    const again = await rawRequest(`${url}/api/courses?level=Beginner&sort=rating`);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(stableHeaders(again)).toEqual(stableHeaders(first));
    expect(first.headers).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'public, max-age=30, stale-while-revalidate=300',
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
    });
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const courses = decoded(again);
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((course) => course.Level === 'Beginner')).toBe(true);
    expect(again.headers['x-total-count']).toBe(String(courses.length));
  });

  it('keeps each query apart', async () => {
    const { url } = await ctx.listen();
    for (let round = 0; round < 2; round += 1) {
      const beginner = decoded(await rawRequest(`${url}/api/courses?level=Beginner`));
      const advanced = decoded(await rawRequest(`${url}/api/courses?level=Advanced`));
      expect(beginner.every((course) => course.Level === 'Beginner')).toBe(true);
      expect(advanced.every((course) => course.Level === 'Advanced')).toBe(true);
      expect(advanced.length).toBeGreaterThan(0);
    }
  });

  it('compresses for browsers, first answer and repeats alike', async () => {
    const { url } = await ctx.listen();
    const target = `${url}/api/courses?sort=name`;
    const first = await rawRequest(target, { headers: { 'accept-encoding': 'gzip' } });
    const repeat = await rawRequest(target, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(repeat.headers['content-encoding']).toBe('br');
    expect(decoded(repeat)).toEqual(decoded(first));
  });

  it('answers 304 to a client holding the current list, built afresh or sent again', async () => {
    const { url } = await ctx.listen();
    const { headers } = await rawRequest(`${url}/api/courses?sort=popular`);
    const etag = String(headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    // The same list under a query not seen yet: the route builds it and still answers 304.
    for (const target of ['/api/courses?sort=popular&page=1', '/api/courses?sort=popular']) {
      const res = await rawRequest(`${url}${target}`, { headers: { 'if-none-match': etag } });
      expect(res.status, target).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
  });

  it('refuses a bad query every time: nothing is kept for it', async () => {
    const { url } = await ctx.listen();
    for (let round = 0; round < 2; round += 1) {
      const res = await rawRequest(`${url}/api/courses?level=Grandmaster`);
      expect(res.status).toBe(400);
      const body = errorBody.parse(JSON.parse(res.body.toString()));
      expect(body.error.fields).toHaveProperty('level');
    }
  });
});
