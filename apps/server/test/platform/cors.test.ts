import { errorCodes } from '@glossy/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { expectError } from '../support/http';
import { rawRequest } from '../support/raw-http';
import { describeEachBackend, withTestApp, type TestApp } from '../support/test-app';

const listed = 'http://localhost:5173';
const alsoListed = 'https://client.example.com';
const unlisted = 'https://evil.example';

/** What a browser sends before a JSON call with a bearer token from another origin. */
const preflightHeaders = (origin: string) => ({
  origin,
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'authorization, content-type',
});

const preflight = (ctx: TestApp, path: string, origin: string) =>
  ctx.request(path, { method: 'OPTIONS', headers: preflightHeaders(origin) });

/** Every Access-Control-* header of an answer, by name. */
const corsHeaders = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => name.startsWith('access-control-')));

const varies = (headers: Headers) =>
  (headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

/** The API, and the spec's JSON files that the original client fetches from its own pages. */
const paths = [
  '/api/userPost',
  '/api/courses',
  '/courses.json',
  '/review.json',
  '/instructor.json',
];

describeEachBackend(
  'CORS',
  (ctx) => {
    it.each(paths)('answers a listed origin’s preflight for %s', async (path) => {
      const res = await preflight(ctx, path, listed);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(listed);
      const methods = res.headers.get('access-control-allow-methods')?.split(/,\s*/);
      expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
      const headers = res.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/);
      expect(headers).toEqual(expect.arrayContaining(['authorization', 'content-type']));
      expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(varies(res.headers)).toContain('origin');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('names each listed origin back, and only that one', async () => {
      for (const origin of [listed, alsoListed]) {
        const res = await ctx.request('/api/courses?limit=1', { headers: { origin } });
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        expect(varies(res.headers)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      }
    });

    it('lets a listed origin read error answers and answers of the spec files too', async () => {
      const error = await ctx.request('/api/nope', { headers: { origin: listed } });
      await expectError(error, 404, errorCodes.notFound);
      expect(error.headers.get('access-control-allow-origin')).toBe(listed);
      const signedOut = await ctx.request('/api/userPost', {
        method: 'POST',
        json: { status: 'Hi' },
        headers: { origin: listed },
      });
      await expectError(signedOut, 401);
      expect(signedOut.headers.get('access-control-allow-origin')).toBe(listed);
      const file = await ctx.request('/review.json', { headers: { origin: listed } });
      expect(file.status).toBe(200);
      expect(file.headers.get('access-control-allow-origin')).toBe(listed);
    });

    it.each(paths)(
      'refuses another origin’s preflight for %s, with no CORS header',
      async (path) => {
        for (const origin of [
          unlisted,
          'null',
          `${listed}.evil.example`,
          'http://localhost:5174',
        ]) {
          const res = await preflight(ctx, path, origin);
          expect([403, 404]).toContain(res.status);
          expect(corsHeaders(res.headers), origin).toEqual({});
        }
      },
    );

    it('adds no CORS header to the answers another origin gets', async () => {
      for (const path of ['/api/courses?limit=1', '/courses.json', '/api/nope']) {
        const res = await ctx.request(path, { headers: { origin: unlisted } });
        expect(corsHeaders(res.headers), path).toEqual({});
      }
      const same = await ctx.request('/api/courses?limit=1');
      expect(corsHeaders(same.headers)).toEqual({});
    });

    it('gives a listed origin its header when the answer comes from the edge listener’s memory', async () => {
      const { url } = await ctx.listen();
      const target = `${url}/api/courses?sort=name&limit=3`;
      // The first call keeps the answer; the same-origin repeat is served from memory.
      expect((await rawRequest(target)).status).toBe(200);
      const cached = await rawRequest(target);
      expect(cached.headers['access-control-allow-origin']).toBeUndefined();
      const crossOrigin = await rawRequest(target, { headers: { origin: listed } });
      expect(crossOrigin.status).toBe(200);
      expect(crossOrigin.headers['access-control-allow-origin']).toBe(listed);
      // The same answer, its pictures named on this server for the other origin's pages.
      expect(crossOrigin.body.toString()).toBe(
        cached.body.toString().replaceAll('"/media/', `"${ctx.config.publicUrl}/media/`),
      );
      const other = await rawRequest(target, { headers: { origin: unlisted } });
      expect(other.status).toBe(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect((await rawRequest(`${url}/courses.json`)).status).toBe(200);
      const file = await rawRequest(`${url}/courses.json`, { headers: { origin: listed } });
      expect(file.headers['access-control-allow-origin']).toBe(listed);
    });

    it('is off by default: same origin only', async () => {
      await withTestApp(ctx.backend, { env: { SEED_DEMO: 'false' } }, async (plain) => {
        for (const path of paths) {
          const res = await preflight(plain, path, listed);
          expect([403, 404]).toContain(res.status);
          expect(corsHeaders(res.headers)).toEqual({});
        }
        const res = await plain.request('/api/courses', { headers: { origin: listed } });
        expect(res.status).toBe(200);
        expect(corsHeaders(res.headers)).toEqual({});
      });
    });
  },
  { env: { CORS_ORIGINS: `${listed}, ${alsoListed}/` } },
);

describe('CORS_ORIGINS', () => {
  it('keeps each origin as a browser writes it', () => {
    const config = loadConfig({
      CORS_ORIGINS: ' https://App.Example.com:443/ ,http://localhost:5173',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' ' }).CORS_ORIGINS).toEqual([]);
  });

  it.each([
    '*',
    'null',
    'example.com',
    'https://a.example/app',
    'ftp://a.example',
    'https://u:p@a.example',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS/);
  });
});
