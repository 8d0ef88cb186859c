import { rm } from 'node:fs/promises';
import { errorCodes } from '@glossy/contract';
import { afterAll, expect, it, vi } from 'vitest';
import { specFiles } from '../../src/modules/catalog/spec-files';
import { fileRoutes } from '../../src/modules/files/routes';
import { paths } from '../../src/paths';
import { memoryAnswerCache } from '../../src/platform/edge-cache/answer-cache';
import { createApi } from '../../src/platform/http/api';
import { fileLinks } from '../../src/platform/storage/file-links';
import { expectError } from '../support/http';
import { rawRequest } from '../support/raw-http';
import { describeEachBackend } from '../support/test-app';

/**
 * A built web app as Vite leaves it (index.html, hashed assets with their source maps, the
 * manifest under .vite/), in a scratch folder the server is pointed at instead of apps/web/dist.
 */
vi.mock('../../src/paths', async (importOriginal) => {
  const { mkdirSync, mkdtempSync, writeFileSync } = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const actual = await importOriginal<{ paths: typeof paths }>();
  const root = mkdtempSync(path.join(os.tmpdir(), 'gd-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    'index.html',
    '<!doctype html><html><head><title>Glossy Drawer</title></head><body><div id="root"></div>' +
      '<template id="app-scripts"><script type="module" src="/assets/app-1a2b.js"></script></template>' +
      '</body></html>',
  );
  write('assets/app-1a2b.js', 'console.log("app");\n//# sourceMappingURL=app-1a2b.js.map\n');
  write('assets/app-1a2b.js.map', '{"version":3,"sources":["../src/main.tsx"],"mappings":""}');
  write('assets/HomePage-3c4d.js', 'export default 1;\n');
  write('sw.js', 'self.addEventListener("fetch", () => {});\n');
  write('offline.html', '<!doctype html><title>You are offline | Glossy Drawer</title>\n');
  write('manifest.webmanifest', '{"name":"Glossy Drawer Sketchpad","start_url":"/canvas"}\n');
  write('assets/HomePage-3c4d.js.map', '{"version":3,"sources":["../src/home.tsx"]}');
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/app-1a2b.js' },
      'src/features/home/HomePage.tsx': { file: 'assets/HomePage-3c4d.js' },
    }),
  );
  write(
    'site-index.json',
    JSON.stringify({
      routes: ['/', '/courses', '/dashboard/mycart'],
      screens: { '/': ['src/features/home/HomePage.tsx'] },
      articles: [],
    }),
  );
  return { paths: { ...actual.paths, webDist: root } };
});

const jsonError = async (res: Response, path: string) => {
  const body = await expectError(res, 405, errorCodes.methodNotAllowed);
  expect(res.headers.get('allow'), path).toBe('GET, HEAD');
  return body;
};

/** Pages, files, the spec's JSON files and uploads: everything outside /api. */
const readOnlyPaths = [
  '/',
  '/courses',
  '/dashboard/mycart',
  '/assets/app-1a2b.js',
  '/robots.txt',
  '/nothing-here.png',
  '/courses.json',
  '/review.json',
  '/instructor.json',
  '/uploads/0b7f0c52-0a3c-4a43-9b7c-6c0f1e3f5a11.webp',
];

// After every backend's block: the server reads the files from disk on each request.
afterAll(() => rm(paths.webDist, { recursive: true, force: true }));

describeEachBackend('static files', (ctx) => {
  it('serves the pages and the files of the build', async () => {
    const home = await ctx.request('/');
    expect(home.status).toBe(200);
    // The manifest is still read from disk: the home page lists the home screen's chunk.
    expect(await home.text()).toContain('href="/assets/HomePage-3c4d.js"');
    const route = await ctx.request('/dashboard/mycart');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    const asset = await ctx.request('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await ctx.request('/robots.txt')).status).toBe(200);
    const manifest = await ctx.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ start_url: '/canvas' });
    expect((await ctx.request('/missing.webmanifest')).status).toBe(404);
  });

  it('has the browser ask again for the service worker and its offline page', async () => {
    const worker = await ctx.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const offline = await ctx.request('/offline.html');
    expect(offline.status).toBe(200);
    expect(offline.headers.get('cache-control')).toBe('no-cache');
    expect(await offline.text()).toContain('You are offline');
  });

  it.each([
    '/assets/app-1a2b.js.map',
    '/assets/HomePage-3c4d.js.map',
    '/assets/APP-1a2b.js.MAP',
    '/.vite/manifest.json',
    '/.vite/',
    '/.vite',
  ])('never serves %s (source maps, the Vite manifest)', async (path) => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }] as Record<string, string>[]) {
      const res = await ctx.request(path, { headers });
      expect(res.status, path).toBe(404);
      const text = await res.text();
      expect(text).not.toContain('"mappings"');
      expect(text).not.toContain('HomePage.tsx');
      expect(text).not.toContain('<div id="root">');
    }
  });

  it.each(readOnlyPaths)(
    'answers only GET and HEAD on %s: any other method is a 405',
    async (path) => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const res = await ctx.request(path, {
          method,
          body: method === 'OPTIONS' ? undefined : '{}',
          headers: { 'content-type': 'application/json' },
        });
        const body = await jsonError(res, `${method} ${path}`);
        expect(body.error.message).toContain(method);
      }
      const head = await ctx.request(path, { method: 'HEAD' });
      expect(head.status, `HEAD ${path}`).not.toBe(405);
    },
  );

  it('answers HEAD like GET, without a body', async () => {
    for (const path of ['/', '/courses', '/assets/app-1a2b.js', '/courses.json']) {
      const [get, head] = [await ctx.request(path), await ctx.request(path, { method: 'HEAD' })];
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(await head.text()).toBe('');
    }
  });

  it('refuses TRACE over real HTTP too, with the Allow header', async () => {
    const { url } = await ctx.listen();
    for (const path of ['/', '/assets/app-1a2b.js', '/courses.json']) {
      const res = await rawRequest(`${url}${path}`, { method: 'TRACE' });
      expect(res.status, path).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(JSON.parse(res.body.toString())).toMatchObject({
        error: { code: errorCodes.methodNotAllowed },
      });
    }
  });

  it('keeps uploads and the spec files read-only by themselves, with no site behind them', async () => {
    const bare = createApi()
      .route('/', specFiles({ db: ctx.db, publicAnswers: memoryAnswerCache() }))
      .route('/', fileRoutes({ config: ctx.config, db: ctx.db, fileLinks: fileLinks('test') }, []));
    for (const path of ['/courses.json', '/uploads/0b7f0c52-0a3c-4a43-9b7c-6c0f1e3f5a11.webp']) {
      await jsonError(await bare.request(path, { method: 'POST', body: '{}' }), path);
    }
    expect((await bare.request('/courses.json')).status).toBe(200);
  });

  it('leaves the API’s own answers alone: an unknown API call is still its JSON 404', async () => {
    for (const method of ['POST', 'DELETE']) {
      await expectError(await ctx.request('/api/nope', { method }), 404, errorCodes.notFound);
    }
    await expectError(await ctx.request('/api/nope'), 404, errorCodes.notFound);
    const missingUpload = await ctx.request('/uploads/0b7f0c52-0a3c-4a43-9b7c-6c0f1e3f5a11.webp');
    await expectError(missingUpload, 404, errorCodes.notFound);
  });
});
