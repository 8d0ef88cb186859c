import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

export interface StaticSite {
  /** sha256 sources of the inline scripts in index.html, for the Content-Security-Policy. */
  inlineScriptHashes: string[];
  mount(app: Hono<AppEnv>): void;
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const media = 'public, max-age=86400, stale-while-revalidate=604800';

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

/** Serves the built SPA: hashed assets forever-cached, precompressed files, index.html for app routes. */
export function loadStaticSite(root: string): StaticSite | undefined {
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const indexHtml = readFileSync(indexPath, 'utf8');
  return {
    inlineScriptHashes: inlineScriptHashes(indexHtml),
    mount(app) {
      app.use(
        '*',
        serveStatic({
          root: path.relative(process.cwd(), root) || '.',
          precompressed: true,
          onFound: (filePath, c) => {
            const relative = path.relative(root, filePath).split(path.sep).join('/');
            if (relative.startsWith('assets/')) c.header('Cache-Control', immutable);
            else if (relative === 'index.html') c.header('Cache-Control', revalidate);
            else c.header('Cache-Control', media);
          },
        }),
      );
      app.get('*', (c) => {
        // A missing file (anything with an extension) is a 404, not the app: browsers and
        // crawlers asking for /robots.txt or an old asset must not get HTML with a 200.
        if (/\.[a-z0-9]{1,8}$/i.test(c.req.path)) return c.text('Not Found', 404);
        c.header('Cache-Control', revalidate);
        return c.html(indexHtml);
      });
    },
  };
}
