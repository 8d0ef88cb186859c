import { courseAnalytics } from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, payments } from '../../src/db/schema';
import { withdrawRefunded } from '../../src/modules/commerce/payment-store';
import { biggestDropOff, lessonFunnel } from '../../src/modules/analytics/funnel';
import { monthWindow } from '../../src/modules/analytics/months';
import { demoInstructors } from '../../src/db/seed/catalog-data';
import { adminEnv, signIn, signUp, type SignedIn } from '../support/actors';
import {
  articleOnly,
  buyCourse,
  handInFor,
  publishCourse,
  readThrough,
} from '../support/classroom';
import { expectError, expectJson } from '../support/http';
import { exerciseLesson, newInstructor, send, signInAdmin } from '../support/studio';
import { describeEachBackend } from '../support/test-app';

const thisMonth = new Date().toISOString().slice(0, 7);

describe('analytics helpers', () => {
  it('counts months in UTC back from now, crossing a year', () => {
    const { since, keys } = monthWindow(new Date('2026-02-10T23:30:00Z'), 4);
    expect(keys).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(since.toISOString()).toBe('2025-11-01T00:00:00.000Z');
  });

  it('names the lesson most students stop at, the earliest of equals', () => {
    const lessons = ['a', 'b', 'c', 'd'].map((id) => ({
      id,
      title: id.toUpperCase(),
      chapter: 'One',
      kind: 'article' as const,
    }));
    const steps = lessonFunnel(
      lessons,
      [
        { lessonId: 'a', started: 10, completed: 9 },
        { lessonId: 'b', started: 9, completed: 8 },
        { lessonId: 'c', started: 8, completed: 3 },
      ],
      10,
    );
    expect(steps.map((s) => s.stopped)).toEqual([1, 1, 5, 3]);
    expect(steps.map((s) => s.share)).toEqual([0.9, 0.8, 0.3, 0]);
    expect(biggestDropOff(steps, 10)).toEqual({
      lessonId: 'c',
      title: 'C',
      stopped: 5,
      share: 5 / 8,
    });
    expect(biggestDropOff(lessonFunnel(lessons, [], 0), 0)).toBeNull();
  });
});

