import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courseLessons,
  courseSubmissions,
  courses,
  enrollments,
  lessonQuestions,
  questionAnswers,
  users,
} from '../../db/schema';
import { orGone } from '../../db/db-errors';
import { isUuid } from '../../platform/ids';
import { enrolled, viewerEnrollment } from './lesson-store';

const questionColumns = {
  id: lessonQuestions.id,
  lessonId: lessonQuestions.lessonId,
  userId: lessonQuestions.userId,
  text: lessonQuestions.text,
  answeredAt: lessonQuestions.answeredAt,
  createdAt: lessonQuestions.createdAt,
  name: users.name,
  photo: users.photo,
};

export interface TeacherQuery {
  /** The instructor whose courses' questions are listed; undefined for an admin (all). */
  ownerId?: string;
  unanswered: boolean;
  page: number;
  limit: number;
}

/** Questions under lessons and their answers; a page of questions is three queries in all. */
export function questionStore(db: Db) {
  async function answersTo(questionIds: string[]) {
    if (questionIds.length === 0) return [];
    return db
      .select({
        id: questionAnswers.id,
        questionId: questionAnswers.questionId,
        text: questionAnswers.text,
        byInstructor: questionAnswers.byInstructor,
        createdAt: questionAnswers.createdAt,
        name: users.name,
        photo: users.photo,
      })
      .from(questionAnswers)
      .innerJoin(users, eq(users.id, questionAnswers.userId))
      .where(inArray(questionAnswers.questionId, questionIds))
      .orderBy(asc(questionAnswers.createdAt), asc(questionAnswers.id));
  }

  return {
    answersTo,

    async ask(values: { lessonId: string; courseId: string; userId: string; text: string }) {
      const [row] = await orGone(
        db.insert(lessonQuestions).values(values).returning({ id: lessonQuestions.id }),
        'Lesson',
      );
      return row!.id;
    },

    /** Oldest first, as a conversation reads. */
    ofLesson(lessonId: string) {
      return db
        .select(questionColumns)
        .from(lessonQuestions)
        .innerJoin(users, eq(users.id, lessonQuestions.userId))
        .where(eq(lessonQuestions.lessonId, lessonId))
        .orderBy(asc(lessonQuestions.createdAt), asc(lessonQuestions.id));
    },

    /** The question with its course's instructor and whether the viewer owns the course. */
    async find(id: string, viewerId: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({
          question: lessonQuestions,
          ownerId: courseSubmissions.submittedBy,
          enrolled,
        })
        .from(lessonQuestions)
        .leftJoin(
          courseSubmissions,
          eq(courseSubmissions.publishedCourseId, lessonQuestions.courseId),
        )
        .leftJoin(enrollments, viewerEnrollment(viewerId, lessonQuestions.courseId))
        .where(eq(lessonQuestions.id, id))
        .limit(1);
      return row ?? null;
    },

    /** An answer; one by the course's instructor (or an admin) marks the question answered. */
    async answer(values: {
      questionId: string;
      userId: string;
      text: string;
      byInstructor: boolean;
    }) {
      return db.transaction(async (tx) => {
        const [row] = await orGone(
          tx.insert(questionAnswers).values(values).returning({ id: questionAnswers.id }),
          'Question',
        );
        if (values.byInstructor) {
          await tx
            .update(lessonQuestions)
            .set({ answeredAt: sql`coalesce(${lessonQuestions.answeredAt}, now())` })
            .where(eq(lessonQuestions.id, values.questionId));
        }
        return row!.id;
      });
    },

    async remove(id: string) {
      const removed = await db
        .delete(lessonQuestions)
        .where(eq(lessonQuestions.id, id))
        .returning({ id: lessonQuestions.id });
      return removed.length;
    },

    /** Newest first across an instructor's courses (all courses for an admin), with the total. */
    async forTeacher(query: TeacherQuery) {
      const filters: SQL[] = [];
      if (query.ownerId) filters.push(eq(courseSubmissions.submittedBy, query.ownerId));
      if (query.unanswered) filters.push(isNull(lessonQuestions.answeredAt));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            ...questionColumns,
            courseId: lessonQuestions.courseId,
            courseName: courses.name,
            lessonTitle: courseLessons.title,
          })
          .from(lessonQuestions)
          .innerJoin(users, eq(users.id, lessonQuestions.userId))
          .innerJoin(courses, eq(courses.id, lessonQuestions.courseId))
          .innerJoin(courseLessons, eq(courseLessons.id, lessonQuestions.lessonId))
          .leftJoin(courseSubmissions, eq(courseSubmissions.publishedCourseId, courses.id))
          .where(where)
          .orderBy(desc(lessonQuestions.createdAt), desc(lessonQuestions.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ total: count() })
          .from(lessonQuestions)
          .leftJoin(
            courseSubmissions,
            eq(courseSubmissions.publishedCourseId, lessonQuestions.courseId),
          )
          .where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type LessonQuestionRow = Awaited<
  ReturnType<ReturnType<typeof questionStore>['ofLesson']>
>[number];
export type AnswerRow = Awaited<ReturnType<ReturnType<typeof questionStore>['answersTo']>>[number];
export type TeacherQuestionRow = Awaited<
  ReturnType<ReturnType<typeof questionStore>['forTeacher']>
>['rows'][number];
