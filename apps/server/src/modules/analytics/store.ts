import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courseChapters,
  courseEnrolmentMonths,
  courseLessonCounts,
  courseLessons,
  courseRevenueMonths,
  courseStarCounts,
  courseSubmissions,
  courses,
  projectComments,
  projects,
} from '../../db/schema';
import { isUuid } from '../../platform/ids';

/** A month as the contract writes it. */
const monthOf = (month: typeof courseEnrolmentMonths.month | typeof courseRevenueMonths.month) =>
  sql<string>`to_char(${month}, 'YYYY-MM')`;

/** The first day of `at`'s month in UTC, as the running totals key their months. */
const monthKey = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;

/** A course's rows of a by-month running total, from the month `since` is in. */
const courseMonthsFrom = (
  totals: typeof courseEnrolmentMonths | typeof courseRevenueMonths,
  courseId: string,
  since: Date,
) => and(eq(totals.courseId, courseId), gte(totals.month, monthKey(since)));

/**
 * The queries behind a course's analytics page. Counts come from the running totals the database
 * keeps (decision 0116), a few rows per course whatever its size; hand-ins waiting are few enough
 * to count.
 */
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

    /** Students enrolled now, or only those who enrolled before `before`. */
    async enrolled(courseId: string, before?: Date) {
      const [row] = await db
        .select({
          n: sql<number>`coalesce(sum(${courseEnrolmentMonths.enrolments}), 0)`.mapWith(Number),
        })
        .from(courseEnrolmentMonths)
        .where(
          and(
            eq(courseEnrolmentMonths.courseId, courseId),
            before ? lt(courseEnrolmentMonths.month, monthKey(before)) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    enrolmentsByMonth: (courseId: string, since: Date) =>
      db
        .select({
          month: monthOf(courseEnrolmentMonths.month),
          enrolments: courseEnrolmentMonths.enrolments,
        })
        .from(courseEnrolmentMonths)
        .where(courseMonthsFrom(courseEnrolmentMonths, courseId, since)),

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
          lessonId: courseLessonCounts.lessonId,
          started: courseLessonCounts.started,
          completed: courseLessonCounts.completed,
        })
        .from(courseLessonCounts)
        .where(eq(courseLessonCounts.courseId, courseId)),

    revenueByMonth: (courseId: string, since: Date) =>
      db
        .select({
          month: monthOf(courseRevenueMonths.month),
          status: courseRevenueMonths.status,
          cents: sql<number>`${courseRevenueMonths.cents}`.mapWith(Number),
          orders: courseRevenueMonths.orders,
        })
        .from(courseRevenueMonths)
        .where(courseMonthsFrom(courseRevenueMonths, courseId, since)),

    starCounts: (courseId: string) =>
      db
        .select({ stars: courseStarCounts.stars, count: courseStarCounts.reviews })
        .from(courseStarCounts)
        .where(eq(courseStarCounts.courseId, courseId)),

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
