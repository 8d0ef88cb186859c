import { date, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { courseLessons } from './submissions';
import { orderStatusEnum } from './commerce';

/*
 * Running totals behind the instructor's analytics page (decision 0116). Triggers of migration
 * 0019 keep them in step with enrolments, lesson progress, orders and reviews in the same
 * transaction as the change, so the page reads a few rows per course however many students it has.
 */

/** Enrolments still standing, by the UTC month they were made in. */
export const courseEnrolmentMonths = pgTable(
  'course_enrolment_months',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    enrolments: integer('enrolments').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.month] })],
);

/** Enrolled students who opened and who finished each lesson. */
export const courseLessonCounts = pgTable(
  'course_lesson_counts',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    started: integer('started').notNull(),
    completed: integer('completed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.lessonId] })],
);

/**
 * The course's share of paid and refunded orders by the UTC month they were paid in, in cents
 * (a fraction where an order's discount is spread over its courses).
 */
export const courseRevenueMonths = pgTable(
  'course_revenue_months',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    status: orderStatusEnum('status').notNull(),
    cents: numeric('cents').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.month, t.status] })],
);

/** How many reviews gave the course each number of stars. */
export const courseStarCounts = pgTable(
  'course_star_counts',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    reviews: integer('reviews').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.stars] })],
);
