import { and, asc, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  courseChapters,
  courseLessons,
  courseSubmissions,
  courses,
  enrollments,
  lessonProgress,
  drillAttempts,
  projects,
} from '../../db/schema';
import { orGone } from '../../db/db-errors';
import { issueCertificate, type NewCertificate } from './certificate-store';
import { freshState, judgeReport, type LessonDemand, type LessonReport } from './completion';

/** Whole percent done; 100 only once every lesson is. A course without lessons is at 0. */
export const percentOf = (done: number, total: number) =>
  total === 0 ? 0 : Math.floor((100 * Math.min(done, total)) / total);

/** Lessons in the curriculum a course was published from. */
const lessonCount = (courseId: SQLWrapper) =>
  sql<number>`(select count(*) from ${courseLessons}
    join ${courseChapters} on ${courseChapters.id} = ${courseLessons.chapterId}
    join ${courseSubmissions} on ${courseSubmissions.id} = ${courseChapters.submissionId}
    where ${courseSubmissions.publishedCourseId} = ${courseId})`.mapWith(Number);

const mine = (userId: string, courseId: SQLWrapper | string) =>
  sql`${lessonProgress.userId} = ${userId} and ${lessonProgress.courseId} = ${courseId}`;

const doneCount = (userId: string, courseId: SQLWrapper) =>
  sql<number>`(select count(*) from ${lessonProgress}
    where ${mine(userId, courseId)} and ${lessonProgress.completed})`.mapWith(Number);

/** The lesson the student was last in: where 'Resume' goes. */
const lastLesson = (userId: string, courseId: SQLWrapper) =>
  sql<string | null>`(select ${lessonProgress.lessonId} from ${lessonProgress}
    where ${mine(userId, courseId)}
    order by ${lessonProgress.updatedAt} desc, ${lessonProgress.id} desc limit 1)`;

/**
 * The student's courses (or the one course) with their lesson counts and last lesson. Always from
 * two tables: drizzle writes a one-table query's columns without their table, which would make the
 * correlated subqueries above ambiguous.
 */
const enrolledIn = (q: Db | Tx, userId: string, courseId?: string) =>
  q
    .select({
      course: courses,
      total: lessonCount(courses.id),
      done: doneCount(userId, courses.id),
      lastLessonId: lastLesson(userId, courses.id),
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(
      and(
        eq(enrollments.userId, userId),
        courseId ? eq(enrollments.courseId, courseId) : undefined,
      ),
    );

/** One step of a student in a lesson, as the route understood it. */
export interface ProgressStep {
  userId: string;
  lessonId: string;
  courseId: string;
  report: LessonReport;
  demand: LessonDemand;
  /** The certificate to issue if this step finishes the course. */
  certificate: Omit<NewCertificate, 'userId' | 'courseId'>;
}

const stateColumns = {
  completed: lessonProgress.completed,
  positionSec: lessonProgress.positionSec,
  watchedSec: lessonProgress.watchedSec,
  reportedAt: lessonProgress.reportedAt,
};

/** Lesson progress, and the percent and certificate that follow from it. */
export function progressStore(db: Db) {
  return {
    /**
     * Judges the step (completion.ts) and saves it; when it completes the last lesson left, issues
     * the certificate in the same transaction. `certificateId` is set only when this step finished
     * the course.
     */
    async record(step: ProgressStep) {
      const { userId, lessonId, courseId } = step;
      return db.transaction(async (tx) => {
        // One step at a time per student and course: two lessons finished at once (two tabs)
        // still see each other, so the one that completes the course issues the certificate.
        await tx
          .select({ id: enrollments.id })
          .from(enrollments)
          .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
          .for('update');
        const [before = freshState] = await tx
          .select(stateColumns)
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
        const now = new Date();
        const after = judgeReport(before, step.report, step.demand, now);
        const { completed } = after;
        const wasDone = before.completed;
        // A lesson keeps the time it was first finished until the student un-marks it.
        const finishedAt = completed === wasDone ? {} : { completedAt: completed ? now : null };
        await orGone(
          tx
            .insert(lessonProgress)
            .values({ userId, lessonId, courseId, ...after, ...finishedAt })
            .onConflictDoUpdate({
              target: [lessonProgress.userId, lessonProgress.lessonId],
              set: { ...after, ...finishedAt, updatedAt: now },
            }),
          'Lesson',
        );
        const [counts] = await enrolledIn(tx, userId, courseId);
        const { total, done } = counts ?? { total: 0, done: 0 };
        const finished = completed && !wasDone && total > 0 && done >= total;
        const certificateId = finished
          ? await issueCertificate(tx, { userId, courseId, ...step.certificate })
          : null;
        return { completed, percent: percentOf(done, total), certificateId };
      });
    },

    /** Whether the student has an attempt at the drill that passed. */
    async passedDrill(userId: string, lessonId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: drillAttempts.id })
        .from(drillAttempts)
        .where(
          and(
            eq(drillAttempts.userId, userId),
            eq(drillAttempts.lessonId, lessonId),
            eq(drillAttempts.passed, true),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Whether the student has handed in a drawing for the lesson (an exercise's practice). */
    async handedIn(userId: string, lessonId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.studentId, userId), eq(projects.lessonId, lessonId)))
        .limit(1);
      return row !== undefined;
    },

    async ofCourse(userId: string, courseId: string) {
      const [done, [counts]] = await Promise.all([
        db
          .select({ lessonId: lessonProgress.lessonId })
          .from(lessonProgress)
          .where(and(mine(userId, courseId), eq(lessonProgress.completed, true)))
          .orderBy(asc(lessonProgress.completedAt), asc(lessonProgress.id)),
        enrolledIn(db, userId, courseId),
      ]);
      return {
        completedLessonIds: done.map((row) => row.lessonId),
        percent: percentOf(done.length, counts?.total ?? 0),
        lastLessonId: counts?.lastLessonId ?? null,
      };
    },

    /** The student's courses with how far they are: one query however many they own (no N+1). */
    enrolledCourses(userId: string) {
      return enrolledIn(db, userId).orderBy(desc(enrollments.createdAt), courses.name);
    },
  };
}

export type EnrolledCourseRow = Awaited<
  ReturnType<ReturnType<typeof progressStore>['enrolledCourses']>
>[number];
