import { drillPlan } from '@glossy/canvas/drills';
import {
  attemptAnswer,
  attemptDetail,
  attemptList,
  drillFigures,
  drillSpec,
  lessonContent,
} from '@glossy/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, signUp, type SignedIn } from '../support/actors';
import { articleOnly, buyCourse, publishCourse } from '../support/classroom';
import { attemptLog, drawnRound, drillLesson } from '../support/drills';
import { expectError, expectJson } from '../support/http';
import { newInstructor, send, signInAdmin } from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';
const lines = drillSpec.parse({ type: 'lines', count: 5, seed: 11, passScore: 80 });
const ellipses = drillSpec.parse({
  type: 'ellipses',
  count: 4,
  seed: 5,
  degrees: [30, 60],
  repeats: 2,
});

describeEachBackend(
  'drill attempts: scored by the server from the strokes',
  (ctx: TestApp) => {
    let maya: SignedIn;
    let noor: SignedIn;
    let sam: SignedIn;
    let kim: SignedIn;
    let stranger: SignedIn;
    let courseId = '';
    let [lineDrill, ellipseDrill, article] = ['', '', ''];

    beforeAll(async () => {
      const admin = await signInAdmin(ctx);
      maya = await newInstructor(ctx, admin, 'maya@drills.test');
      noor = await newInstructor(ctx, admin, 'noor@drills.test');
      sam = await signUp(ctx, 'sam@drills.test');
      kim = await signUp(ctx, 'kim@drills.test');
      stranger = await signUp(ctx, 'stranger@drills.test');
      const course = await publishCourse(ctx, admin, maya, [
        drillLesson('Ten lines', lines),
        drillLesson('Ellipses', ellipses),
        articleOnly('Why drills'),
      ]);
      courseId = course.courseId;
      [lineDrill, ellipseDrill, article] = course.lessonIds as [string, string, string];
      await buyCourse(ctx, sam, courseId);
      await buyCourse(ctx, kim, courseId);
    });

    const submit = (who: SignedIn | null, lessonId: string, body: unknown) =>
      send(ctx, who, 'POST', `/api/lessons/${lessonId}/attempts`, body);
    const listOf = async (who: SignedIn, lessonId: string, query = '') =>
      expectJson(
        await send(ctx, who, 'GET', `/api/lessons/${lessonId}/attempts${query}`),
        200,
        attemptList,
      );

    describe('scoring', () => {
      it('scores clean lines high, completes the lesson and answers the server’s figures', async () => {
        const { log } = drawnRound(lines, 0);
        const answer = await expectJson(
          await submit(sam, lineDrill, { round: 0, log }),
          201,
          attemptAnswer,
        );
        expect(answer.score).toBeGreaterThanOrEqual(95);
        expect(answer.passed).toBe(true);
        expect(answer).toMatchObject({ done: 5, goals: 5 });
        expect(answer.strokes.map((s) => s.goal).sort()).toEqual([0, 1, 2, 3, 4]);
        expect(answer.strokes.every((s) => s.tip.length > 0)).toBe(true);
        const lesson = await expectJson(
          await send(ctx, sam, 'GET', `/api/lessons/${lineDrill}`),
          200,
          lessonContent,
        );
        expect(lesson.progress?.completed).toBe(true);
        expect(lesson.drill).toMatchObject({ type: 'lines', count: 5, seed: 11 });
      });

      it('scores a wobbly attempt clearly lower, and it does not pass', async () => {
        const { log } = drawnRound(lines, 0, 8);
        const answer = await expectJson(
          await submit(kim, lineDrill, { round: 0, log }),
          201,
          attemptAnswer,
        );
        expect(answer.score).toBeLessThan(85);
        expect(answer.passed).toBe(false);
        const lesson = await expectJson(
          await send(ctx, kim, 'GET', `/api/lessons/${lineDrill}`),
          200,
          lessonContent,
        );
        expect(lesson.progress?.completed ?? false).toBe(false);
      });

      it('rebuilds each round’s own targets: last round’s strokes miss this one’s', async () => {
        const { log } = drawnRound(lines, 0);
        const answer = await expectJson(
          await submit(kim, lineDrill, { round: 3, log }),
          201,
          attemptAnswer,
        );
        expect(answer.score).toBeLessThan(60);
        expect(drillPlan(lines, 3).goals).not.toEqual(drillPlan(lines, 0).goals);
      });

      it('fits and scores ellipses drawn twice around', async () => {
        const { log } = drawnRound(ellipses, 0);
        const answer = await expectJson(
          await submit(sam, ellipseDrill, { round: 0, log }),
          201,
          attemptAnswer,
        );
        expect(answer.score).toBeGreaterThan(85);
        expect(answer.measures.laps).toBe(100);
      });

      it('refuses a drill marked done before an attempt passes', async () => {
        const res = await send(ctx, kim, 'POST', `/api/lessons/${ellipseDrill}/progress`, {
          completed: true,
        });
        await expectError(res, 409);
      });
    });

    describe('bad input changes nothing', () => {
      const count = async () => (await listOf(kim, lineDrill)).length;

      it('refuses a forged score, a strange field and a malformed log with the field named', async () => {
        const before = await count();
        const { log } = drawnRound(lines, 0, 8);
        const cases: [unknown, string][] = [
          [{ round: 0, log, score: 100 }, 'score'],
          [{ round: 0, log, passed: true }, 'passed'],
          [{ round: -1, log }, 'round'],
          [{ round: 0.5, log }, 'round'],
          [{ round: 0 }, 'log'],
          [{ round: 0, log: 'lines' }, 'log'],
          [{ round: 0, log: { ...log, format: 'svg' } }, 'log.format'],
          [{ round: 0, log: { ...log, width: 1200 } }, 'log.width'],
          [{ round: 0, log: { ...log, ops: [{ t: 'stroke', points: 'x' }] } }, 'log'],
          [
            { round: 0, log: { ...log, ops: [{ ...log.ops[0], color: 'red\u0000' }] } },
            'log.ops.0.color',
          ],
        ];
        for (const [body, field] of cases) {
          const error = await expectError(await submit(kim, lineDrill, body), 400);
          expect(Object.keys(error.error.fields ?? {}), JSON.stringify(error)).toContain(field);
        }
        expect(await count()).toBe(before);
      });

      it('refuses too many strokes, too many samples, and a body past the limit', async () => {
        const plan = drillPlan(lines, 0);
        const short = [0, 0, 0.5, 0, 0, 0, 10, 10, 0.5, 0, 0, 8];
        const many = attemptLog(
          plan,
          Array.from({ length: 401 }, () => short),
        );
        await expectError(await submit(kim, lineDrill, { round: 0, log: many }), 400);
        const long = Array.from({ length: 15_001 }, (_, i) => [i % 900, 100, 0.5, 0, 0, i]).flat();
        await expectError(
          await submit(kim, lineDrill, { round: 0, log: attemptLog(plan, [long]) }),
          400,
        );
        const huge = `{"round":0,"log":{"pad":"${'x'.repeat(7 * 1024 * 1024)}"}}`;
        await expectError(await submit(kim, lineDrill, JSON.parse(huge)), 413);
      });

      it('answers 400 for a lesson that is no drill, 404 for none, 401 and 403 for outsiders', async () => {
        const { log } = drawnRound(lines, 0);
        await expectError(await submit(sam, article, { round: 0, log }), 400);
        await expectError(await submit(sam, unknownId, { round: 0, log }), 404);
        await expectError(await submit(sam, 'not-an-id', { round: 0, log }), 404);
        await expectError(await submit(null, lineDrill, { round: 0, log }), 401);
        await expectError(await submit(stranger, lineDrill, { round: 0, log }), 403);
        await expectError(await submit(noor, lineDrill, { round: 0, log }), 403);
      });
    });

    describe('who reads attempts', () => {
      it('shows a student their own, a teacher everyone’s or one student’s', async () => {
        const own = await listOf(sam, lineDrill);
        expect(own.length).toBeGreaterThan(0);
        expect(own.every((a) => a.student._id === sam.userId)).toBe(true);
        const all = await listOf(maya, lineDrill);
        expect(new Set(all.map((a) => a.student._id))).toEqual(new Set([sam.userId, kim.userId]));
        const kims = await listOf(maya, lineDrill, `?student=${kim.userId}`);
        expect(kims.every((a) => a.student._id === kim.userId)).toBe(true);
        expect(kims[0]).toMatchObject({ lessonTitle: 'Ten lines', drillType: 'lines', courseId });
        await expectError(
          await send(ctx, sam, 'GET', `/api/lessons/${lineDrill}/attempts?student=${kim.userId}`),
          403,
        );
        await expectError(await send(ctx, noor, 'GET', `/api/lessons/${lineDrill}/attempts`), 403);
        await expectError(await send(ctx, null, 'GET', `/api/lessons/${lineDrill}/attempts`), 401);
        await expectError(
          await send(ctx, maya, 'GET', `/api/lessons/${lineDrill}/attempts?page=2`),
          400,
        );
      });

      it('lists the caller’s attempts across drills, or one course’s', async () => {
        const mine = await expectJson(
          await send(ctx, sam, 'GET', `/api/attempts?course=${courseId}`),
          200,
          attemptList,
        );
        expect(new Set(mine.map((a) => a.lessonId))).toEqual(new Set([lineDrill, ellipseDrill]));
        const none = await expectJson(
          await send(ctx, stranger, 'GET', '/api/attempts'),
          200,
          attemptList,
        );
        expect(none).toEqual([]);
        await expectError(await send(ctx, null, 'GET', '/api/attempts'), 401);
      });

      it('opens an attempt with its log for its student and teacher only', async () => {
        const [latest] = await listOf(kim, lineDrill);
        const path = `/api/attempts/${latest?._id}`;
        const detail = await expectJson(await send(ctx, maya, 'GET', path), 200, attemptDetail);
        expect(detail.log.ops.length).toBe(detail.strokes.length);
        expect(detail.student._id).toBe(kim.userId);
        await expectJson(await send(ctx, kim, 'GET', path), 200, attemptDetail);
        await expectError(await send(ctx, sam, 'GET', path), 403);
        await expectError(await send(ctx, noor, 'GET', path), 403);
        await expectError(await send(ctx, kim, 'GET', `/api/attempts/${unknownId}`), 404);
      });

      it('gives the teacher the class’s figures, weakest targets first', async () => {
        const path = `/api/lessons/${lineDrill}/attempts/figures`;
        const figures = await expectJson(await send(ctx, maya, 'GET', path), 200, drillFigures);
        expect(figures.students).toBe(2);
        expect(figures.attempts).toBeGreaterThanOrEqual(3);
        expect(figures.passed).toBeGreaterThanOrEqual(1);
        expect(Object.keys(figures.measures)).toContain('wobble');
        const medians = figures.goals.map((g) => g.medianScore);
        expect(medians).toEqual([...medians].sort((a, b) => a - b));
        await expectError(await send(ctx, sam, 'GET', path), 403);
      });
    });
  },
  { env: adminEnv },
);
