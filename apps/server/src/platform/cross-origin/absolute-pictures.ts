import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';

/** A file this site serves, as the answers name it: a path under /media or /uploads. */
const sitePicture = /^\/(media|uploads)\/[^\s?#]+$/;

/** Makes every site file path in a parsed answer absolute, in place. */
function absolutize(value: unknown, absolute: (path: string) => string): unknown {
  if (typeof value === 'string') return sitePicture.test(value) ? absolute(value) : value;
  if (Array.isArray(value)) return value.map((item) => absolutize(item, absolute));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = absolutize(record[key], absolute);
  }
  return value;
}

/**
 * For the original client on one of CORS_ORIGINS, the pictures its answers name (a course's
 * `img`, a user's `photo`, a post's `image`…) are absolute on PUBLIC_URL: a path would resolve
 * against its own origin, where they are not. Keyed on the caller's Origin (a cross-origin fetch
 * always sends one; our own site's reads send none), so our app and the answers it caches keep
 * paths, and the body is rewritten only for those callers, after any shared answer was taken.
 */
export function absolutePictures(config: {
  publicUrl: string;
  CORS_ORIGINS: readonly string[];
}): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (config.CORS_ORIGINS.length === 0 || c.req.method !== 'GET' || c.res.status !== 200) return;
    const origin = c.req.header('origin');
    if (origin === undefined || !config.CORS_ORIGINS.includes(origin)) return;
    if (!/^application\/json\b/i.test(c.res.headers.get('content-type') ?? '')) return;
    let parsed: unknown;
    try {
      parsed = await c.res.clone().json();
    } catch {
      return;
    }
    // The caller's origin is listed (above): every site path gets PUBLIC_URL in front.
    const body = absolutize(parsed, (path) => `${config.publicUrl}${path}`);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(body), { status: 200, headers });
  });
}
