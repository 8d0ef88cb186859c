import { notFound } from './errors';

/** PostgreSQL's error code, however the driver (or drizzle's query error) wraps it. */
function hasCode(err: unknown, code: string): boolean {
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

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
