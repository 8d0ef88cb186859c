import type { Caller, UserRecord } from '../../platform/http/context';
import { notSignedIn } from '../../platform/auth/caller';
import { AppError, notFound } from '../../platform/http/errors';

interface Owned {
  ownerId: string;
  visibility: 'private' | 'public';
}

const notYours = () => new AppError(403, 'That drawing belongs to another artist.');

/** A public drawing is anyone's to watch; a private one its owner's, and an admin's. */
export async function readable<Row extends Owned>(caller: Caller, row: Row | null): Promise<Row> {
  if (!row) throw notFound('Drawing');
  if (row.visibility === 'public') return row;
  const viewer = await caller.user();
  if (!viewer) throw await notSignedIn(caller);
  if (viewer.id !== row.ownerId && viewer.role !== 'admin') throw notYours();
  return row;
}

/** Saving, renaming and publishing are the owner's alone. */
export function ownedBy<Row extends Owned>(actor: UserRecord, row: Row | null): Row {
  if (!row) throw notFound('Drawing');
  if (row.ownerId !== actor.id) throw notYours();
  return row;
}

/** Deleting is the owner's, or an admin's (moderation). */
export function removableBy<Row extends Owned>(actor: UserRecord, row: Row | null): Row {
  if (!row) throw notFound('Drawing');
  if (row.ownerId !== actor.id && actor.role !== 'admin') throw notYours();
  return row;
}

/** A post may share a drawing of the author's own that anyone can already watch. */
export function sharable<Row extends Owned>(actor: UserRecord, row: Row | null): Row {
  const refuse = (message: string) => new AppError(400, message, { drawingId: message });
  if (!row) throw refuse('No such drawing');
  if (row.ownerId !== actor.id) throw notYours();
  if (row.visibility !== 'public') throw refuse('Make the drawing public before sharing it');
  return row;
}
