import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courseChapters,
  courseLessons,
  courseSubmissions,
  courses,
  enrollments,
  lessonProgress,
} from '../../db/schema';

/** When the student last did anything in the course; null before their first lesson. */
const lastStudied = (userId: string) =>
  sql<Date | null>`(select max(${lessonProgress.updatedAt}) from ${lessonProgress}
    where ${lessonProgress.userId} = ${userId} and ${lessonProgress.courseId} = ${courses.id})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

export interface ContinueRow {
  course: typeof courses.$inferSelect;
  lastStudiedAt: Date;
  done: number;
  total: number;
  next: {
    id: string;
    title: string;
    kind: (typeof courseLessons.$inferSelect)['kind'];
    chapterTitle: string;
    durationSec: number;
  };
}

/**
 * What 'Continue learning' shows: every owned course with a lesson left, its first lesson not
 * completed (in the curriculum's order), most recently studied first. Two queries whatever the
 * number of courses: the owned courses, then all their lessons with the student's completions.
 */
export function continueStore(db: Db) {
  return {
    async of(userId: string): Promise<ContinueRow[]> {
      const owned = await db
        .select({
          course: courses,
          enrolledAt: enrollments.createdAt,
          lastStudiedAt: lastStudied(userId),
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(enrollments.userId, userId));
      if (owned.length === 0) return [];
      const lessons = await db
        .select({
          courseId: courseSubmissions.publishedCourseId,
          id: courseLessons.id,
          title: courseLessons.title,
          kind: courseLessons.kind,
          chapterTitle: courseChapters.title,
          durationSec: courseLessons.durationSec,
          completed: sql<boolean>`coalesce(${lessonProgress.completed}, false)`.mapWith(Boolean),
        })
        .from(courseLessons)
        .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
        .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseChapters.submissionId))
        .leftJoin(
          lessonProgress,
          and(eq(lessonProgress.lessonId, courseLessons.id), eq(lessonProgress.userId, userId)),
        )
        .where(
          inArray(
            courseSubmissions.publishedCourseId,
            owned.map((row) => row.course.id),
          ),
        )
        .orderBy(asc(courseChapters.position), asc(courseLessons.position), asc(courseLessons.id));
      const rows: ContinueRow[] = [];
      for (const { course, enrolledAt, lastStudiedAt } of owned) {
        const mine = lessons.filter((lesson) => lesson.courseId === course.id);
        const next = mine.find((lesson) => !lesson.completed);
        if (!next) continue;
        rows.push({
          course,
          lastStudiedAt: lastStudiedAt ?? enrolledAt,
          done: mine.filter((lesson) => lesson.completed).length,
          total: mine.length,
          next: {
            id: next.id,
            title: next.title,
            kind: next.kind,
            chapterTitle: next.chapterTitle,
            durationSec: next.durationSec,
          },
        });
      }
      // A course studied today before one bought last week and never opened; ties by name.
      return rows.sort(
        (a, b) =>
          b.lastStudiedAt.getTime() - a.lastStudiedAt.getTime() ||
          a.course.name.localeCompare(b.course.name),
      );
    },
  };
}
