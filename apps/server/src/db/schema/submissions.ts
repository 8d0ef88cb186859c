import { index, integer, pgEnum, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses } from './catalog';
import { createdAt, id } from './columns';

export const submissionStatusEnum = pgEnum('submission_status', ['pending', 'approved', 'denied']);

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
    status: submissionStatusEnum('status').notNull().default('pending'),
    feedback: text('feedback'),
    publishedCourseId: uuid('published_course_id').references(() => courses.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_submissions_status_idx').on(t.status),
    index('course_submissions_by_idx').on(t.submittedBy),
  ],
);
