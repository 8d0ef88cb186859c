import { notFound } from '../platform/http/errors';

/** PostgreSQL's error code, however the driver (or drizzle's query error) wraps it. */
function codeOf(err: unknown): string | null {
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

const hasCode = (err: unknown, code: string) => codeOf(err) === code;

/** unique_violation: another request wrote the same key first. */
export const isUniqueViolation = (err: unknown) => hasCode(err, '23505');

/** foreign_key_violation: the row written about was deleted meanwhile. */
export const isForeignKeyViolation = (err: unknown) => hasCode(err, '23503');

/** A write about a row deleted between the route's lookup and this write is a 404, not a 500. */
export async function orGone<T>(write: PromiseLike<T>, what: string): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(what);
    throw err;
  }
}

/**
 * Errors a client's input can cause in the database, whatever the route: a value PostgreSQL will
 * not store (a NUL byte, an encoding it cannot hold, a number or date out of range, text too long
 * for an index) is the client's 400, a key already taken a 409. Routes check their input first;
 * this is the one place that keeps whatever slips past from ever being a 500.
 */
export function refusedByDatabase(err: unknown): { status: 400 | 409; message: string } | null {
  const code = codeOf(err);
  if (!code) return null;
  if (code === '23505') return { status: 409, message: 'That already exists' };
  if (code === '23503')
    return { status: 409, message: 'Something this refers to no longer exists' };
  // Class 22 (data exception), check and not-null violations, program limits (an index row too big).
  if (code.startsWith('22') || code === '23514' || code === '23502' || code === '54000') {
    return { status: 400, message: 'Invalid input: the server cannot store that value' };
  }
  return null;
}

/** Node's socket errors: the database's address refuses, resets or does not answer. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres says these in words only. */
const lostConnection =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i;

/**
 * The database is away (restarting, failed over, unreachable), not refusing this request: class
 * 08 (connection exception), an administrator's or a crash's shutdown, too many connections, or
 * the socket itself. The request may succeed a few seconds later.
 */
export function databaseUnavailable(err: unknown): boolean {
  const code = codeOf(err);
  if (code && (code.startsWith('08') || code.startsWith('57P') || code === '53300')) return true;
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    const sys = (e as { code?: unknown }).code;
    if (typeof sys === 'string' && socketCodes.has(sys)) return true;
    if (e instanceof Error && lostConnection.test(e.message)) return true;
  }
  return false;
}
