import { errorCodes, type ErrorBody } from '@glossy/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { AppEnv } from './context';
import { databaseUnavailable, refusedByDatabase } from '../../db/db-errors';

type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.badRequest,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  405: errorCodes.methodNotAllowed,
  409: errorCodes.conflict,
  413: errorCodes.tooLarge,
  415: errorCodes.unsupportedMediaType,
  429: errorCodes.rateLimited,
  503: errorCodes.unavailable,
};

/** An expected failure a service raises; the error handler turns it into the API's error body. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** What a client is told while the database is away: it comes back by itself, so ask again. */
export const databaseUnavailableMessage =
  'The database is not answering right now; try again in a few seconds';
export const databaseRetrySeconds = 5;
export const databaseAway = () =>
  new AppError(503, databaseUnavailableMessage, undefined, {
    'Retry-After': String(databaseRetrySeconds),
  });

export const notFound = (what: string) => new AppError(404, `${what} not found`);

export function errorBody(
  status: number,
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  return {
    error: {
      code: codeByStatus[status] ?? (status < 500 ? errorCodes.badRequest : errorCodes.internal),
      message,
      ...(fields ? { fields } : {}),
    },
  };
}

/** One message per field, named by its path ('' for the object itself). */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const at = issue.path.map(String);
    // A field the schema does not know is named itself, not its parent object.
    const names = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...at, key]) : [at];
    for (const name of names) fields[name.join('.') || 'body'] ??= issue.message;
  }
  return fields;
}

/** The API's 400 for bad input: a message per field, and all of them in the message. */
export function invalidInput(fields: Record<string, string>) {
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return new AppError(400, `Invalid input (${summary})`, fields);
}

export function validationFailed(c: Context<AppEnv>, error: ZodError) {
  const { message, fields } = invalidInput(zodFields(error));
  return c.json(errorBody(400, message, fields), 400);
}

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
