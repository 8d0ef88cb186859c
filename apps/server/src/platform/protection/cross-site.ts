import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';

/** The identity session's cookie (`__Secure-` on https). */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?glossy\.session_token=/;

/**
 * A browser attaches the session cookie to a request any site makes, so a call that changes
 * something on the strength of that cookie alone must come from one of the site's own pages: its
 * Origin says so (or, where a browser sends none, Sec-Fetch-Site). A call with an API token is
 * exempt: no other site can make a browser send one. The identity routes check this themselves.
 */
export function refuseCrossSite(c: Context<AppEnv>, siteOrigins: readonly string[]) {
  if (c.req.header('authorization')) return;
  const cookie = c.req.header('cookie');
  if (!cookie || !sessionCookie.test(cookie) || c.req.path.startsWith('/api/auth/')) return;
  const origin = c.req.header('origin');
  const sameSite = origin
    ? siteOrigins.includes(origin)
    : c.req.header('sec-fetch-site') === 'same-origin';
  if (!sameSite) {
    throw new AppError(
      403,
      'This request did not come from the site; send it from the site, or with an API token.',
    );
  }
}
