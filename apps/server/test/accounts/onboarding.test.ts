import { fittingCourseList, modifiedAnswer, onboardingState } from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { adminEnv, bearer, signUp, type SignedIn } from '../support/actors';
import { articleOnly, publishCourse } from '../support/classroom';
import { expectError, expectJson } from '../support/http';
import { newInstructor, signInAdmin } from '../support/studio';
import { describeEachBackend } from '../support/test-app';

describeEachBackend(
  'onboarding',
  (ctx) => {
    let ada: SignedIn;
    let bob: SignedIn;
    let fitCourseId: string;

    beforeAll(async () => {
      ada = await signUp(ctx, 'ada@onboarding.test');
      bob = await signUp(ctx, 'bob@onboarding.test');
      const admin = await signInAdmin(ctx);
      const teacher = await newInstructor(ctx, admin, 'teacher@onboarding.test');
      // A beginner's course whose words are of two interests (pixel sprites, comics and ink).
      const name = `Pixel comics ${Date.now()}`;
      fitCourseId = (await publishCourse(ctx, admin, teacher, [articleOnly('Only')], name))
        .courseId;
    });

    const read = async (who: SignedIn) =>
      expectJson(
        await ctx.request('/api/me/onboarding', { headers: bearer(who) }),
        200,
        onboardingState.strict(),
      );
    const save = (who: SignedIn | null, json: unknown) =>
      ctx.request('/api/me/onboarding', {
        method: 'PUT',
        json,
        headers: who ? bearer(who) : {},
      });
    const fit = async (who: SignedIn) =>
      expectJson(
        await ctx.request('/api/me/course-fit', { headers: bearer(who) }),
        200,
        fittingCourseList,
      );

    it('starts undone and empty, stores the answers and marks it done once', async () => {
      expect(await read(ada)).toEqual({ level: null, interests: [], done: false, doneAt: null });
      const body = { level: 'Advanced', interests: ['illustration', 'games'] };
      await expectJson(await save(ada, body), 200, modifiedAnswer.strict());
      const first = await read(ada);
      expect(first).toMatchObject({ ...body, done: true });
      // Answering again changes the answers but not when onboarding was first done.
      await expectJson(await save(ada, { level: 'Beginner', interests: [] }), 200, modifiedAnswer);
      expect(await read(ada)).toEqual({
        level: 'Beginner',
        interests: [],
        done: true,
        doneAt: first.doneAt,
      });
      // Another user's answers are theirs alone.
      expect(await read(bob)).toMatchObject({ done: false, level: null });
    });

    it('skipping (no answers) also marks it done', async () => {
      const carl = await signUp(ctx, 'carl@onboarding.test');
      await expectJson(await save(carl, { level: null, interests: [] }), 200, modifiedAnswer);
      expect(await read(carl)).toMatchObject({ level: null, interests: [], done: true });
      const courses = await fit(carl);
      expect(courses.length).toBeGreaterThan(0);
      const ratings = courses.map((course) => course.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });

    it('offers courses that fit the level and interests, best fit first', async () => {
      await expectJson(
        await save(bob, { level: 'Beginner', interests: ['illustration', 'games'] }),
        200,
        modifiedAnswer,
      );
      const courses = await fit(bob);
      expect(courses.length).toBeGreaterThan(0);
      expect(courses.length).toBeLessThanOrEqual(6);
      const scores = courses.map((course) => (course.levelFits ? 2 : 0) + course.interests.length);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const course of courses) {
        expect(course.levelFits || course.interests.length > 0).toBe(true);
        expect(course.levelFits).toBe(course.Level === 'Beginner');
      }
      const mine = courses.find((course) => course._id === fitCourseId);
      expect(mine, JSON.stringify(courses.map((c) => [c.name, c.interests]))).toMatchObject({
        levelFits: true,
        interests: ['illustration', 'games'],
      });
    });

    it('refuses bad answers with the field named, storing nothing', async () => {
      const before = await ctx.db.select().from(users).where(eq(users.id, bob.userId));
      const bad: [unknown, string][] = [
        [{ level: 'Expert', interests: [] }, 'level'],
        [{ level: null, interests: ['knitting'] }, 'interests'],
        [{ level: null, interests: ['games', 'games'] }, 'interests'],
        [{ level: 'Beginner\u0000', interests: [] }, 'level'],
        [{ level: null, interests: 'games' }, 'interests'],
        [{ level: null, interests: [], admin: true }, ''],
        [{ interests: [] }, 'level'],
      ];
      for (const [json, field] of bad) {
        const error = await expectError(await save(bob, json), 400);
        if (field) expect(Object.keys(error.error.fields ?? {}).join(' ')).toContain(field);
      }
      const after = await ctx.db.select().from(users).where(eq(users.id, bob.userId));
      expect(after).toEqual(before);
    });

    it('is the caller’s own: no token, no answers', async () => {
      await expectError(await save(null, { level: null, interests: [] }), 401);
      await expectError(await ctx.request('/api/me/onboarding'), 401);
      await expectError(await ctx.request('/api/me/course-fit'), 401);
    });
  },
  { env: adminEnv },
);
