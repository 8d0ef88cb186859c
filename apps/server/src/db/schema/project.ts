import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses } from './catalog';
import { bytea, createdAt, id } from './columns';
import { drawings } from './drawing';
import { courseLessons } from './submissions';

/**
 * A drawing handed in for an exercise lesson: a copy of the drawing as it was (log, picture and
 * figures), so that a critique's moments stay where they were pinned. One `current` hand-in per
 * student and lesson; the ones it replaced stay as history.
 */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    drawingId: uuid('drawing_id').references(() => drawings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationMs: integer('duration_ms').notNull(),
    strokes: integer('strokes').notNull(),
    log: bytea('log').notNull(),
    pictureKey: text('picture_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    current: boolean('current').notNull().default(true),
    /** When the student last read the critique: what came after is unread. */
    studentSeenAt: timestamp('student_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('projects_current_idx')
      .on(t.studentId, t.lessonId)
      .where(sql`${t.current}`),
    index('projects_course_idx').on(t.courseId, t.createdAt),
    index('projects_picture_idx').on(t.pictureKey),
    index('projects_thumbnail_idx').on(t.thumbnailKey),
  ],
);

/** A pin on a hand-in's timeline (a moment, a spot, an optional overlay correction), or a reply. */
export const projectComments = pgTable(
  'project_comments',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Written by the course's instructor or an admin: critique, not the student's own words. */
    fromTeacher: boolean('from_teacher').notNull(),
    text: text('text').notNull(),
    atMs: integer('at_ms'),
    x: real('x'),
    y: real('y'),
    replyTo: uuid('reply_to').references((): AnyPgColumn => projectComments.id, {
      onDelete: 'cascade',
    }),
    /** The correction's stroke log, gzip-compressed JSON. */
    overlay: bytea('overlay'),
    createdAt: createdAt(),
  },
  (t) => [index('project_comments_project_idx').on(t.projectId, t.createdAt)],
);
