import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drawings, users } from '../../db/schema';
import { isUuid } from '../../platform/ids';
import type { DrawingPatch } from '@glossy/contract';

/** What a save writes besides the title: the checked log's figures and the stored pictures. */
export interface DrawingContent {
  width: number;
  height: number;
  log: Uint8Array;
  durationMs: number;
  strokes: number;
  pictureKey: string;
  thumbnailKey: string;
}

const summaryColumns = {
  id: drawings.id,
  ownerId: drawings.ownerId,
  title: drawings.title,
  width: drawings.width,
  height: drawings.height,
  durationMs: drawings.durationMs,
  strokes: drawings.strokes,
  visibility: drawings.visibility,
  version: drawings.version,
  pictureKey: drawings.pictureKey,
  thumbnailKey: drawings.thumbnailKey,
  logBytes: drawings.logBytes,
  createdAt: drawings.createdAt,
  updatedAt: drawings.updatedAt,
};

export type DrawingRow = Awaited<ReturnType<ReturnType<typeof drawingsStore>['list']>>[number];

/** A first save: a new drawing, or the one its client key made before. */
export type CreateResult = { kind: 'made' | 'known'; id: string };

/** The outcome of a save: done (with the files it replaced), stale, or no such drawing. */
export type SaveResult =
  | { kind: 'saved'; version: number; replacedKeys: string[] }
  | { kind: 'repeated'; version: number }
  | { kind: 'stale'; version: number }
  | { kind: 'missing' };

export function drawingsStore(db: Db) {
  const contentColumns = (content: DrawingContent) => ({
    ...content,
    logBytes: content.log.byteLength,
  });

  return {
    /**
     * A new drawing; with a client key the owner used before (a queued save sent again), the
     * drawing that key made, untouched.
     */
    async create(
      ownerId: string,
      title: string,
      content: DrawingContent,
      clientId?: string,
    ): Promise<CreateResult> {
      const [row] = await db
        .insert(drawings)
        .values({ ownerId, title, clientId, ...contentColumns(content) })
        .onConflictDoNothing({ target: [drawings.ownerId, drawings.clientId] })
        .returning({ id: drawings.id });
      if (row) return { kind: 'made', id: row.id };
      const [earlier] = await db
        .select({ id: drawings.id })
        .from(drawings)
        .where(and(eq(drawings.ownerId, ownerId), eq(drawings.clientId, clientId!)));
      return { kind: 'known', id: earlier!.id };
    },

    /**
     * Overwrites the drawing only if nobody saved it since `version`: the version is the lock. The
     * save that made the current version, sent again with its key, is `repeated`, not stale.
     */
    async save(
      id: string,
      expected: { version: number; saveId: string | undefined },
      title: string | undefined,
      content: DrawingContent,
    ): Promise<SaveResult> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            version: drawings.version,
            lastSaveId: drawings.lastSaveId,
            pictureKey: drawings.pictureKey,
            thumbnailKey: drawings.thumbnailKey,
          })
          .from(drawings)
          .where(eq(drawings.id, id))
          .for('update');
        if (!current) return { kind: 'missing' };
        if (
          expected.saveId !== undefined &&
          current.lastSaveId === expected.saveId &&
          current.version === expected.version + 1
        )
          return { kind: 'repeated', version: current.version };
        if (current.version !== expected.version)
          return { kind: 'stale', version: current.version };
        const version = current.version + 1;
        await tx
          .update(drawings)
          .set({
            ...contentColumns(content),
            ...(title === undefined ? {} : { title }),
            version,
            lastSaveId: expected.saveId ?? null,
            updatedAt: sql`now()`,
          })
          .where(eq(drawings.id, id));
        return {
          kind: 'saved',
          version,
          replacedKeys: [current.pictureKey, current.thumbnailKey],
        };
      });
    },

    /** The owner's drawings, most recently saved first. */
    list(ownerId: string, limit = 200) {
      return db
        .select(summaryColumns)
        .from(drawings)
        .where(eq(drawings.ownerId, ownerId))
        .orderBy(desc(drawings.updatedAt))
        .limit(limit);
    },

    async find(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ ...summaryColumns, ownerName: users.name, ownerPhoto: users.photo })
        .from(drawings)
        .innerJoin(users, eq(users.id, drawings.ownerId))
        .where(eq(drawings.id, id));
      return row ?? null;
    },

    async log(id: string): Promise<Uint8Array | null> {
      const [row] = await db
        .select({ log: drawings.log })
        .from(drawings)
        .where(eq(drawings.id, id));
      return row?.log ?? null;
    },

    /** A rename or a change of visibility; the version stays, so an open sketchpad saves on. */
    async patch(id: string, patch: DrawingPatch): Promise<number> {
      const rows = await db
        .update(drawings)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(drawings.id, id))
        .returning({ id: drawings.id });
      return rows.length;
    },

    /**
     * Points the drawing at new copies of its pictures, unless a save replaced them meanwhile (a
     * save writes new keys of its own). Answers whether the copies were taken.
     */
    async rekey(
      id: string,
      from: { pictureKey: string; thumbnailKey: string },
      to: { pictureKey: string; thumbnailKey: string },
    ): Promise<boolean> {
      const rows = await db
        .update(drawings)
        .set(to)
        .where(and(eq(drawings.id, id), eq(drawings.pictureKey, from.pictureKey)))
        .returning({ id: drawings.id });
      return rows.length > 0;
    },

    async remove(id: string): Promise<{ deletedCount: number; keys: string[] }> {
      const rows = await db
        .delete(drawings)
        .where(eq(drawings.id, id))
        .returning({ pictureKey: drawings.pictureKey, thumbnailKey: drawings.thumbnailKey });
      return {
        deletedCount: rows.length,
        keys: rows.flatMap((row) => [row.pictureKey, row.thumbnailKey]),
      };
    },

    /** Whether a stored file is the picture or thumbnail of a public drawing. */
    async isPublicFile(key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: drawings.id })
        .from(drawings)
        .where(
          and(
            eq(drawings.visibility, 'public'),
            or(eq(drawings.pictureKey, key), eq(drawings.thumbnailKey, key)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}

export type DrawingsStore = ReturnType<typeof drawingsStore>;
