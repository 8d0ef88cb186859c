import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courseChapters,
  courseLessons,
  courseReviews,
  courseSubmissions,
  courses,
  enrollments,
  lessonProgress,
  orderItems,
  orders,
  projectComments,
  projects,
} from '../../db/schema';
import { isUuid } from '../../platform/ids';

/** A month in UTC, as the contract writes it. */
const monthOf = (at: typeof enrollments.createdAt | typeof orders.paidAt) =>
  sql<string>`to_char(date_trunc('month', ${at} at time zone 'UTC'), 'YYYY-MM')`;

/** Enrolled students' rows only: a refunded student's progress stays but no longer counts. */
const stillEnrolled = and(
  eq(enrollments.userId, lessonProgress.userId),
  eq(enrollments.courseId, lessonProgress.courseId),
);

/**
 * The course's share of what the order says was paid: its line's price over the order's lines,
 * times the order's total, so a discount on the whole order is spread over its courses.
 */
const paidShareCents = sql<number>`coalesce(sum(
  ${orderItems.priceCents}::numeric * ${orders.totalCents}
  / nullif((select sum(x.price_cents) from ${orderItems} x where x.order_id = ${orders.id}), 0)
), 0)`.mapWith(Number);

/** The queries behind a course's analytics page; each one reads one table and its index. */
export function analyticsStore(db: Db) {
  return {
    async course(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({
          id: courses.id,
          name: courses.name,
          listed: courses.listed,
          ownerId: courseSubmissions.submittedBy,
        })
        .from(courses)
        .leftJoin(courseSubmissions, eq(courseSubmissions.publishedCourseId, courses.id))
        .where(eq(courses.id, id))
        .limit(1);
      return row ?? null;
    },

    async enrolled(courseId: string, before?: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(enrollments)
        .where(
          and(
            eq(enrollments.courseId, courseId),
            before ? lt(enrollments.createdAt, before) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    enrolmentsByMonth(courseId: string, since: Date) {
      const month = monthOf(enrollments.createdAt);
      return db
        .select({ month, enrolments: count() })
        .from(enrollments)
        .where(and(eq(enrollments.courseId, courseId), gte(enrollments.createdAt, since)))
        .groupBy(month);
    },

    /** The lessons of the curriculum the course was published from, in syllabus order. */
    lessons: (courseId: string) =>
      db
        .select({
          id: courseLessons.id,
          title: courseLessons.title,
          chapter: courseChapters.title,
          kind: courseLessons.kind,
        })
        .from(courseLessons)
        .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
        .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseChapters.submissionId))
        .where(eq(courseSubmissions.publishedCourseId, courseId))
        .orderBy(asc(courseChapters.position), asc(courseLessons.position)),

    lessonCounts: (courseId: string) =>
      db
        .select({
          lessonId: lessonProgress.lessonId,
          started: count(),
          completed: sql<number>`count(*) filter (where ${lessonProgress.completed})`.mapWith(
            Number,
          ),
        })
        .from(lessonProgress)
        .innerJoin(enrollments, stillEnrolled)
        .where(eq(lessonProgress.courseId, courseId))
        .groupBy(lessonProgress.lessonId),

    revenueByMonth(courseId: string, since: Date) {
      const month = monthOf(orders.paidAt);
      return db
        .select({
          month,
          status: orders.status,
          cents: paidShareCents,
          orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orderItems.courseId, courseId),
            inArray(orders.status, ['paid', 'refunded']),
            gte(orders.paidAt, since),
          ),
        )
        .groupBy(month, orders.status);
    },

    starCounts: (courseId: string) =>
      db
        .select({ stars: courseReviews.rating, count: count() })
        .from(courseReviews)
        .where(eq(courseReviews.courseId, courseId))
        .groupBy(courseReviews.rating),

    /** Current hand-ins with no critique yet, and how long they have waited, in seconds. */
    async handInsWaiting(courseId: string, now: Date) {
      const waited = sql`extract(epoch from (${now.toISOString()}::timestamptz - ${projects.createdAt}))`;
      const [row] = await db
        .select({
          waiting: count(),
          medianSec: sql<number | null>`percentile_cont(0.5) within group (order by ${waited})`,
          oldest: sql<string | null>`min(${projects.createdAt})`,
        })
        .from(projects)
        .where(
          and(
            eq(projects.courseId, courseId),
            eq(projects.current, true),
            sql`not exists (select 1 from ${projectComments}
              where ${projectComments.projectId} = ${projects.id}
                and ${projectComments.fromTeacher} and ${projectComments.replyTo} is null)`,
          ),
        );
      return {
        waiting: row?.waiting ?? 0,
        medianSec: row?.medianSec == null ? null : Number(row.medianSec),
        oldest: row?.oldest == null ? null : new Date(row.oldest),
      };
    },
  };
}

export type AnalyticsStore = ReturnType<typeof analyticsStore>;
