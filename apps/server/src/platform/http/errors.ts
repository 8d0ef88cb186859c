import { errorCodes, type ErrorBody } from '@glossy/contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { AppEnv } from './context';

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
