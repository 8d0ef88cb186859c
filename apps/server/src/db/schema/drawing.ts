import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea, createdAt, id } from './columns';

/**
 * A saved drawing: its stroke log (gzip-compressed JSON, the engine's format) and the flattened
 * picture with its thumbnail in storage. `version` counts saves so that an autosave made from a
 * stale copy is refused instead of overwriting newer strokes.
 */
export const drawings = pgTable(
  'drawings',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    log: bytea('log').notNull(),
    logBytes: integer('log_bytes').notNull(),
    durationMs: integer('duration_ms').notNull(),
    strokes: integer('strokes').notNull(),
    pictureKey: text('picture_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    visibility: text('visibility', { enum: ['private', 'public'] })
      .notNull()
      .default('private'),
    version: integer('version').notNull().default(1),
    /**
     * The key the client made for the drawing before it first reached us (a save queued offline):
     * sent again, it names the same drawing, so a retried first save never makes two.
     */
    clientId: uuid('client_id'),
    /** The key of the save that made the current version: that save retried is answered again. */
    lastSaveId: uuid('last_save_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drawings_owner_idx').on(t.ownerId, t.updatedAt),
    // The file route asks whether a picture belongs to a public drawing.
    index('drawings_picture_idx').on(t.pictureKey),
    index('drawings_thumbnail_idx').on(t.thumbnailKey),
    uniqueIndex('drawings_client_idx').on(t.ownerId, t.clientId),
    check('drawings_visibility_check', sql`${t.visibility} in ('private', 'public')`),
  ],
);
