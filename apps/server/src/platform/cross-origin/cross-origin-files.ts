import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';

/** Paths of the files the original client's pages show: the site's media and public uploads. */
export const crossOriginFilePaths = ['/media/*', '/uploads/*'] as const;

/**
 * With CORS_ORIGINS set, public files say `Cross-Origin-Resource-Policy: cross-origin`, so the
 * original client's pages on those origins can show our pictures and videos. Keyed on the server's
 * setting, not on the caller's Origin: a browser sends no Origin with an `<img>` or `<video>`.
 * Only answers that are public to begin with (a public Cache-Control) are opened; a signed lesson
 * file (private), a refusal (no-store) and everything else keep `same-origin`. Registered outside
 * the security headers, so that it has the last word on this one header.
 */
export function crossOriginFiles(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (origins.length === 0 || c.res.status >= 400) return;
    const cacheControl = c.res.headers.get('cache-control') ?? '';
    if (/\bpublic\b/i.test(cacheControl)) {
      c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  });
}
