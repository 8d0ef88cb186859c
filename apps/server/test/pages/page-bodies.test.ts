import { rm } from 'node:fs/promises';
import path from 'node:path';
import { courseList, type Course } from '@glossy/contract';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { paths } from '../../src/paths';
import { expectJson } from '../support/http';
import { describeEachBackend } from '../support/test-app';

/**
 * A built site with a server renderer beside it (dist-ssr/entry-server.js), standing in for the
 * web build's: it reads the course through the API it is given, as the app's loaders do, fails on
 * /faq and calls an unknown path a 404, as the app's router would.
 */
vi.mock('../../src/paths', async (importOriginal) => {
  const { mkdirSync, mkdtempSync, writeFileSync } = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const actual = await importOriginal<{ paths: typeof paths }>();
  const build = mkdtempSync(path.join(os.tmpdir(), 'gd-page-bodies-'));
  const root = path.join(build, 'dist');
  mkdirSync(root);
  mkdirSync(path.join(build, 'dist-ssr'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><!-- page-head --><title>Glossy Drawer</title><!-- /page-head -->' +
      '</head><body><div id="root"><div class="shell">Glossy Drawer</div><!-- end of shell -->\n' +
      '    </div><template id="app-scripts"><link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
      '</template></body></html>',
  );
  writeFileSync(
    path.join(root, 'site-index.json'),
    JSON.stringify({
      routes: ['/', '/courses', '/detail/:id', '/faq', '/dashboard/mycart'],
      screens: {
        '/courses': ['src/features/catalog/CourseListPage.tsx'],
        '/dashboard/mycart': ['src/features/commerce/MyCartPage.tsx'],
      },
      articles: [],
    }),
  );
  // The build's manifest: each screen's chunk and the chunks it imports.
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_CourseCard-1.js': { file: 'assets/CourseCard-1.js', imports: ['_react-1.js'] },
      'src/features/catalog/CourseListPage.tsx': {
        file: 'assets/CourseListPage-1.js',
        imports: ['_react-1.js', '_CourseCard-1.js'],
      },
      'src/features/commerce/MyCartPage.tsx': { file: 'assets/MyCartPage-1.js' },
    }),
  );
  writeFileSync(
    path.join(build, 'dist-ssr', 'entry-server.js'),
    `export function createPageRenderer(api) {
      return async (target) => {
        const url = new URL(target, 'http://app.local');
        const data = '<script type="application/json" id="app-data">{}</script>';
        if (url.pathname === '/faq') throw new Error('a component broke');
        if (url.searchParams.has('down')) return { status: 500, head: '', markup: '<main>Oops</main>', data };
        if (url.pathname.startsWith('/detail/')) {
          const res = await api(new Request('http://app.local/api/courses/' + url.pathname.slice(8)));
          const course = await res.json();
          return { status: 200, head: '<link rel="preload" as="image" href="/cover.webp">', markup: '<main><h1>' + course.name + '</h1></main>', data };
        }
        const known = ['/', '/courses'].includes(url.pathname);
        return { status: known ? 200 : 404, head: '', markup: '<main data-target="' + encodeURI(target) + '"></main>', data };
      };
    }`,
  );
  return { paths: { ...actual.paths, webDist: root } };
});

afterAll(() => rm(path.dirname(paths.webDist), { recursive: true, force: true }));

describeEachBackend('server-rendered page bodies', (ctx) => {
  let catalog: Course[] = [];
  beforeAll(async () => {
    catalog = await expectJson(await ctx.request('/api/courses?limit=3'), 200, courseList);
  });

  it('puts the rendered page in place of the shell, its data beside it, under the page’s own head', async () => {
    const course = catalog[0]!;
    const res = await ctx.request(`/detail/${course._id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The renderer asked the API in-process for the course.
    expect(html).toContain(`<div id="root"><main><h1>${course.name}</h1></main></div>`);
    expect(html).toContain('</div><script type="application/json" id="app-data">{}</script>');
    expect(html).not.toContain('end of shell');
    expect(html).toContain(`<title>${course.name} | Glossy Drawer</title>`);
    expect(html).toContain('<template id="app-scripts">');
    // What the page's components hoist goes to <head>.
    expect(html).toContain('<link rel="preload" as="image" href="/cover.webp"></head>');
  });

  it('renders the page asked for, query and all, and keeps it for the next visitor', async () => {
    const first = await ctx.request('/courses?level=Beginner&sort=price-asc');
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('data-target="/courses?level=Beginner&sort=price-asc"');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await ctx.request('/courses?level=Beginner&sort=price-asc', {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('lists the screen’s code to start with the app’s, on a rendered page and on a signed-in screen', async () => {
    const scripts = async (target: string) => {
      const html = await (await ctx.request(target)).text();
      return /<template id="app-scripts">([^]*?)<\/template>/.exec(html)?.[1];
    };
    const preload = (file: string) =>
      `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
    // The app's own modules are listed once; the screen's and what it imports are added.
    expect(await scripts('/courses?level=Advanced')).toBe(
      preload('react-1.js') + preload('CourseListPage-1.js') + preload('CourseCard-1.js'),
    );
    expect(await scripts('/dashboard/mycart')).toBe(
      preload('react-1.js') + preload('MyCartPage-1.js'),
    );
    // A screen the build names no module for adds nothing.
    expect(await scripts(`/detail/${catalog[0]!._id}`)).toBe(preload('react-1.js'));
  });

  it('answers with the status the app decides: an unknown path is a 404 with its rendered error page', async () => {
    const res = await ctx.request('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<main data-target="/no-such-page"></main>');
  });

  it('sends the shell, never a 500, when a page fails to render: the browser renders it instead', async () => {
    const res = await ctx.request('/faq');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div class="shell">Glossy Drawer</div>');
    expect(html).not.toContain('id="app-data"');
  });

  it('sends the shell, not an error page, when the page’s data could not be had', async () => {
    const res = await ctx.request('/courses?down=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<div class="shell">Glossy Drawer</div>');
    expect(html).toContain('<title>Courses | Glossy Drawer</title>');
    expect(html).not.toContain('id="app-data"');
  });
});