describeEachBackend(
  'instructor analytics',
  (ctx) => {
    let admin: SignedIn;
    let teacher: SignedIn;
    let otherTeacher: SignedIn;
    let students: SignedIn[];
    let courseId: string;
    let lessonIds: string[];
    const url = () => `/api/analytics/courses/${courseId}`;

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      teacher = await newInstructor(ctx, admin, 'teacher@analytics.test');
      otherTeacher = await newInstructor(ctx, admin, 'other-teacher@analytics.test');
      students = [];
      for (const n of [1, 2, 3, 4]) students.push(await signUp(ctx, `s${n}@analytics.test`));
      const course = await publishCourse(ctx, admin, teacher, [
        articleOnly('Lines'),
        articleOnly('Boxes'),
        exerciseLesson('Cubes'),
      ]);
      ({ courseId, lessonIds } = course);
      for (const student of students) await buyCourse(ctx, student, courseId);
      const [s1, s2, s3, s4] = students as [SignedIn, SignedIn, SignedIn, SignedIn];
      // s1 and s2 finish the two readings, s3 only the first; s4 is refunded after reading it.
      for (const who of [s1, s2, s3, s4]) await readThrough(ctx, who, lessonIds[0]!);
      for (const who of [s1, s2]) await readThrough(ctx, who, lessonIds[1]!);
      expect((await handInFor(ctx, s1, lessonIds[2]!)).status).toBe(201);
      for (const [who, rating] of [
        [s1, 5],
        [s2, 4],
        [s3, 4],
      ] as const) {
        const res = await send(ctx, who, 'POST', `/api/courses/${courseId}/reviews`, {
          rating,
          review: 'Honest words.',
        });
        expect(res.status).toBe(201);
      }
      const [refunded] = await ctx.db.select().from(payments).where(eq(payments.userId, s4.userId));
      expect(await withdrawRefunded(ctx.db, refunded!.provider, refunded!.transactionId)).not.toBe(
        null,
      );
    });

    it('shows the course’s instructor where students stop, what it earned and what waits', async () => {
      const res = await send(ctx, teacher, 'GET', `${url()}?months=3`);
      const body = await expectJson(res, 200, courseAnalytics);
      expect(body.course).toMatchObject({ _id: courseId, students: 3, listed: true });
      expect(body.months).toBe(3);
      expect(body.enrolments).toHaveLength(3);
      expect(body.enrolments.at(-1)).toEqual({ month: thisMonth, enrolments: 3, total: 3 });
      expect(body.lessons.map((l) => [l.title, l.started, l.completed, l.stopped])).toEqual([
        ['Lines', 3, 3, 0],
        ['Boxes', 2, 2, 1],
        ['Cubes', 1, 1, 1],
      ]);
      expect(body.dropOff).toMatchObject({ lessonId: lessonIds[1], title: 'Boxes', stopped: 1 });
      // Three standing orders of $49.99; the fourth was refunded and is set apart.
      expect(body.revenue.at(-1)).toEqual({
        month: thisMonth,
        revenue: 149.97,
        orders: 3,
        refunded: 49.99,
      });
      expect(body.revenueTotal).toBe(149.97);
      expect(body.reviews).toEqual({
        stars: [
          { stars: 1, count: 0 },
          { stars: 2, count: 0 },
          { stars: 3, count: 0 },
          { stars: 4, count: 2 },
          { stars: 5, count: 1 },
        ],
        total: 3,
        average: 4.3,
      });
      expect(body.handIns.waiting).toBe(1);
      expect(body.handIns.oldestSince).not.toBeNull();
      expect(body.handIns.medianHours).toBeGreaterThanOrEqual(0);
      expect(body.handIns.medianHours).toBeLessThan(1);
    });

    it('stops counting a hand-in as waiting once the instructor critiques it', async () => {
      const projects = (await (
        await send(ctx, teacher, 'GET', `/api/projects?courseId=${courseId}`)
      ).json()) as { _id: string }[];
      const critique = await send(
        ctx,
        teacher,
        'POST',
        `/api/projects/${projects[0]!._id}/comments`,
        {
          text: 'Watch the far edges converge.',
          atMs: 0,
          x: 0.5,
          y: 0.5,
        },
      );
      expect(critique.status, await critique.clone().text()).toBe(201);
      const body = await expectJson(await send(ctx, teacher, 'GET', url()), 200, courseAnalytics);
      expect(body.months).toBe(12);
      expect(body.handIns).toEqual({
        waiting: 0,
        medianHours: null,
        oldestHours: null,
        oldestSince: null,
      });
    });

    it('shows the demo instructor the drop-off at the first exercise, where seeded students stop', async () => {
      const maya = demoInstructors[0]!;
      const who = await signIn(ctx, maya.email, ctx.config.DEMO_PASSWORD);
      const [course] = await ctx.db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.name, 'Foundations of Drawing'));
      const res = await send(ctx, who, 'GET', `/api/analytics/courses/${course!.id}`);
      const body = await expectJson(res, 200, courseAnalytics);
      expect(body.course.students).toBeGreaterThan(5);
      expect(body.dropOff?.title).toBe('Block in the still life with simple shapes');
      expect(body.dropOff!.share).toBeGreaterThan(0.4);
      const completed = body.lessons.map((lesson) => lesson.completed);
      expect(completed[0]).toBeGreaterThan(completed.at(-1)!);
      expect(completed.at(-1)).toBeLessThan(completed[2]!);
      expect(body.reviews.total).toBeGreaterThan(0);
      expect(body.revenueTotal).toBeGreaterThan(0);
    });

    it('is the course’s instructor’s and admins’ alone', async () => {
      await expectJson(await send(ctx, admin, 'GET', url()), 200, courseAnalytics);
      await expectError(await send(ctx, otherTeacher, 'GET', url()), 403, 'forbidden');
      await expectError(await send(ctx, students[0]!, 'GET', url()), 403, 'forbidden');
      await expectError(await send(ctx, null, 'GET', url()), 401, 'unauthorized');
    });

    it('answers bad input with a 400 naming the field, an unknown course with a 404', async () => {
      const before = await ctx.snapshot();
      for (const months of ['0', '37', '1.5', 'x', '%00', '%07', '3%00']) {
        const res = await send(ctx, teacher, 'GET', `${url()}?months=${months}`);
        const body = await expectError(res, 400, 'bad_request');
        expect(Object.keys(body.error.fields ?? {})).toContain('months');
      }
      const extra = await expectError(
        await send(ctx, teacher, 'GET', `${url()}?since=2020-01`),
        400,
        'bad_request',
      );
      expect(extra.error.message).toMatch(/since/);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-course']) {
        await expectError(await send(ctx, admin, 'GET', `/api/analytics/courses/${id}`), 404);
      }
      await expectError(await send(ctx, admin, 'GET', '/api/analytics/courses/%00%01'), 400);
      expect(await ctx.snapshot()).toEqual(before);
    });
  },
  { env: adminEnv },
);
