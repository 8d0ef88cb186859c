import {
  lessonKinds,
  submissionActions,
  submissionStatuses,
  type ArticleBlock,
  type DemoLog,
  type DrillSpec,
} from '@glossy/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses, levelEnum } from './catalog';
import { createdAt, id } from './columns';

export const submissionStatusEnum = pgEnum('submission_status', submissionStatuses);

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** An instructor's proposed course (spec "New course"); approval publishes it into `courses`. */
export const courseSubmissions = pgTable(
  'course_submissions',
  {
    id: id(),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseName: text('course_name').notNull(),
    sellerName: text('seller_name').notNull(),
    image: text('image').notNull(),
    postedBy: text('posted_by').notNull(),
    videoUrl: text('video_url'),
    priceCents: integer('price_cents').notNull(),
    rating: real('rating').notNull(),
    description: text('description').notNull(),
    level: levelEnum('level').notNull().default('Beginner'),
    // 'draft' came later (0013): a new enum value cannot be a default in the migration that adds it.
    status: submissionStatusEnum('status').notNull().default('pending'),
    feedback: text('feedback'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    publishedCourseId: uuid('published_course_id').references(() => courses.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_submissions_status_idx').on(t.status),
    index('course_submissions_by_idx').on(t.submittedBy),
    index('course_submissions_course_idx').on(t.publishedCourseId),
  ],
);

export const submissionActionEnum = pgEnum('submission_action', submissionActions);

/** Every change of a submission: who, when, what (and the feedback or status it set). */
export const submissionEvents = pgTable(
  'submission_events',
  {
    id: id(),
    /** Events of one decision share a timestamp; this keeps them in the order they happened. */
    seq: serial('seq').notNull(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => courseSubmissions.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: submissionActionEnum('action').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('submission_events_submission_idx').on(t.submissionId, t.seq)],
);

/** A course's curriculum belongs to its submission, and stays there once the course is live. */
export const courseChapters = pgTable(
  'course_chapters',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => courseSubmissions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('course_chapters_submission_idx').on(t.submissionId, t.position)],
);

export const lessonKindEnum = pgEnum('lesson_kind', lessonKinds);

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: id(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    kind: lessonKindEnum('kind').notNull(),
    durationSec: integer('duration_sec').notNull().default(0),
    preview: boolean('preview').notNull().default(false),
    videoUrl: text('video_url'),
    captionsUrl: text('captions_url'),
    article: jsonb('article').$type<ArticleBlock[]>(),
    prompt: text('prompt'),
    referenceUrl: text('reference_url'),
    demo: jsonb('demo').$type<DemoLog>(),
    drill: jsonb('drill').$type<DrillSpec>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('course_lessons_chapter_idx').on(t.chapterId, t.position)],
);
