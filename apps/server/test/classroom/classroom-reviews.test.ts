import {
  course as courseSchema,
  courseList,
  courseRating,
  courseReviewList,
  insertedAnswer,
} from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { adminEnv, signUp, type SignedIn } from '../support/actors';
import { articleOnly, buyCourse, publishCourse, type PublishedCourse } from '../support/classroom';
import { expectError, expectJson } from '../support/http';
import { newInstructor, send, signInAdmin } from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';

describeEachBackend(
  'classroom: course reviews and ratings',
  (ctx: TestApp) => {
    let admin: SignedIn;
    let maya: SignedIn;
    let stranger: SignedIn;
    let course: PublishedCourse;
    const students: SignedIn[] = [];

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      maya = await newInstructor(ctx, admin, 'maya@reviews.test');
      stranger = await signUp(ctx, 'stranger@reviews.test');
      course = await publishCourse(ctx, admin, maya, [articleOnly('Only lesson')]);
      for (const name of ['ada', 'ben', 'cleo']) {
        const who = await signUp(ctx, `${name}@reviews.test`);
        await buyCourse(ctx, who, course.courseId);
        students.push(who);
      }
      // Ada has a profile photo on this site; the others fall back to the default avatar.
      await ctx.db
        .update(users)
        .set({ photo: '/media/students/student-01.webp' })
        .where(eq(users.id, students[0]!.userId));
    });

    const review = (who: SignedIn | null, body: unknown, id = course.courseId) =>
      send(ctx, who, 'POST', `/api/courses/${id}/reviews`, body);
    const rating = async (who: SignedIn | null = null) =>
      expectJson(
        await send(ctx, who, 'GET', `/api/courses/${course.courseId}/rating`),
        200,
        courseRating,
      );
    const catalogRating = async () =>
      (
        await expectJson(
          await send(ctx, null, 'GET', `/api/courses/${course.courseId}`),
          200,
          courseSchema,
        )
      ).rating;

    it('shows a course as new, not with its instructor’s own figure, until it has reviews', async () => {
      expect(await catalogRating()).toBe(0);
      expect(await rating()).toEqual({
        rating: 0,
        count: 0,
        breakdown: [0, 0, 0, 0, 0],
        mine: null,
        canReview: false,
      });
      expect((await rating(students[0]!)).canReview).toBe(true);
      expect((await rating(stranger)).canReview).toBe(false);
    });

    it('takes one review per student: a second one edits the first; the rating is the average', async () => {
      const [ada, ben, cleo] = students as [SignedIn, SignedIn, SignedIn];
      const first = await expectJson(
        await review(ada, { rating: 5, review: 'Clear and kind.' }),
        201,
        insertedAnswer,
      );
      await expectJson(await review(ben, { rating: 4, review: 'Good pace.' }), 201, insertedAnswer);
      expect(await catalogRating()).toBe(4.5);
      await expectJson(await review(cleo, { rating: 4, review: 'Solid.' }), 201, insertedAnswer);
      expect(await catalogRating()).toBe(4.3);
      const edited = await expectJson(
        await review(ada, { rating: 2, review: '  Changed my mind.  ' }),
        200,
        insertedAnswer,
      );
      expect(edited.insertedId).toBe(first.insertedId);
      expect(await catalogRating()).toBe(3.3);
      // The cached course list follows at once.
      const listed = await expectJson(
        await send(ctx, null, 'GET', '/api/courses?limit=100'),
        200,
        courseList,
      );
      expect(listed.find((c) => c._id === course.courseId)?.rating).toBe(3.3);

      const mine = await rating(ada);
      expect(mine).toMatchObject({ rating: 3.3, count: 3, breakdown: [0, 1, 0, 2, 0] });
      expect(mine.mine).toMatchObject({
        _id: first.insertedId,
        rating: 2,
        review: 'Changed my mind.',
        student_name: 'ada',
        image: '/media/students/student-01.webp',
      });
      expect((await rating()).mine).toBeNull();
    });

    it('lists reviews newest first, paged, with the total and a picture for everyone', async () => {
      const page = async (query: string) => {
        const res = await send(ctx, null, 'GET', `/api/courses/${course.courseId}/reviews${query}`);
        return {
          total: res.headers.get('x-total-count'),
          rows: await expectJson(res, 200, courseReviewList),
        };
      };
      const all = await page('');
      expect(all.total).toBe('3');
      // Ada edited hers last, so it comes first.
      expect(all.rows.map((r) => r.student_name)).toEqual(['ada', 'cleo', 'ben']);
      expect(all.rows[1]).toMatchObject({
        rating: 4,
        review: 'Solid.',
        image: '/media/site/avatar.webp',
      });
      expect(Date.parse(all.rows[0]!.date)).toBeGreaterThanOrEqual(Date.parse(all.rows[1]!.date));
      const second = await page('?page=2&limit=2');
      expect(second.total).toBe('3');
      expect(second.rows.map((r) => r.student_name)).toEqual(['ben']);
      await expectError(
        await send(ctx, null, 'GET', `/api/courses/${course.courseId}/reviews?limit=500`),
        400,
      );
      await expectError(await send(ctx, null, 'GET', `/api/courses/${unknownId}/reviews`), 404);
      await expectError(await send(ctx, null, 'GET', `/api/courses/${unknownId}/rating`), 404);
    });

    it('refuses reviews from anyone not enrolled, and bad reviews, storing nothing', async () => {
      const before = await ctx.snapshot();
      await expectError(await review(null, { rating: 5, review: 'Hi' }), 401);
      for (const who of [stranger, maya, admin]) {
        await expectError(await review(who, { rating: 5, review: 'Great' }), 403);
      }
      await expectError(await review(students[1]!, { rating: 5, review: 'x' }, unknownId), 404);
      for (const body of [
        { rating: 0, review: 'Too low' },
        { rating: 6, review: 'Too high' },
        { rating: 4.5, review: 'Half stars' },
        { rating: 5, review: '   ' },
        { rating: 5, review: 'Null\u0000byte' },
        { rating: 5, review: 'x'.repeat(2001) },
        { rating: '5', review: 'A string' },
        { rating: 5, review: 'Extra', student_name: 'Someone else' },
      ]) {
        const res = await review(students[1]!, body);
        const error = await expectError(res, 400);
        expect(Object.keys(error.error.fields ?? {}).length, JSON.stringify(body)).toBeGreaterThan(
          0,
        );
      }
      expect(await ctx.snapshot()).toEqual(before);
    });
  },
  { env: adminEnv },
);
