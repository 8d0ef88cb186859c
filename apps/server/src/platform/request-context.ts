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
    // No child logger per request: building one costs more than many a whole answer. Lines that
    // need the id carry it themselves.
    c.set('requestId', requestId);
    c.set('log', logger);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const status = c.res.status;
    const level = status >= 500 ? 'error' : c.req.path.startsWith('/api/') ? 'info' : 'debug';
    if (!logger.isLevelEnabled(level)) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    logger[level]({ requestId, method: c.req.method, path: c.req.path, status, ms }, 'request');
  });
