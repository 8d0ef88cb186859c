import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteIndex, type RenderedPage, type SiteIndex } from '@glossy/contract';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context';
import { readOnly } from './read-only';

export interface StaticSite {
  /** What the build says about the app (its routes and articles), when it wrote site-index.json. */
  index: SiteIndex | null;
  /**
   * index.html with a page's own head (title, meta, JSON-LD) in place of the site's default one
   * (kept when null), its screen's code listed to start with the app's and, when the server
   * rendered it, the page's markup and hydration data in place of the shell. `/` also preloads
   * the home screen's poster.
   */
  render(page: { path: string; head: string | null; body?: RenderedPage }): string;
  /** Whether the app has a route for a path (ignoring case, as its router does). */
  isAppRoute(path: string): boolean;
  /** The build's server renderer (dist-ssr/entry-server.js beside dist), when it was built. */
  rendererEntry: string | null;
  /** sha256 sources of the inline scripts in index.html, for the Content-Security-Policy. */
  inlineScriptHashes: string[];
  mount(app: Hono<AppEnv>): void;
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const media = 'public, max-age=2592000, stale-while-revalidate=604800';
/**
 * Files whose name stays when they change: the shell, and the service worker with the offline page
 * it keeps (a browser that kept an old worker for a month would keep the old app as long).
 */
const revalidated = new Set(['index.html', 'sw.js', 'offline.html']);

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(root: string): Manifest {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  return existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};
}

/** The chunks of some source modules and of what they import, the app's entry aside. */
function chunksOf(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || key === 'index.html') return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files];
}

/**
 * Build files that are for us, not for visitors: source maps (they hand out the whole source) and
 * Vite's folder, whose manifest lists every chunk. The server still reads the manifest from disk
 * (chunksOf); only serving it is refused.
 */
export const isPrivateBuildFile = (urlPath: string) =>
  /\.map$/i.test(urlPath) || /^\/\.vite(?:\/|$)/i.test(urlPath);

/** A path with an extension (`.webmanifest` the longest served) names a file, never a screen. */
export const looksLikeFile = (urlPath: string) => /\.[a-z0-9]{1,11}$/i.test(urlPath);

/** A file that is not there (or not for visitors): browsers and crawlers get a 404, never the app. */
const missingFile = (c: Context<AppEnv>) => c.text('Not Found', 404);

const appScriptsEnd = /(<template id="app-scripts">[^]*?)(<\/template>)/;

/**
 * A page's screen code fetched with the app's own when the app starts after the first paint,
 * instead of once the router asks for it, a round trip later (the build lists the app's modules in
 * the app-scripts template; those already there are not listed twice).
 */
