import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  courseChapters,
  courseLessons,
  courseSubmissions,
  courses,
  enrollments,
  lessonProgress,
} from '../../db/schema';
import { isUuid } from '../../platform/ids';
import type { LessonRow } from '../submissions/curriculum-store';

/**
 * Joins the viewer's enrollment in the course, if any (one at most: it is unique per user and
 * course), so that `enrolled` is read with the rest. An anonymous viewer joins none.
 */
export const viewerEnrollment = (viewerId: string | null, courseId: AnyPgColumn) =>
  and(eq(enrollments.courseId, courseId), viewerId ? eq(enrollments.userId, viewerId) : sql`false`);
export const enrolled = sql<boolean>`${enrollments.id} is not null`.mapWith(Boolean);

/** The catalog course a lesson belongs to, once its submission has been approved. */
export interface LessonCourse {
  id: string;
  name: string;
  instructor: string;
  listed: boolean;
}

/** A lesson with where it sits and who may take it, as seen by one viewer. */
export interface FoundLesson {
  lesson: LessonRow;
  chapterTitle: string;
  submissionId: string;
  submissionName: string;
  /** The course's instructor: the user who submitted it. */
  ownerId: string;
  /** Null while the submission has never been approved (the studio's preview only). */
  course: LessonCourse | null;
  enrolled: boolean;
  progress: { completed: boolean; positionSec: number } | null;
}

/** A catalog course (listed or not) as one viewer sees it: whether they own it. */
export interface FoundCourse {
  id: string;
  rating: number;
  enrolled: boolean;
}

/** Lessons and courses looked up together with the viewer's enrollment, in one query each. */
export function lessonStore(db: Db) {
  return {
    async findLesson(id: string, viewerId: string | null): Promise<FoundLesson | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({
          lesson: courseLessons,
          chapterTitle: courseChapters.title,
          submissionId: courseSubmissions.id,
          submissionName: courseSubmissions.courseName,
          ownerId: courseSubmissions.submittedBy,
          courseId: courses.id,
          courseName: courses.name,
          instructor: courses.instructor,
          listed: courses.listed,
          enrolled,
          completed: lessonProgress.completed,
          positionSec: lessonProgress.positionSec,
        })
        .from(courseLessons)
        .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
        .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseChapters.submissionId))
        .leftJoin(courses, eq(courses.id, courseSubmissions.publishedCourseId))
        .leftJoin(enrollments, viewerEnrollment(viewerId, courses.id))
        .leftJoin(
          lessonProgress,
          and(
            eq(lessonProgress.lessonId, courseLessons.id),
            viewerId ? eq(lessonProgress.userId, viewerId) : sql`false`,
          ),
        )
        .where(eq(courseLessons.id, id))
        .limit(1);
      if (!row) return null;
      const { courseId, courseName, instructor, listed, completed, positionSec, ...rest } = row;
      return {
        ...rest,
        course:
          courseId && courseName !== null && instructor !== null && listed !== null
            ? { id: courseId, name: courseName, instructor, listed }
            : null,
        progress: completed === null || positionSec === null ? null : { completed, positionSec },
      };
    },

    async findCourse(id: string, viewerId: string | null): Promise<FoundCourse | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ id: courses.id, rating: courses.rating, enrolled })
        .from(courses)
        .leftJoin(enrollments, viewerEnrollment(viewerId, courses.id))
        .where(eq(courses.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}
