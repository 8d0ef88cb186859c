import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses } from './catalog';
import type { StrokeScore } from '@glossy/contract';
import { bytea, createdAt, id } from './columns';
import { courseLessons } from './submissions';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A student's place in one lesson: where the video stopped, and whether the lesson is done. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    positionSec: real('position_sec').notNull().default(0),
    /** Seconds of the video the player has reported watching, each report bounded by the time since the last. */
    watchedSec: real('watched_sec').notNull().default(0),
    /** When the player last reported progress: the clock that bounds what the next report can add. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lesson_progress_user_lesson_key').on(t.userId, t.lessonId),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId, t.updatedAt),
    // Completion per lesson of a course (instructor analytics), counted from the index alone.
    index('lesson_progress_course_lesson_idx').on(t.courseId, t.lessonId, t.userId, t.completed),
  ],
);

/** A review by someone who took the course; one per student and course. */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('course_reviews_course_user_key').on(t.courseId, t.userId),
    index('course_reviews_course_idx').on(t.courseId, t.updatedAt),
  ],
);

/** Issued once a student finishes every lesson of a course; names are kept as they were then. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentName: text('student_name').notNull(),
    courseName: text('course_name').notNull(),
    instructor: text('instructor').notNull(),
    code: text('code').notNull(),
    issuedAt: createdAt(),
    /** Set when the enrollment behind it was refunded: the verification page says so, and when. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId),
    uniqueIndex('certificates_code_key').on(t.code),
  ],
);

/** A question under a lesson, asked by an enrolled student. */
export const lessonQuestions = pgTable(
  'lesson_questions',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Set when the course's instructor (or an admin) answers. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lesson_questions_lesson_idx').on(t.lessonId, t.createdAt),
    index('lesson_questions_course_idx').on(t.courseId, t.answeredAt),
  ],
);

export const questionAnswers = pgTable(
  'question_answers',
  {
    id: id(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => lessonQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    byInstructor: boolean('by_instructor').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('question_answers_question_idx').on(t.questionId, t.createdAt)],
);

/**
 * A student's attempt at a drill lesson: the stroke log they drew (gzip-compressed JSON) and the
 * scores the server computed from it, never the ones a client sent.
 */
export const drillAttempts = pgTable(
  'drill_attempts',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    log: bytea('log').notNull(),
    score: real('score').notNull(),
    passed: boolean('passed').notNull(),
    measures: jsonb('measures').$type<Record<string, number>>().notNull(),
    strokes: jsonb('strokes').$type<StrokeScore[]>().notNull(),
    done: integer('done').notNull(),
    goals: integer('goals').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('drill_attempts_lesson_idx').on(t.lessonId, t.createdAt),
    index('drill_attempts_user_idx').on(t.userId, t.courseId, t.createdAt),
  ],
);
