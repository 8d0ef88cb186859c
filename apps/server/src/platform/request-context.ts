import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from './context';

const validRequestId = /^[\w.-]{1,100}$/;

/** Gives each request an id (kept from X-Request-Id when sane) and logs one line when it ends. */
export const requestContext = (logger: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && validRequestId.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) log.error(line, 'request');
    else if (c.req.path.startsWith('/api/')) log.info(line, 'request');
    else log.debug(line, 'request');
  });
