import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { errorBody } from './errors';

/** What files and pages (the site, uploads, the spec's JSON files) answer to. */
export const readMethods = 'GET, HEAD';

export const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * 405 in the API's error shape, naming the methods that work: a form posted to a page (or a PUT,
 * DELETE, TRACE…) must not get the page back with a 200 as if it had done something.
 */
export const methodNotAllowed = (c: Context) =>
  c.json(
    errorBody(405, `${c.req.method} is not allowed on ${c.req.path}: only GET and HEAD are`),
    405,
    { Allow: readMethods },
  );

/** Lets GET and HEAD through; answers any other method with the 405 above. */
export const readOnly = () =>
  createMiddleware<AppEnv>(async (c, next) =>
    isReadMethod(c.req.method) ? next() : methodNotAllowed(c),
  );
