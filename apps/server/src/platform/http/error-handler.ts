import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { databaseUnavailable, refusedByDatabase } from '../../db/db-errors';
import type { AppEnv } from './context';
import { AppError, databaseAway, errorBody } from './errors';

/**
 * The client closed the connection while its body was still coming: Node reports it as an
 * ECONNRESET 'aborted', the socket error a database's connection also raises. It is the client's
 * doing (a 400 in the logs and metrics), never the database away.
 */
function clientWentAway(err: Error): boolean {
  // Only the read's own error: a client giving up while the database hangs is still an outage.
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if (
      e instanceof Error &&
      e.message === 'aborted' &&
      (e as NodeJS.ErrnoException).code === 'ECONNRESET'
    ) {
      return true;
    }
  }
  return false;
}

/** The app's one error handler: every failure leaves as the API's error body, never a stack. */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return c.json(errorBody(err.status, err.message, err.fields), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message =
      status === 400 && /json/i.test(err.message)
        ? 'Malformed JSON in request body'
        : status === 415
          ? 'Send the body as JSON (Content-Type: application/json)'
          : err.message;
    return c.json(errorBody(status, message || 'Request failed'), status);
  }
  if (clientWentAway(err)) {
    c.get('log').info({ requestId: c.get('requestId') }, 'the client cut its request short');
    return c.json(errorBody(400, 'The request was cut off before its end.'), 400);
  }
  const refused = refusedByDatabase(err);
  if (refused) {
    c.get('log').warn({ err, requestId: c.get('requestId') }, 'input the database refused');
    return c.json(errorBody(refused.status, refused.message), refused.status);
  }
  if (databaseUnavailable(err)) {
    c.get('log').warn({ err, requestId: c.get('requestId') }, 'the database is not answering');
    return handleError(databaseAway(), c);
  }
  c.get('log').error({ err, requestId: c.get('requestId') }, 'unhandled error');
  return c.json(errorBody(500, 'Something went wrong on our side'), 500);
}
