import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';
import { errorBody } from '../http/errors';

const allowMethods = 'GET, POST, PUT, PATCH, DELETE';
/** The original client authenticates with `Authorization: Bearer`, never with cookies. */
const allowHeaders = 'Authorization, Content-Type';
/** How long a browser may reuse a preflight: 10 minutes (Chromium caps it at 2 hours anyway). */
const preflightMaxAge = '600';

/** Adds `Origin` to Vary, keeping what is there (Accept-Encoding, from the cached answers). */
function varyOnOrigin(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Origin');
  else if (!/\borigin\b/i.test(vary)) headers.set('vary', `${vary}, Origin`);
}

/**
 * Cross-origin calls from the listed origins only (CORS_ORIGINS; none by default, so same origin
 * only). A listed origin gets its preflight answered and `Access-Control-Allow-Origin` on every
 * answer; never `Access-Control-Allow-Credentials`, so a page elsewhere can never ride on a
 * visitor's session cookie: it has to hold a bearer token. Any other origin gets no CORS header at
 * all, and its preflight a 403, so the browser stops before the real call is sent.
 *
 * Written out rather than hono/cors, which answers every preflight with the allowed methods and
 * headers even for an origin it does not allow.
 */
export function cors(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const listed = new Set(origins);
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    const isPreflight =
      c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    if (origin === undefined || !listed.has(origin)) {
      if (!isPreflight) return next();
      return c.json(errorBody(403, 'Cross-origin calls are not allowed from this origin'), 403);
    }
    if (isPreflight) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': allowMethods,
        'Access-Control-Allow-Headers': allowHeaders,
        'Access-Control-Max-Age': preflightMaxAge,
        Vary: 'Origin',
      });
    }
    await next();
    // On the response itself: an error answer or a library's Response is covered too.
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    varyOnOrigin(c.res.headers);
  });
}
