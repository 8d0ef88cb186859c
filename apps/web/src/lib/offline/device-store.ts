import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { markQueued } from './outbox-flag';
import { isQuotaError } from './storage-errors';

/**
 * What this device keeps of an account for offline use, apart from the board's own autosave:
 * lessons whose practice board was opened (so it opens again offline) and work made offline that
 * waits to be sent (the outbox, in the order it was made). It is the account's own data: every
 * record names its owner's email, and sign-out deletes the whole database.
 */
const NAME = 'glossy-drawer-offline';

/** A piece of work made offline, sent by the sender registered for its kind. */
export interface OutboxItem<P = unknown> {
  id?: number;
  email: string;
  kind: string;
  /** Named for the artist: what 'waiting to send' lists. */
  label: string;
  payload: P;
  queuedAt: string;
}

interface OfflineSchema extends DBSchema {
  lessons: { key: [string, string]; value: { email: string; id: string; data: unknown } };
  outbox: { key: number; value: OutboxItem; indexes: { email: string } };
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  if (typeof indexedDB === 'undefined')
    return Promise.reject(new DOMException('No IndexedDB here', 'InvalidStateError'));
  opening ??= openDB<OfflineSchema>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore('lessons', { keyPath: ['email', 'id'] });
      db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true }).createIndex(
        'email',
        'email',
      );
    },
  }).catch((err: unknown) => {
    opening = null;
    throw err;
  });
  return opening;
}

export async function keepLesson(email: string, id: string, data: unknown): Promise<void> {
  await (await database()).put('lessons', { email, id, data });
}

export async function keptLesson(email: string, id: string): Promise<unknown> {
  return (await (await database()).get('lessons', [email, id]))?.data;
}

/** Queues work made offline, and says so to every page (outbox-flag.ts). */
export async function enqueue<P>(item: Omit<OutboxItem<P>, 'id' | 'queuedAt'>): Promise<void> {
  await (await database()).add('outbox', { ...item, queuedAt: new Date().toISOString() });
  markQueued();
}

/** The account's waiting work, oldest first. */
export async function queued(email: string): Promise<OutboxItem[]> {
  return (await database()).getAllFromIndex('outbox', 'email', email);
}

export async function dequeue(id: number): Promise<void> {
  await (await database()).delete('outbox', id);
}

/** At sign-out: nothing of the account stays on the device. */
export async function forgetDevice(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  if (typeof indexedDB !== 'undefined') await deleteDB(NAME).catch(() => undefined);
}

/**
 * What a failure to keep something on the device means, in the artist's words: a full device, or
 * a browser that keeps nothing here (a private window).
 */
export function storageProblem(err: unknown): string {
  if (isQuotaError(err))
    return 'This device has no room left for offline copies. Free some space, or delete this site’s old data, and try again.';
  return 'This browser keeps nothing on the device here (a private window does not), so it can only be sent while you are online.';
}
