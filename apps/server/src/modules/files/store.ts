import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

export type FileKind = (typeof uploads.kind.enumValues)[number];
export type FileUse = NonNullable<(typeof uploads.use.enumValues)[number]>;
export type UploadRow = typeof uploads.$inferSelect;

/** The uploads registry: who uploaded each file, and the first kind of place that named it. */
export function uploadsStore(db: Db) {
  return {
    async record(key: string, ownerId: string, kind: FileKind, mediaSec?: number | null) {
      await db.insert(uploads).values({ key, ownerId, kind, mediaSec });
    },

    async find(key: string): Promise<UploadRow | null> {
      const [row] = await db.select().from(uploads).where(eq(uploads.key, key));
      return row ?? null;
    },

    /**
     * Fixes the use of files no place has named yet. A file already claimed keeps its use: the
     * check before the write refused a file of the other use.
     */
    async claim(keys: string[], use: FileUse): Promise<void> {
      if (keys.length === 0) return;
      await db
        .update(uploads)
        .set({ use })
        .where(and(inArray(uploads.key, keys), isNull(uploads.use)));
    },
  };
}

export type UploadsStore = ReturnType<typeof uploadsStore>;
