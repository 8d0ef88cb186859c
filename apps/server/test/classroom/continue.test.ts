import { continueList, type ContinueItem } from '@glossy/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { lessonProgress } from '../../src/db/schema';
import { adminEnv, bearer, signUp, type SignedIn } from '../support/actors';
import {
  articleOnly,
  buyCourse,
  publishCourse,
  readThrough,
  type PublishedCourse,
} from '../support/classroom';
import { expectError, expectJson } from '../support/http';
import { addChapter, addLesson, newInstructor, signInAdmin } from '../support/studio';
import { describeEachBackend } from '../support/test-app';

describeEachBackend(
  'continue learning',
  (ctx) => {
    let student: SignedIn;
    let other: SignedIn;
    let first: PublishedCourse;
    let second: PublishedCourse;
    let single: PublishedCourse;

    beforeAll(async () => {
      const admin = await signInAdmin(ctx);
      const teacher = await newInstructor(ctx, admin, 'teacher@continue.test');
      student = await signUp(ctx, 'student@continue.test');
      other = await signUp(ctx, 'other@continue.test');
      const lessons = (name: string) => [1, 2, 3].map((n) => articleOnly(`${name} ${n}`));
      first = await publishCourse(ctx, admin, teacher, lessons('Gesture'), 'Gesture basics');
      second = await publishCourse(ctx, admin, teacher, lessons('Ink'), 'Ink basics');
      single = await publishCourse(ctx, admin, teacher, [articleOnly('Only one')], 'One lesson');
      // A second chapter after the first: the curriculum's order runs chapter by chapter.
      const later = await addChapter(ctx, teacher, first.submissionId, 'Going further');
      await addLesson(ctx, teacher, later, articleOnly('Gesture 4'));
      for (const course of [first, second, single]) await buyCourse(ctx, student, course.courseId);
    });

    const read = async (who: SignedIn) =>
      expectJson(
        await ctx.request('/api/me/continue', { headers: bearer(who) }),
        200,
        continueList.element.strict().array(),
      );
    const byCourse = (items: ContinueItem[], courseId: string) =>
      items.find((item) => item.courseId === courseId);

    it('lists each owned course at its first lesson before anything is studied', async () => {
      const items = await read(student);
      expect(items.map((item) => item.courseId).sort()).toEqual(
        [first.courseId, second.courseId, single.courseId].sort(),
      );
      expect(byCourse(items, first.courseId)).toMatchObject({
        courseName: 'Gesture basics',
        percent: 0,
        completedLessons: 0,
        totalLessons: 4,
        next: { _id: first.lessonIds[0], title: 'Gesture 1', kind: 'article' },
      });
      expect(await read(other)).toEqual([]);
    });

    it('points at the first lesson not completed, most recently studied first', async () => {
      expect((await readThrough(ctx, student, second.lessonIds[0]!)).status).toBe(200);
      // Done out of order: the first one still waits, so it is next.
      expect((await readThrough(ctx, student, first.lessonIds[1]!)).status).toBe(200);
      const items = await read(student);
      expect(items[0]).toMatchObject({
        courseId: first.courseId,
        percent: 25,
        completedLessons: 1,
        next: { _id: first.lessonIds[0], chapterTitle: 'First steps' },
      });
      expect(items[1]).toMatchObject({
        courseId: second.courseId,
        percent: 33,
        next: { _id: second.lessonIds[1], title: 'Ink 2' },
      });
      const stamps = items.map((item) => Date.parse(item.lastStudiedAt));
      expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
      // Studying the second course again brings it to the top.
      await ctx.db
        .update(lessonProgress)
        .set({ updatedAt: new Date(Date.now() + 60_000) })
        .where(
          and(
            eq(lessonProgress.userId, student.userId),
            eq(lessonProgress.lessonId, second.lessonIds[0]!),
          ),
        );
      expect((await read(student))[0]!.courseId).toBe(second.courseId);
    });

    it('leaves out a finished course', async () => {
      expect((await readThrough(ctx, student, single.lessonIds[0]!)).status).toBe(200);
      const items = await read(student);
      expect(byCourse(items, single.courseId)).toBeUndefined();
      expect(items).toHaveLength(2);
    });

    it('needs a signed-in caller', async () => {
      await expectError(await ctx.request('/api/me/continue'), 401);
      await expectError(
        await ctx.request('/api/me/continue', { headers: { authorization: 'Bearer nope' } }),
        401,
      );
    });
  },
  { env: adminEnv },
);
