import {
  course as courseSchema,
  courseList,
  insertedAnswer,
  submissionDetail,
} from '@glossy/contract';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { courseReviews, courses, enrollments, instructors } from '../../src/db/schema';
import { adminEnv, bearer, issueToken, signUp, type SignedIn } from '../support/actors';
import { articleOnly, buyCourse, type PublishedCourse } from '../support/classroom';
import { expectError, expectJson } from '../support/http';
import {
  newInstructor,
  pendingCourse,
  send,
  sendForReview,
  signInAdmin,
  submitCourse,
} from '../support/studio';
import { describeEachBackend } from '../support/test-app';

describeEachBackend(
  'ratings and counts that are true',
  (ctx) => {
    let admin: SignedIn;
    let maya: SignedIn;
    let course: PublishedCourse;
    const students: SignedIn[] = [];

    const catalogCourse = async (id: string) =>
      expectJson(await send(ctx, null, 'GET', `/api/courses/${id}`), 200, courseSchema);

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      maya = await newInstructor(ctx, admin, 'maya@ratings.test');
      // The instructor rates her own course 10 (the spec's submission field).
      const submissionId = await submitCourse(ctx, maya, {
        rating: 10,
        courseName: 'Ten Out Of Ten',
      });
      const chapter = await send(ctx, maya, 'POST', `/api/newcourses/${submissionId}/chapters`, {
        title: 'Start',
      });
      const chapterId = (await expectJson(chapter, 201, insertedAnswer)).insertedId!;
      const lesson = await send(
        ctx,
        maya,
        'POST',
        `/api/chapters/${chapterId}/lessons`,
        articleOnly('Read me'),
      );
      expect(lesson.status).toBe(201);
      await sendForReview(ctx, maya, submissionId);
      expect(
        (await send(ctx, admin, 'PATCH', `/api/newcourses/${submissionId}`, { status: 'approved' }))
          .status,
      ).toBe(200);
      const detail = await expectJson(
        await send(ctx, admin, 'GET', `/api/newcourses/${submissionId}`),
        200,
        submissionDetail,
      );
      course = { submissionId, courseId: detail.courseId!, chapterId, lessonIds: [] };
      for (const name of ['ada', 'ben', 'cy'])
        students.push(await signUp(ctx, `${name}@ratings.test`));
    });

    it('shows a course its instructor rated 10 as new, with no students, until students come', async () => {
      const listed = await catalogCourse(course.courseId);
      expect(listed).toMatchObject({ rating: 0, reviewCount: 0, students: 0 });
      const all = await expectJson(
        await send(ctx, null, 'GET', '/api/courses?limit=100'),
        200,
        courseList,
      );
      expect(all.find((c) => c._id === course.courseId)).toMatchObject({
        rating: 0,
        reviewCount: 0,
      });
      // The instructor's own figure stays where the spec has it: on the submission.
      const submission = await expectJson(
        await send(ctx, admin, 'GET', `/api/newcourses/${course.submissionId}`),
        200,
        submissionDetail,
      );
      expect(submission.rating).toBe(10);
    });

    it('averages its students’ reviews with their count, and counts real enrollments', async () => {
      for (const student of students) await buyCourse(ctx, student, course.courseId);
      expect(await catalogCourse(course.courseId)).toMatchObject({ students: 3, reviewCount: 0 });
      const review = (who: SignedIn, rating: number) =>
        ctx.request(`/api/courses/${course.courseId}/reviews`, {
          method: 'POST',
          json: { rating, review: 'Honest words.' },
          headers: bearer(who),
        });
      expect((await review(students[0]!, 5)).status).toBe(201);
      expect((await review(students[1]!, 4)).status).toBe(201);
      expect(await catalogCourse(course.courseId)).toMatchObject({ rating: 4.5, reviewCount: 2 });
      expect((await review(students[1]!, 3)).status).toBe(200);
      expect(await catalogCourse(course.courseId)).toMatchObject({ rating: 4, reviewCount: 2 });
    });

    it('sorts by rating with reviewed courses first, by their average, and new ones after', async () => {
      const sorted = await expectJson(
        await send(ctx, null, 'GET', '/api/courses?sort=rating&limit=100'),
        200,
        courseList,
      );
      const firstNew = sorted.findIndex((c) => c.reviewCount === 0);
      const reviewed = firstNew === -1 ? sorted : sorted.slice(0, firstNew);
      expect(sorted.slice(reviewed.length).every((c) => c.reviewCount === 0)).toBe(true);
      const ratings = reviewed.map((c) => c.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      expect(reviewed.some((c) => c._id === course.courseId)).toBe(true);
    });

    it('keeps an admin from approving a course they submitted, and a live course frozen whatever the body says', async () => {
      const own = await pendingCourse(ctx, admin, { courseName: 'Admin Approves Itself' });
      const before = await ctx.snapshot();
      const self = await expectError(
        await send(ctx, admin, 'PATCH', `/api/newcourses/${own}`, { status: 'approved' }),
        403,
      );
      expect(self.error.message).toMatch(/Another admin/);
      expect(await ctx.snapshot()).toEqual(before);

      const live = await send(ctx, maya, 'PATCH', `/api/newcourses/${course.submissionId}`, {
        courseName: 'Sneaky rename',
        status: 'approved',
      });
      // Only an admin decides a status: the instructor hears that first, and nothing changes.
      await expectError(live, 403);
      const edit = await expectError(
        await send(ctx, maya, 'PATCH', `/api/newcourses/${course.submissionId}`, {
          courseName: 'Sneaky rename',
        }),
        409,
      );
      expect(edit.error.message).toMatch(/live/);
      expect((await catalogCourse(course.courseId)).name).toBe('Ten Out Of Ten');
    });

    it('refuses an admin who owns a live course its edits, with a status in the body too', async () => {
      const adminCourse = await pendingCourse(ctx, admin, { courseName: 'Approved By Another' });
      const deputy = await signUp(ctx, 'deputy@ratings.test');
      expect((await send(ctx, admin, 'PATCH', `/api/users/admin/${deputy.userId}`)).status).toBe(
        200,
      );
      const deputyAdmin = { ...deputy, token: await issueToken(ctx, deputy.email, deputy.cookie) };
      expect(
        (
          await send(ctx, deputyAdmin, 'PATCH', `/api/newcourses/${adminCourse}`, {
            status: 'approved',
          })
        ).status,
      ).toBe(200);
      const before = await ctx.snapshot();
      for (const status of ['approved', 'denied'] as const) {
        await expectError(
          await send(ctx, admin, 'PATCH', `/api/newcourses/${adminCourse}`, {
            status,
            courseName: 'Renamed While Live',
            price: 1,
          }),
          status === 'approved' ? 403 : 409,
        );
      }
      expect(await ctx.snapshot()).toEqual(before);
    });

    it('keeps every course’s and instructor’s figures equal to what the rows make', async () => {
      const rows = await ctx.db.select().from(courses);
      const enrolled = await ctx.db
        .select({ courseId: enrollments.courseId, n: count() })
        .from(enrollments)
        .groupBy(enrollments.courseId);
      const reviewed = await ctx.db
        .select({
          courseId: courseReviews.courseId,
          n: count(),
          average: sql<string>`round(avg(${courseReviews.rating})::numeric, 1)`,
        })
        .from(courseReviews)
        .groupBy(courseReviews.courseId);
      for (const row of rows) {
        const reviews = reviewed.find((r) => r.courseId === row.id);
        expect(row.students, row.name).toBe(enrolled.find((e) => e.courseId === row.id)?.n ?? 0);
        expect(row.reviewCount, row.name).toBe(reviews?.n ?? 0);
        expect(row.rating, row.name).toBeCloseTo(Number(reviews?.average ?? 0), 5);
      }
      const teachers = await ctx.db.select().from(instructors);
      for (const teacher of teachers) {
        const taught = await ctx.db
          .select({ n: sql<number>`coalesce(sum(${courses.students}), 0)::integer` })
          .from(courses)
          .where(eq(courses.instructor, teacher.name));
        expect(teacher.student, teacher.name).toBe(taught[0]!.n);
      }
    });
  },
  { env: adminEnv },
);
