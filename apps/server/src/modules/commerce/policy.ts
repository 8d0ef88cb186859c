import type { UserRecord } from '../../platform/http/context';
import { AppError, notFound } from '../../platform/http/errors';

/** Carts, orders and payments are their buyer's alone; an admin sees carts, never pays for one. */
export const notYours = () => new AppError(403, 'That belongs to another user.');

/** The row when it exists (404) and is the actor's (403). */
export function ownedBy<Row extends { userId: string }>(
  actor: UserRecord,
  row: Row | null,
  what: string,
): Row {
  if (!row) throw notFound(what);
  if (row.userId !== actor.id) throw notYours();
  return row;
}
