import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { courseChapters, courseLessons, courseSubmissions, lessonProgress } from '../schema';

const day = 24 * 60 * 60 * 1000;

export interface Purchase {
  userId: string;
  courseId: string;
  at: Date;
}

/**
 * How likely a learner who reached a lesson gives up before finishing it. Online courses lose a
 * few students on every lesson and most at the first exercise, where watching turns into drawing
 * and handing in; that is the drop-off an instructor's analytics should show.
 */
const quitBefore = (index: number, firstExercise: number) =>
  index === firstExercise ? 0.6 : index < firstExercise ? 0.05 : 0.12;

type Lesson = { id: string; kind: string };

async function lessonsOf(tx: Tx, courseIds: string[]) {
  const rows = await tx
    .select({
      courseId: courseSubmissions.publishedCourseId,
      id: courseLessons.id,
      kind: courseLessons.kind,
    })
    .from(courseLessons)
    .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
    .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseChapters.submissionId))
    .where(inArray(courseSubmissions.publishedCourseId, courseIds))
    .orderBy(asc(courseChapters.position), asc(courseLessons.position));
  const byCourse = new Map<string, Lesson[]>();
  for (const { courseId, ...lesson } of rows) {
    byCourse.set(courseId!, [...(byCourse.get(courseId!) ?? []), lesson]);
  }
  return byCourse;
}

/**
 * The demo learners' progress in what they bought: each works through the lessons a few days
 * apart and stops somewhere, most at the first exercise. None finishes the final lesson (that
 * would earn a certificate the seed does not issue); some are in it.
 */
export async function recordLearnerProgress(
  tx: Tx,
  purchases: readonly Purchase[],
  now: number,
  random: () => number,
) {
  const byCourse = await lessonsOf(tx, [...new Set(purchases.map((p) => p.courseId))]);
  const rows: (typeof lessonProgress.$inferInsert)[] = [];
  for (const { userId, courseId, at } of purchases) {
    const lessons = byCourse.get(courseId) ?? [];
    if (lessons.length === 0) continue;
    const exercise = lessons.findIndex((lesson) => lesson.kind === 'exercise');
    const firstExercise = exercise === -1 ? Math.floor(lessons.length / 2) : exercise;
    let when = at.getTime();
    for (const [index, lesson] of lessons.entries()) {
      when = Math.min(when + (1 + random() * 3) * day, now - day / 24);
      const last = index === lessons.length - 1;
      const quits = last || random() < quitBefore(index, firstExercise);
      // Some who quit never opened the lesson they stopped at.
      if (quits && random() < 0.3) break;
      const stamp = new Date(when);
      rows.push({
        userId,
        lessonId: lesson.id,
        courseId,
        completed: !quits,
        positionSec: quits ? Math.floor(10 + random() * 120) : 0,
        completedAt: quits ? null : stamp,
        updatedAt: stamp,
      });
      if (quits) break;
    }
  }
  if (rows.length) await tx.insert(lessonProgress).values(rows);
}
