import {
  course as courseSchema,
  courseStates,
  errorCodes,
  insertedAnswer,
  lessonContent,
} from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { courses, enrollments } from '../../src/db/schema';
import { adminEnv, signUp } from '../support/actors';
import { articleOnly, publishCourse, type PublishedCourse } from '../support/classroom';
import { shopper } from '../support/commerce';
import { expectError, expectJson } from '../support/http';
import {
  addChapter,
  addLesson,
  newInstructor,
  send,
  signInAdmin,
  sendForReview,
  submitCourse,
} from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';

describeEachBackend(
  'enrolling in a free course',
  (ctx: TestApp) => {
    let free: PublishedCourse;
    let paid: PublishedCourse;
    let students = 0;
    const newStudent = async () => {
      students += 1;
      const who = await signUp(ctx, `free${students}@enrol.test`);
      return { who, shop: shopper(ctx, who) };
    };
    const enrol = (shop: ReturnType<typeof shopper>, id: string) =>
      shop.send('POST', `/api/courses/${id}/enroll`);
    const studentsOf = async (id: string) =>
      (await expectJson(await ctx.request(`/api/courses/${id}`), 200, courseSchema)).students;

    beforeAll(async () => {
      const admin = await signInAdmin(ctx);
      const teacher = await newInstructor(ctx, admin, 'teacher@enrol.test');
      // A free course as an instructor submits one: price 0, published by an admin's approval.
      const submissionId = await submitCourse(ctx, teacher, {
        courseName: 'Free lines',
        price: 0,
      });
      const chapterId = await addChapter(ctx, teacher, submissionId, 'Warm-up');
      const lessonId = await addLesson(ctx, teacher, chapterId, articleOnly('Members only'));
      await sendForReview(ctx, teacher, submissionId);
      const approved = await send(ctx, admin, 'PATCH', `/api/newcourses/${submissionId}`, {
        status: 'approved',
      });
      expect(approved.status, await approved.clone().text()).toBe(200);
      const [row] = await ctx.db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.name, 'Free lines'));
      free = { submissionId, courseId: row!.id, chapterId, lessonIds: [lessonId] };
      paid = await publishCourse(ctx, admin, teacher, [articleOnly('Paid for')], 'Paid lines');
    });

    it('enrols in one click: no cart, no order, no payment; the lessons open', async () => {
      const { shop } = await newStudent();
      const lesson = `/api/lessons/${free.lessonIds[0]}`;
      expect((await shop.send('GET', lesson)).status).toBe(403);

      const answer = await expectJson(await enrol(shop, free.courseId), 201, insertedAnswer);
      expect(answer.insertedId).toMatch(/^[0-9a-f-]{36}$/);

      const owned = await shop.enrollments();
      expect(owned.map((c) => c.name)).toEqual(['Free lines']);
      expect(owned[0]!.percent).toBe(0);
      expect(
        await expectJson(await shop.send('GET', '/api/me/course-states'), 200, courseStates),
      ).toEqual({ inCart: [], owned: [free.courseId], wished: [] });
      expect(await shop.orders()).toEqual([]);
      expect(await shop.payments()).toEqual([]);
      await expectJson(await shop.send('GET', lesson), 200, lessonContent);
      expect(await studentsOf(free.courseId)).toBe(1);
    });

    it('answers 200 without an id to a second click, and counts the student once', async () => {
      const { shop } = await newStudent();
      const before = await studentsOf(free.courseId);
      await expectJson(await enrol(shop, free.courseId), 201, insertedAnswer);
      expect(await expectJson(await enrol(shop, free.courseId), 200, insertedAnswer)).toEqual({
        insertedId: null,
      });
      expect(await studentsOf(free.courseId)).toBe(before + 1);
    });

    it('enrols once when two clicks race', async () => {
      const { who, shop } = await newStudent();
      const [a, b] = await Promise.all([enrol(shop, free.courseId), enrol(shop, free.courseId)]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      const rows = await ctx.db
        .select()
        .from(enrollments)
        .where(eq(enrollments.userId, who.userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.orderId).toBeNull();
    });

    it('takes the course out of the cart it was put in', async () => {
      const { shop } = await newStudent();
      await shop.add({ classI: free.courseId });
      expect((await shop.cart()).map((item) => item.classI)).toEqual([free.courseId]);
      await expectJson(await enrol(shop, free.courseId), 201, insertedAnswer);
      expect(await shop.cart()).toEqual([]);
    });

    it('refuses a paid course: it is bought through the cart', async () => {
      const { shop } = await newStudent();
      const body = await expectError(await enrol(shop, paid.courseId), 400, errorCodes.badRequest);
      expect(body.error.message).toBe('This course is not free');
      expect(await shop.enrollments()).toEqual([]);
    });

    it('answers 200 to a student who bought the course before it became free', async () => {
      const { shop } = await newStudent();
      const admin = await signInAdmin(ctx);
      const teacher = await newInstructor(ctx, admin, 'teacher2@enrol.test');
      const course = await publishCourse(ctx, admin, teacher, [articleOnly('Once paid')]);
      const item = await shop.add({ classI: course.courseId });
      const orderId = await shop.checkout({ item: item! });
      expect((await shop.pay(orderId)).status).toBe(200);
      await ctx.db.update(courses).set({ priceCents: 0 }).where(eq(courses.id, course.courseId));
      expect(await expectJson(await enrol(shop, course.courseId), 200, insertedAnswer)).toEqual({
        insertedId: null,
      });
    });

    it('needs a signed-in caller', async () => {
      await expectError(
        await ctx.request(`/api/courses/${free.courseId}/enroll`, { method: 'POST' }),
        401,
        errorCodes.unauthorized,
      );
    });

    it('answers 404 for a course not in the catalog, 400 for a control character', async () => {
      const { shop } = await newStudent();
      for (const id of [unknownId, 'not-an-id', '99999999999']) {
        await expectError(await enrol(shop, id), 404, errorCodes.notFound);
      }
      await expectError(await enrol(shop, 'abc%00def'), 400, errorCodes.badRequest);
      // Denied after approval: out of the catalog, so nobody new can enrol.
      await ctx.db.update(courses).set({ listed: false }).where(eq(courses.id, free.courseId));
      try {
        await expectError(await enrol(shop, free.courseId), 404, errorCodes.notFound);
      } finally {
        await ctx.db.update(courses).set({ listed: true }).where(eq(courses.id, free.courseId));
      }
      expect(await shop.enrollments()).toEqual([]);
    });
  },
  { env: { ...adminEnv, SEED_DEMO: 'false' } },
);
