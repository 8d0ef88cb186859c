import { errorCodes, healthAnswer } from '@glossy/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../src/config';
import { expectError, expectJson } from '../support/http';
import { registeredApiRoutes, toOpenApiPath, undocumentedPaths } from '../support/routes';
import { describeEachBackend } from '../support/test-app';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneMegabyte = 1024 * 1024;
const openApiDocument = z.object({
  openapi: z.string().startsWith('3.'),
  info: z.object({ title: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The public calls as this file's author knew them; the document may list more, never fewer. */
const knownRoutes = [
  'get /api/health',
  'get /api/courses',
  'get /api/courses/{id}',
  'get /api/instructors',
  'get /api/reviews',
  'get /api/blog-posts',
  'get /api/blog-topics',
  'get /api/events',
  'get /api/faq',
  'get /api/gallery',
  'post /api/contact',
  'post /api/subscriptions',
];

const jsonPost = (body: string) => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json' },
});

describeEachBackend('platform', (ctx) => {
  it('answers 200 on /api/health when the database answers', async () => {
    const res = await ctx.request('/api/health');
    // The tests run without REDIS_URL: rate limits count in the instance.
    expect(await expectJson(res, 200, healthAnswer)).toEqual({
      status: 'ok',
      db: 'up',
      redis: 'unused',
    });
  });

  it('answers a JSON 404 for an unknown API path or method', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api/courses/a/b/c'],
      ['POST', '/api/health'],
      ['DELETE', '/api/courses'],
      ['PUT', '/api/faq'],
    ] as const) {
      const body = await expectError(await ctx.request(path, { method }), 404, errorCodes.notFound);
      expect(body.error.message).toContain(path);
    }
  });

  it('answers 400 "Malformed JSON in request body" for broken JSON, storing nothing', async () => {
    const before = await ctx.snapshot();
    for (const path of ['/api/contact', '/api/subscriptions']) {
      for (const body of ['{bad', '{"email": "a@b.co"', '\u0000', '[1,]']) {
        const error = await expectError(await ctx.request(path, jsonPost(body)), 400);
        expect(error.error.message).toBe('Malformed JSON in request body');
      }
    }
    expect(await ctx.snapshot()).toEqual(before);
  });

  it('answers a client error, never an "internal" code, for a body that is not JSON', async () => {
    const bodies: [string, string][] = [
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'from_name=A&from_email=a%40b.co&message=hi'],
    ];
    for (const [type, body] of bodies) {
      const res = await ctx.request('/api/contact', {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      });
      const answer = await expectError(res, res.status);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(answer.error.code, `${type} answered ${res.status}`).not.toBe(errorCodes.internal);
    }
  });

  it('answers 413 for a body over 1 MB, with or without Content-Length, storing nothing', async () => {
    const before = await ctx.snapshot();
    const huge = JSON.stringify({
      from_name: 'A',
      from_email: 'a@b.co',
      message: 'x'.repeat(oneMegabyte),
    });
    await expectError(await ctx.request('/api/contact', jsonPost(huge)), 413, errorCodes.tooLarge);
    const encoded = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < encoded.length; i += 64 * 1024)
          controller.enqueue(encoded.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await ctx.request('/api/subscriptions', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await expectError(streamed, 413, errorCodes.tooLarge);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it('sends the API its short set of security headers, on answers and errors alike', async () => {
    for (const path of ['/api/health', '/api/nope', '/api/courses?limit=1']) {
      const res = await ctx.request(path);
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    }
  });

  it('sends pages a strict CSP and the full set of security headers', async () => {
    for (const path of ['/api/docs']) {
      const res = await ctx.request(path, { headers: { accept: 'text/html' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toMatch(/script-src 'self'/);
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    }
    const error = await ctx.request('/api/nope');
    expect(error.headers.get('cache-control')).toBe('no-store');
  });

  it('echoes a sane X-Request-Id and replaces anything else with a fresh id', async () => {
    const id = async (sent?: string) => {
      const headers: Record<string, string> = sent === undefined ? {} : { 'x-request-id': sent };
      return (await ctx.request('/api/health', { headers })).headers.get('x-request-id') ?? '';
    };
    expect(await id('req-123.abc_DEF')).toBe('req-123.abc_DEF');
    for (const bad of ['has space', '<script>alert(1)</script>', 'x'.repeat(101), 'a\tb', 'é']) {
      expect(await id(bad), bad).toMatch(uuid);
    }
    const [a, b] = [await id(), await id()];
    expect(a).toMatch(uuid);
    expect(b).toMatch(uuid);
    expect(a).not.toBe(b);
  });

  it('documents every API route in the OpenAPI document', async () => {
    const doc = await expectJson(await ctx.request('/api/openapi.json'), 200, openApiDocument);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m} ${path}`),
      ),
    );
    for (const route of knownRoutes) expect(documented, route).toContain(route);
    const registered = registeredApiRoutes(ctx.app).filter((r) => !undocumentedPaths.has(r.path));
    expect(registered.length).toBeGreaterThanOrEqual(knownRoutes.length);
    for (const { method, path } of registered) {
      expect(documented, `${method} ${path}`).toContain(
        `${method.toLowerCase()} ${toOpenApiPath(path)}`,
      );
    }
  });

  it('serves the API docs viewer and its assets from our own origin', async () => {
    const res = await ctx.request('/api/docs', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('id="swagger-ui"');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\/assets\//);
      const file = await ctx.request(asset);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^text\/(css|javascript)/);
      expect((await file.text()).length).toBeGreaterThan(0);
    }
    const asJson = await ctx.request('/api/docs', { headers: { accept: 'application/json' } });
    expect(asJson.status).toBeGreaterThanOrEqual(300);
    expect(asJson.status).toBeLessThan(400);
    expect(asJson.headers.get('location')).toBe('/api/openapi.json');
  });

  it.each([
    '/api/docs/assets/nope.js',
    '/api/docs/assets/..%2F..%2Fpackage.json',
    '/api/docs/assets/constructor',
    '/api/docs/assets/toString',
  ])('answers a JSON 404 for the unknown viewer asset %s', async (path) => {
    await expectError(await ctx.request(path), 404, errorCodes.notFound);
  });
});

describe('configuration', () => {
  const configError = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).message;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  };

  it('names the variable that is wrong', () => {
    expect(configError({ PORT: 'abc' })).toMatch(/\bPORT\b/);
    expect(configError({ PORT: '70000' })).toMatch(/\bPORT\b/);
    expect(configError({ DATABASE_URL: 'mysql://x' })).toMatch(/\bDATABASE_URL\b/);
    expect(configError({ LOG_LEVEL: 'loud' })).toMatch(/\bLOG_LEVEL\b/);
    expect(configError({ STRIPE_SECRET_KEY: 'sk_test_x' })).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });

  it('does not name the variables that are fine', () => {
    const message = configError({ PORT: 'abc', DATABASE_URL: 'postgres://u@h/db' });
    expect(message).not.toMatch(/DATABASE_URL/);
  });

  it('fills defaults for a minimal environment', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/gd', DATABASE_URL: '  ' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
    expect(config.dataDir).toBe('/tmp/gd');
  });
});
