import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/** A saved sketch: the replayable stroke log plus a rendered preview. */
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
    strokeLog: jsonb('stroke_log').notNull(),
    previewPath: text('preview_path'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('drawings_owner_idx').on(t.ownerId)],
);
