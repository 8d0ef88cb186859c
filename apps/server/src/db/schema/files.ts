import { index, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * Who uploaded each file, and where it was first put to use. A request may name only its caller's
 * own uploads; `use` is fixed by the first place that names the file ('public' for a cover, post or
 * profile, 'lesson' for a lesson's file), so a lesson's file never becomes public by being named
 * elsewhere and a public picture is never narrowed after it has been cached.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['picture', 'video', 'captions'] }).notNull(),
    use: text('use', { enum: ['public', 'lesson'] }),
    /** A video's length as its own header gives it; null when unknown or not a video. */
    mediaSec: real('media_sec'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);