function withScreenPreloads(html: string, chunks: string[]): string {
  const modules = chunks
    .filter((file) => !html.includes(`href="/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return html.replace(
    appScriptsEnd,
    (_match, start: string, end: string) => `${start}${modules}${end}`,
  );
}

/** The home page's largest paint, the hero poster, preloaded with the page. */
function withHomePoster(html: string): string {
  const poster =
    '<link rel="preload" as="image" href="/media/hero/hero-poster.webp" fetchpriority="high">';
  return html.replace('</head>', `${poster}</head>`);
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const digest = createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

function readSiteIndex(root: string): SiteIndex | null {
  const file = path.join(root, 'site-index.json');
  if (!existsSync(file)) return null;
  return siteIndex.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The app's route pattern a path matches, if any; like the app's router, it ignores case. */
function routeMatcher(patterns: string[]): (path: string) => string | undefined {
  const expressions = patterns.map((pattern) => {
    const segments = pattern
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      );
    return { pattern, expression: new RegExp(`^${segments.join('/')}/?$`, 'i') };
  });
  return (requested) => expressions.find(({ expression }) => expression.test(requested))?.pattern;
}

/** The site's default head in index.html, between these markers (or its title, without them). */
const defaultHead = /<!-- page-head -->[\s\S]*?<!-- \/page-head -->|<title>[\s\S]*?<\/title>/;

/** The root element, from its opening tag to the end of the painted shell and its own end. */
const rootElement = /<div id="root">[\s\S]*?<!-- end of shell -->\s*<\/div>/;

function withPageHead(html: string, pageHead: string | null): string {
  return pageHead === null ? html : html.replace(defaultHead, () => pageHead);
}

function withBody(html: string, body: RenderedPage | undefined): string {
  if (!body) return html;
  // The home page's template already preloads its poster, which React asks for too.
  const head = body.head.replace(/<link\b[^>]*\bhref="([^"]*)"[^>]*>/g, (link, href: string) =>
    html.includes(`href="${href}"`) ? '' : link,
  );
  return html
    .replace('</head>', () => `${head}</head>`)
    .replace(rootElement, () => `<div id="root">${body.markup}</div>${body.data}`);
}

/** Serves the built SPA: hashed assets forever-cached, precompressed files, index.html for app routes. */
export function loadStaticSite(root: string): StaticSite | undefined {
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const index = readSiteIndex(root);
  const manifest = readManifest(root);
  const patternOf = index ? routeMatcher(index.routes) : () => undefined;
  // Worked out once a pattern: the shell of a signed-in screen is sent with them on every visit.
  const chunksByPattern = new Map<string, string[]>();
  const screenChunks = (pagePath: string) => {
    const pattern = patternOf(pagePath);
    if (pattern === undefined) return [];
    let chunks = chunksByPattern.get(pattern);
    if (!chunks) {
      chunks = chunksOf(manifest, index?.screens[pattern] ?? []);
      chunksByPattern.set(pattern, chunks);
    }
    return chunks;
  };
  // home.html is index.html with the home page's first screen already in its shell.
  const homePath = path.join(root, 'home.html');
  const homeHtml = withScreenPreloads(
    withHomePoster(existsSync(homePath) ? readFileSync(homePath, 'utf8') : indexHtml),
    screenChunks('/'),
  );
  const rendererEntry = path.join(root, '..', 'dist-ssr', 'entry-server.js');
  return {
    index,
    inlineScriptHashes: [...new Set([indexHtml, homeHtml].flatMap(inlineScriptHashes))],
    isAppRoute: index ? (requested) => patternOf(requested) !== undefined : () => true,
    rendererEntry: existsSync(rendererEntry) ? rendererEntry : null,
    render: ({ path: pagePath, head, body }) => {
      const template = pagePath === '/' ? homeHtml : indexHtml;
      const html = withScreenPreloads(template, screenChunks(pagePath));
      return withBody(withPageHead(html, head), body);
    },
    mount(app) {
      // Files and pages are only read: any other method is a 405, before anything is looked up.
      app.use('*', readOnly());
      app.use('*', async (c, next) => (isPrivateBuildFile(c.req.path) ? missingFile(c) : next()));
      // Before the static files, which would otherwise answer '/' with the plain index.html.
      app.get('/', (c) => {
        c.header('Cache-Control', revalidate);
        return c.html(homeHtml);
      });
      app.use(
        '*',
        serveStatic({
          root: path.relative(process.cwd(), root) || '.',
          precompressed: true,
          onFound: (filePath, c) => {
            const relative = path.relative(root, filePath).split(path.sep).join('/');
            // Hono's list of types lacks WebVTT, and a browser uses captions only as text/vtt.
            if (relative.endsWith('.vtt')) c.header('Content-Type', 'text/vtt; charset=utf-8');
            if (relative.startsWith('assets/')) c.header('Cache-Control', immutable);
            else if (revalidated.has(relative)) c.header('Cache-Control', revalidate);
            else c.header('Cache-Control', media);
          },
        }),
      );
      app.get('*', (c) => {
        // A missing file (anything with an extension) is a 404, not the app: browsers and
        // crawlers asking for /robots.txt or an old asset must not get HTML with a 200.
        if (looksLikeFile(c.req.path)) return missingFile(c);
        c.header('Cache-Control', revalidate);
        // A screen the server does not render (a signed-in one): the app renders it. A path the
        // app has no route for never gets here: the pages module answers it with a 404 page.
        return c.html(withScreenPreloads(indexHtml, screenChunks(c.req.path)));
      });
    },
  };
}
