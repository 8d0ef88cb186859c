import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { courseChapters, courseLessons, courseSubmissions, courses } from '../../db/schema';
import { isUuid } from '../../platform/ids';
import type { SubmissionRow } from './store';

export type ChapterRow = typeof courseChapters.$inferSelect;
export type LessonRow = typeof courseLessons.$inferSelect;
export type LessonValues = Omit<
  typeof courseLessons.$inferInsert,
  'id' | 'chapterId' | 'position' | 'createdAt' | 'updatedAt'
>;

/**
 * Moves one row to `position` among its siblings (clamped), renumbering them 0…n-1, so positions
 * stay dense whatever order of moves and deletions came before.
 */
async function moveTo(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn; position: AnyPgColumn },
  parent: AnyPgColumn,
  parentId: string,
  id: string,
  position: number,
) {
  const siblings = (await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(parent, parentId))
    .orderBy(asc(table.position), asc(table.id))) as { id: string }[];
  const order = siblings.map((row) => row.id).filter((sibling) => sibling !== id);
  order.splice(Math.min(position, order.length), 0, id);
  for (const [index, sibling] of order.entries()) {
    await tx
      .update(table)
      .set({ position: index } as never)
      .where(eq(table.id, sibling));
  }
}

/** The catalog's syllabus of a course: its lessons in order, in whole minutes. */
export async function syllabusOf(db: Db | Tx, submissionId: string) {
  const rows = await db
    .select({ title: courseLessons.title, durationSec: courseLessons.durationSec })
    .from(courseLessons)
    .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
    .where(eq(courseChapters.submissionId, submissionId))
    .orderBy(asc(courseChapters.position), asc(courseLessons.position));
  return rows.map((row) => ({ title: row.title, minutes: Math.ceil(row.durationSec / 60) }));
}

const nextPosition = (column: AnyPgColumn) =>
  sql<number>`coalesce(max(${column}), -1) + 1`.mapWith(Number);

/** Chapters and lessons of a submission's curriculum. */
export function curriculumStore(db: Db) {
  const chaptersIn = (submissionId: string) =>
    db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.submissionId, submissionId))
      .orderBy(asc(courseChapters.position), asc(courseChapters.id));
  // No chapters match no lessons (`in ()` is not valid SQL, hence `false`).
  const inChapters = (chapters: ChapterRow[]) =>
    chapters.length
      ? inArray(
          courseLessons.chapterId,
          chapters.map((chapter) => chapter.id),
        )
      : sql`false`;

  return {
    /** The curriculum with every lesson's content, for its instructor and for admins. */
    async chaptersOf(submissionId: string) {
      const chapters = await chaptersIn(submissionId);
      const lessons = await db
        .select()
        .from(courseLessons)
        .where(inChapters(chapters))
        .orderBy(asc(courseLessons.position), asc(courseLessons.id));
      return { chapters, lessons };
    },

    /** Titles only: the public outline never reads the lessons' content (articles, stroke logs). */
    async outlineOf(submissionId: string) {
      const chapters = await chaptersIn(submissionId);
      const lessons = await db
        .select({
          id: courseLessons.id,
          chapterId: courseLessons.chapterId,
          title: courseLessons.title,
          kind: courseLessons.kind,
          durationSec: courseLessons.durationSec,
          preview: courseLessons.preview,
        })
        .from(courseLessons)
        .where(inChapters(chapters))
        .orderBy(asc(courseLessons.position), asc(courseLessons.id));
      return { chapters, lessons };
    },

    /** The submission a listed catalog course was published from; null when unknown or unlisted. */
    async publishedSubmissionOf(courseId: string) {
      if (!isUuid(courseId)) return null;
      const [row] = await db
        .select({ courseId: courses.id, submissionId: courseSubmissions.id })
        .from(courses)
        .leftJoin(courseSubmissions, eq(courseSubmissions.publishedCourseId, courses.id))
        .where(and(eq(courses.id, courseId), eq(courses.listed, true)))
        .limit(1);
      return row ?? null;
    },

    async addChapter(submissionId: string, title: string) {
      const [row] = await db
        .insert(courseChapters)
        .values({
          submissionId,
          title,
          position: sql`(select ${nextPosition(courseChapters.position)} from ${courseChapters} where ${courseChapters.submissionId} = ${submissionId})`,
        })
        .returning({ id: courseChapters.id });
      return row!.id;
    },

    async findChapter(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ chapter: courseChapters, submission: courseSubmissions })
        .from(courseChapters)
        .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseChapters.submissionId))
        .where(eq(courseChapters.id, id))
        .limit(1);
      return row ?? null;
    },

    async updateChapter(chapter: ChapterRow, patch: { title?: string; position?: number }) {
      return db.transaction(async (tx) => {
        if (patch.title !== undefined) {
          await tx
            .update(courseChapters)
            .set({ title: patch.title })
            .where(eq(courseChapters.id, chapter.id));
        }
        if (patch.position !== undefined) {
          await moveTo(
            tx,
            courseChapters,
            courseChapters.submissionId,
            chapter.submissionId,
            chapter.id,
            patch.position,
          );
        }
        return 1;
      });
    },

    async deleteChapter(id: string) {
      const removed = await db
        .delete(courseChapters)
        .where(eq(courseChapters.id, id))
        .returning({ id: courseChapters.id });
      return removed.length;
    },

    async addLesson(chapterId: string, values: LessonValues) {
      const [row] = await db
        .insert(courseLessons)
        .values({
          ...values,
          chapterId,
          position: sql`(select ${nextPosition(courseLessons.position)} from ${courseLessons} where ${courseLessons.chapterId} = ${chapterId})`,
        })
        .returning({ id: courseLessons.id });
      return row!.id;
    },

    async findLesson(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ lesson: courseLessons, submission: courseSubmissions })
        .from(courseLessons)
        .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
        .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseChapters.submissionId))
        .where(eq(courseLessons.id, id))
        .limit(1);
      return row ?? null;
    },

    async updateLesson(lesson: LessonRow, values: Partial<LessonValues>, position?: number) {
      return db.transaction(async (tx) => {
        if (Object.keys(values).length) {
          await tx
            .update(courseLessons)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(courseLessons.id, lesson.id));
        }
        if (position !== undefined) {
          await moveTo(
            tx,
            courseLessons,
            courseLessons.chapterId,
            lesson.chapterId,
            lesson.id,
            position,
          );
        }
        return 1;
      });
    },

    async deleteLesson(id: string) {
      const removed = await db
        .delete(courseLessons)
        .where(eq(courseLessons.id, id))
        .returning({ id: courseLessons.id });
      return removed.length;
    },

    /** A live course's catalog syllabus follows its curriculum as lessons are added. */
    async syncSyllabus(submission: SubmissionRow) {
      if (submission.status !== 'approved' || !submission.publishedCourseId) return false;
      await db
        .update(courses)
        .set({ syllabus: await syllabusOf(db, submission.id) })
        .where(eq(courses.id, submission.publishedCourseId));
      return true;
    },
  };
}

export type CurriculumStore = ReturnType<typeof curriculumStore>;
