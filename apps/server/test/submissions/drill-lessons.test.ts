import { modifiedAnswer, submissionDetail, type DrillSpec } from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import { adminEnv, type SignedIn } from '../support/actors';
import { expectError, expectJson } from '../support/http';
import {
  addChapter,
  addLesson,
  articleLesson,
  newInstructor,
  send,
  signInAdmin,
  submitCourse,
} from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const drillLesson = (title: string, drill: Record<string, unknown>) => ({
  title,
  kind: 'drill',
  durationSec: 600,
  drill,
});

const ellipses: DrillSpec = {
  type: 'ellipses',
  count: 12,
  seed: 2024,
  minLength: 200,
  maxLength: 500,
  degrees: [15, 30, 45, 60],
  repeats: 2,
  passScore: 75,
  penWidth: 3,
  stabilizer: false,
  guide: true,
};

describeEachBackend(
  'drill lessons in a curriculum',
  (ctx: TestApp) => {
    let admin: SignedIn;
    let maya: SignedIn;
    let submissionId: string;
    let chapterId: string;

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      maya = await newInstructor(ctx, admin, 'maya@drills.test');
      submissionId = await submitCourse(ctx, maya);
      chapterId = await addChapter(ctx, maya, submissionId, 'Lines and ellipses');
    });

    /** A lesson as the instructor's studio and the admin's review read it back. */
    const lessonOf = async (id: string, who = maya) => {
      const detail = await expectJson(
        await send(ctx, who, 'GET', `/api/newcourses/${submissionId}`),
        200,
        submissionDetail,
      );
      const lesson = detail.curriculum
        .flatMap((chapter) => chapter.lessons)
        .find((l) => l._id === id);
      expect(lesson, id).toBeDefined();
      return lesson!;
    };

    it('stores a drill with the defaults filled in, and the admin’s review reads it', async () => {
      const id = await addLesson(
        ctx,
        maya,
        chapterId,
        drillLesson('Lines', { type: 'lines', count: 10, seed: 42 }),
      );
      const lesson = await lessonOf(id, admin);
      expect(lesson).toMatchObject({ kind: 'drill', prompt: null, videoUrl: null, demo: null });
      expect(lesson.drill).toEqual({
        type: 'lines',
        count: 10,
        seed: 42,
        minLength: 200,
        maxLength: 500,
        degrees: [15, 30, 45, 60],
        repeats: 1,
        passScore: 70,
        penWidth: 4,
        stabilizer: false,
        guide: true,
      });
      // Other lessons carry none.
      const article = await addLesson(ctx, maya, chapterId, articleLesson('Holding the pen'));
      expect((await lessonOf(article)).drill).toBeNull();
    });

    it('keeps every parameter as sent, and changes them on PATCH', async () => {
      const id = await addLesson(ctx, maya, chapterId, drillLesson('Ellipses', ellipses));
      expect((await lessonOf(id)).drill).toEqual(ellipses);

      const boxes = { ...ellipses, type: 'boxes', count: 6, seed: 7, guide: false } as const;
      const res = await send(ctx, maya, 'PATCH', `/api/lessons/${id}`, { drill: boxes });
      expect((await expectJson(res, 200, modifiedAnswer)).modifiedCount).toBe(1);
      expect((await lessonOf(id)).drill).toEqual(boxes);

      // An article becomes a drill only with its drill.
      const article = await addLesson(ctx, maya, chapterId, articleLesson('Becomes a drill'));
      const bare = await send(ctx, maya, 'PATCH', `/api/lessons/${article}`, { kind: 'drill' });
      expect((await expectError(bare, 400)).error.fields).toHaveProperty('drill');
      await expectJson(
        await send(ctx, maya, 'PATCH', `/api/lessons/${article}`, {
          kind: 'drill',
          drill: { type: 'hatching', count: 4, seed: 1 },
        }),
        200,
        modifiedAnswer,
      );
      expect(await lessonOf(article)).toMatchObject({
        kind: 'drill',
        drill: { type: 'hatching', count: 4, seed: 1 },
      });
      // A drill lesson cannot lose its drill.
      const cleared = await send(ctx, maya, 'PATCH', `/api/lessons/${id}`, { drill: null });
      expect((await expectError(cleared, 400)).error.fields).toHaveProperty('drill');
      expect((await lessonOf(id)).drill).toEqual(boxes);
    });

    it('refuses a bad drill with a 400 naming the field, and stores nothing', async () => {
      const valid = { type: 'lines', count: 10, seed: 1 };
      const before = await ctx.counts();
      const cases: [unknown, string][] = [
        [{ title: 'No drill', kind: 'drill' }, 'drill'],
        [drillLesson('Null drill', null as never), 'drill'],
        [drillLesson('Not an object', 'lines' as never), 'drill'],
        [drillLesson('Unknown type', { ...valid, type: 'spirals' }), 'drill.type'],
        [drillLesson('Null byte in type', { ...valid, type: 'lines\u0000' }), 'drill.type'],
        [drillLesson('Null byte\u0000 in title', valid), 'title'],
        [drillLesson('Bell\u0007', valid), 'title'],
        [drillLesson('No count', { type: 'lines', seed: 1 }), 'drill.count'],
        [drillLesson('Zero', { ...valid, count: 0 }), 'drill.count'],
        [drillLesson('Too many', { ...valid, count: 41 }), 'drill.count'],
        [drillLesson('Half', { ...valid, count: 2.5 }), 'drill.count'],
        [drillLesson('Text count', { ...valid, count: '10' }), 'drill.count'],
        [drillLesson('Negative seed', { ...valid, seed: -1 }), 'drill.seed'],
        [drillLesson('Backwards', { ...valid, minLength: 600, maxLength: 300 }), 'drill.maxLength'],
        [drillLesson('Too short', { ...valid, minLength: 10 }), 'drill.minLength'],
        [drillLesson('A circle', { ...valid, degrees: [90] }), 'drill.degrees.0'],
        [drillLesson('No degrees', { ...valid, degrees: [] }), 'drill.degrees'],
        [drillLesson('Many laps', { ...valid, repeats: 6 }), 'drill.repeats'],
        [drillLesson('Over 100', { ...valid, passScore: 101 }), 'drill.passScore'],
        [drillLesson('Thick pen', { ...valid, penWidth: 0 }), 'drill.penWidth'],
        [drillLesson('Yes', { ...valid, stabilizer: 'yes' }), 'drill.stabilizer'],
        [drillLesson('Extra', { ...valid, score: 100 }), 'drill.score'],
      ];
      for (const [lesson, field] of cases) {
        const res = await send(ctx, maya, 'POST', `/api/chapters/${chapterId}/lessons`, lesson);
        const body = await expectError(res, 400);
        expect(Object.keys(body.error.fields ?? {}), JSON.stringify(lesson)).toContain(field);
      }
      expect(await ctx.counts()).toEqual(before);

      const id = await addLesson(ctx, maya, chapterId, drillLesson('Patched badly', ellipses));
      for (const [patch, field] of [
        [{ drill: { ...ellipses, count: 0 } }, 'drill.count'],
        [{ drill: { ...ellipses, type: 'spirals' } }, 'drill.type'],
        [{ drill: { ...ellipses, minLength: 900, maxLength: 40 } }, 'drill.maxLength'],
        [{ drill: { ...ellipses, extra: true } }, 'drill.extra'],
        [{ title: 'Null\u0000byte' }, 'title'],
      ] as const) {
        const res = await send(ctx, maya, 'PATCH', `/api/lessons/${id}`, patch);
        const body = await expectError(res, 400);
        expect(Object.keys(body.error.fields ?? {}), JSON.stringify(patch)).toContain(field);
      }
      expect((await lessonOf(id)).drill).toEqual(ellipses);
    });
  },
  { env: adminEnv },
);
