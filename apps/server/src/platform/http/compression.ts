import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

const compressible = /^\s*(?:text\/|application\/(?:json|javascript|xml)|image\/svg)/i;

/**
 * gzip or deflate for clients that ask. A client that doesn't only gets `Vary`, set on the response
 * object itself: going through c.header() after the handler would copy the whole response.
 */
export const compression = () => {
  const compressAccepted = compress();
  return createMiddleware<AppEnv>(async (c, next) => {
    if (/\b(?:gzip|deflate)\b/i.test(c.req.header('accept-encoding') ?? '')) {
      return compressAccepted(c, next);
    }
    await next();
    if (compressible.test(c.res.headers.get('content-type') ?? '')) {
      const vary = c.res.headers.get('vary');
      if (!vary || !/accept-encoding/i.test(vary)) {
        c.res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      }
    }
  });
};
