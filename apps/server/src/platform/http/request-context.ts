import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import { clientAddress, socketAddressOf, type TrustedProxies } from '../protection/client-address';
import type { AppEnv } from './context';

const validRequestId = /^[\w.-]{1,100}$/;

/** The caller's X-Request-Id when it is sane (so ids follow a call across services), else a new one. */
export const requestIdFrom = (incoming: string | undefined) =>
  incoming && validRequestId.test(incoming) ? incoming : randomUUID();

export interface RequestLine {
  requestId: string;
  client: string;
  method: string;
  path: string;
  status: number;
  started: number;
}

/** One line per finished request: API calls at info, page and asset requests at debug. */
export function logRequest(logger: Logger, { started, ...line }: RequestLine) {
  const level = line.status >= 500 ? 'error' : line.path.startsWith('/api/') ? 'info' : 'debug';
  if (!logger.isLevelEnabled(level)) return;
  const ms = Math.round((performance.now() - started) * 10) / 10;
  logger[level]({ ...line, ms }, 'request');
}

/** Gives each request an id and its client's address, and logs one line when it ends. */
export const requestContext = (logger: Logger, trust: TrustedProxies) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const client = clientAddress(socketAddressOf(c), c.req.header('x-forwarded-for'), trust);
    // No child logger per request: building one costs more than many a whole answer. Lines that
    // need the id carry it themselves.
    c.set('requestId', requestId);
    c.set('log', logger);
    c.set('clientAddress', client);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    logRequest(logger, {
      requestId,
      client,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      started,
    });
  });
