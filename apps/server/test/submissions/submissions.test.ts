import {
  course as courseSchema,
  courseList,
  curriculum,
  enrolledCourseList,
  sandboxCards,
  submissionDetail,
  submissionList,
} from '@glossy/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { adminEnv, signUp, type SignedIn } from '../support/actors';
import { expectError, expectJson } from '../support/http';
import {
  addChapter,
  addLesson,
  articleLesson,
  courseForm,
  exerciseLesson,
  newInstructor,
  pendingCourse,
  send,
  sendForReview,
  signInAdmin,
  submitCourse,
  videoLesson,
} from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';

describeEachBackend(
  'submissions',
  (ctx: TestApp) => {
    let admin: SignedIn;
    let maya: SignedIn;
    let otherInstructor: SignedIn;
    let student: SignedIn;

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      maya = await newInstructor(ctx, admin, 'maya@studio.test');
      otherInstructor = await newInstructor(ctx, admin, 'omar@studio.test');
      student = await signUp(ctx, 'sam@studio.test');
    });

    const detail = async (who: SignedIn, id: string) =>
      expectJson(await send(ctx, who, 'GET', `/api/newcourses/${id}`), 200, submissionDetail);
    const patch = (who: SignedIn, id: string, body: unknown) =>
      send(ctx, who, 'PATCH', `/api/newcourses/${id}`, body);
    const lastMail = async (to: string) => {
      const [mail] = await ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      return mail;
    };

    it('takes a new course from an instructor as a draft, in the caller’s name whatever the body says', async () => {
      const id = await submitCourse(ctx, maya, { price: '12.50', rating: '7', Level: 'Advanced' });
      const got = await detail(maya, id);
      expect(got).toMatchObject({
        sellerName: 'maya',
        postedBy: 'maya@studio.test',
        price: 12.5,
        rating: 7,
        Level: 'Advanced',
        status: 'draft',
        feedback: '',
        courseId: null,
      });
      expect(got.history.map((event) => event.action)).toEqual(['drafted']);
      const level = await detail(maya, await submitCourse(ctx, maya, { Level: undefined }));
      expect(level.Level).toBe('Beginner');
    });

    it('names the field of every bad value, and stores nothing', async () => {
      const before = await ctx.counts();
      const cases: [Record<string, unknown>, string][] = [
        [{ courseName: '' }, 'courseName'],
        [{ courseName: 'Ink\u0000 and water' }, 'courseName'],
        [{ courseName: 'x'.repeat(121) }, 'courseName'],
        [{ price: 10_000 }, 'price'],
        [{ price: -1 }, 'price'],
        [{ price: 1.234 }, 'price'],
        [{ price: 'ten' }, 'price'],
        [{ rating: 0 }, 'rating'],
        [{ rating: 11 }, 'rating'],
        [{ description: '   ' }, 'description'],
        [{ description: 'bell\u0007' }, 'description'],
        [{ Level: 'Expert' }, 'Level'],
        [{ image: 'https://elsewhere.example/cover.png' }, 'image'],
        [{ image: '//elsewhere.example/cover.png' }, 'image'],
        [{ image: '/uploads/00000000-0000-4000-8000-000000000000.webp' }, 'image'],
        [{ image: '/media/../package.json' }, 'image'],
        [{ image: '/media/hero/hero.mp4' }, 'image'],
        [{ videoUrl: 'https://videos.example/a.mp4' }, 'videoUrl'],
        [{ videoUrl: '/media/courses/course-01.webp' }, 'videoUrl'],
        [{ status: 'approved' }, 'status'],
      ];
      for (const [fields, field] of cases) {
        const res = await send(ctx, maya, 'POST', '/api/newcourses', courseForm(fields));
        const body = await expectError(res, 400);
        expect(Object.keys(body.error.fields ?? {}), JSON.stringify(fields)).toContain(field);
      }
      expect(await ctx.counts()).toEqual(before);
    });

    it('accepts an absolute URL of this site, stored as its path', async () => {
      const image = `${ctx.config.publicUrl}/media/courses/course-02.webp`;
      const id = await submitCourse(ctx, maya, { image, videoUrl: '/media/hero/hero.mp4' });
      const got = await detail(maya, id);
      expect(got.image).toBe('/media/courses/course-02.webp');
      expect(got.videoUrl).toBe('/media/hero/hero.mp4');
    });

    it('checks who is asking before what was sent: 401 anonymous, 403 students', async () => {
      await expectError(await send(ctx, null, 'POST', '/api/newcourses', { nonsense: true }), 401);
      await expectError(await send(ctx, null, 'POST', '/api/addClass', { classI: 42 }), 401);
      await expectError(await send(ctx, student, 'POST', '/api/newcourses', courseForm()), 403);
      await expectError(await send(ctx, student, 'GET', '/api/newcourses'), 403);
    });

    it('lists an instructor’s own submissions and every one sent for review for an admin, pending first', async () => {
      await pendingCourse(ctx, otherInstructor, { courseName: 'Omar’s Gouache' });
      await submitCourse(ctx, otherInstructor, { courseName: 'Omar’s Unsent Gouache' });
      const mine = await expectJson(
        await send(ctx, maya, 'GET', '/api/newcourses'),
        200,
        submissionList,
      );
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((row) => row.postedBy === 'maya@studio.test')).toBe(true);
      const res = await send(ctx, admin, 'GET', '/api/newcourses?status=pending&q=gouache');
      const found = await expectJson(res, 200, submissionList);
      expect(found.map((row) => row.courseName)).toEqual(['Omar’s Gouache']);
      expect(res.headers.get('x-total-count')).toBe('1');
      const all = await expectJson(
        await send(ctx, admin, 'GET', '/api/newcourses'),
        200,
        submissionList,
      );
      // Other instructors' drafts are not sent yet: the admins' list never shows them.
      expect(all.map((row) => row.courseName)).not.toContain('Omar’s Unsent Gouache');
      const ranks = all.map((row) =>
        row.status === 'pending' ? 0 : row.status === 'draft' ? 1 : row.status === 'denied' ? 2 : 3,
      );
      expect(ranks).toEqual([...ranks].sort());
      await expectError(await send(ctx, admin, 'GET', '/api/newcourses?status=archived'), 400);
    });

    it('keeps a submission from other instructors and students, and 404s an unknown one', async () => {
      const id = await submitCourse(ctx, maya);
      await expectError(await send(ctx, otherInstructor, 'GET', `/api/newcourses/${id}`), 403);
      await expectError(await patch(otherInstructor, id, { courseName: 'Mine now' }), 403);
      await expectError(await send(ctx, student, 'GET', `/api/newcourses/${id}`), 403);
      await expectError(await send(ctx, admin, 'GET', `/api/newcourses/${unknownId}`), 404);
      await expectError(await patch(admin, unknownId, { status: 'approved' }), 404);
      await expectError(await send(ctx, admin, 'GET', '/api/newcourses/not-an-id'), 404);
      await expectError(await patch(maya, id, { status: 'approved' }), 403);
      await expectError(await patch(admin, id, { courseName: 'Admin’s name' }), 403);
      await expectError(await patch(maya, id, {}), 400);
    });

    it('denies with feedback, mails the instructor, and takes the edited course back to pending when sent again', async () => {
      const id = await pendingCourse(ctx, maya, { courseName: 'Charcoal Nights' });
      const res = await patch(admin, id, {
        status: 'denied',
        feedback: 'Add a chapter on fixatives.',
      });
      expect(await res.json()).toEqual({ modifiedCount: 1 });
      const denied = await detail(maya, id);
      expect(denied).toMatchObject({ status: 'denied', feedback: 'Add a chapter on fixatives.' });
      expect(denied.feedbackAt).not.toBeNull();
      const mail = await lastMail('maya@studio.test');
      expect(mail?.subject).toContain('Charcoal Nights');
      expect(mail?.text).toContain('Add a chapter on fixatives.');

      expect(await (await patch(maya, id, { description: 'Now with fixatives.' })).json()).toEqual({
        modifiedCount: 1,
      });
      // An edit leaves it with its instructor (back to draft, the feedback beside the checklist).
      const edited = await detail(maya, id);
      expect(edited).toMatchObject({ status: 'denied', feedback: 'Add a chapter on fixatives.' });
      expect(edited.description).toBe('Now with fixatives.');
      await sendForReview(ctx, maya, id);
      const again = await detail(maya, id);
      expect(again.status).toBe('pending');
      expect(again.history.map((event) => event.action)).toEqual([
        'drafted',
        'submitted',
        'denied',
        'feedback',
        'edited',
        'resubmitted',
      ]);
      expect(again.history[2]!.by).toBe('Admin');
    });

    it('publishes an approved course with its curriculum, at once, and mails the instructor', async () => {
      const name = 'Pen and Wash Harbours';
      const id = await submitCourse(ctx, maya, { courseName: name, price: 59 });
      const first = await addChapter(ctx, maya, id, 'Getting wet');
      const second = await addChapter(ctx, maya, id, 'Boats and reflections');
      await addLesson(ctx, maya, first, videoLesson('Welcome to the harbour'));
      await addLesson(ctx, maya, first, articleLesson('Materials'));
      await addLesson(ctx, maya, second, exerciseLesson('Three boats'));
      await send(ctx, null, 'GET', '/api/courses?q=harbours'); // primes the cached list

      await sendForReview(ctx, maya, id);
      await patch(admin, id, { status: 'approved' });
      const approved = await detail(maya, id);
      expect(approved.status).toBe('approved');
      const courseId = approved.courseId!;
      const listed = await expectJson(
        await send(ctx, null, 'GET', '/api/courses?q=harbours'),
        200,
        courseList,
      );
      expect(listed.map((row) => row.name)).toEqual([name]);
      const course = await expectJson(
        await send(ctx, null, 'GET', `/api/courses/${courseId}`),
        200,
        courseSchema,
      );
      expect(course).toMatchObject({ name, price: 59, Instructor: 'maya', Level: 'Beginner' });
      expect(course.syllabus.map((item) => item.title)).toEqual([
        'Welcome to the harbour',
        'Materials',
        'Three boats',
      ]);
      const outline = await expectJson(
        await send(ctx, null, 'GET', `/api/courses/${courseId}/curriculum`),
        200,
        curriculum,
      );
      expect(outline.chapters.map((chapter) => chapter.title)).toEqual([
        'Getting wet',
        'Boats and reflections',
      ]);
      expect(outline.chapters[0]!.lessons[0]).toEqual(
        expect.objectContaining({ title: 'Welcome to the harbour', kind: 'video', preview: true }),
      );
      expect(JSON.stringify(outline)).not.toContain('hero.mp4');
      expect((await lastMail('maya@studio.test'))?.subject).toContain('is live');

      // Live: the course's fields are frozen, lessons can be added but not removed.
      await expectError(await patch(maya, id, { price: 1 }), 409);
      const lesson = await addLesson(ctx, maya, second, articleLesson('Bonus: night scenes'));
      await expectError(await send(ctx, maya, 'DELETE', `/api/lessons/${lesson}`), 409);
      await expectError(await send(ctx, maya, 'DELETE', `/api/chapters/${second}`), 409);
      const grown = await expectJson(
        await send(ctx, null, 'GET', `/api/courses/${courseId}`),
        200,
        courseSchema,
      );
      expect(grown.syllabus.at(-1)?.title).toBe('Bonus: night scenes');
    });

    it('takes a denied live course out of the catalog while its buyers keep it', async () => {
      const id = await pendingCourse(ctx, maya, {
        courseName: 'Sunset Skies in Pastel',
        price: 20,
      });
      await patch(admin, id, { status: 'approved' });
      const courseId = (await detail(maya, id)).courseId!;
      const buyer = await signUp(ctx, 'buyer@studio.test');
      const cart = await send(ctx, buyer, 'POST', '/api/addClass', { classI: courseId });
      const cartItemId = ((await cart.json()) as { insertedId: string }).insertedId;
      const order = await send(ctx, buyer, 'POST', `/api/order/${cartItemId}`);
      const orderId = new URL(
        ((await order.json()) as { url: string }).url,
        'http://x',
      ).searchParams.get('order');
      const paid = await send(ctx, buyer, 'POST', `/api/orders/${orderId}/pay`, {
        cardNumber: sandboxCards.success,
      });
      expect(paid.status).toBe(200);
      const sales = (
        await expectJson(
          await send(ctx, maya, 'GET', '/api/newcourses?q=pastel'),
          200,
          submissionList,
        )
      )[0]!;
      expect(sales).toMatchObject({ students: 1, revenue: 20 });

      await patch(admin, id, { status: 'denied', feedback: 'Paused while we check the rights.' });
      await expectError(await send(ctx, null, 'GET', `/api/courses/${courseId}`), 404);
      await expectError(await send(ctx, null, 'GET', `/api/courses/${courseId}/curriculum`), 404);
      const search = await expectJson(
        await send(ctx, null, 'GET', '/api/courses?q=pastel'),
        200,
        courseList,
      );
      expect(search).toEqual([]);
      await expectError(
        await send(ctx, student, 'POST', '/api/addClass', { classI: courseId }),
        404,
      );
      const owned = await expectJson(
        await send(ctx, buyer, 'GET', '/api/enrollments'),
        200,
        enrolledCourseList,
      );
      expect(owned.map((row) => row._id)).toContain(courseId);

      // Denied, it is its instructor's again: approved only once sent back for review.
      await expectError(await patch(admin, id, { status: 'approved' }), 409);
      await sendForReview(ctx, maya, id);
      await patch(admin, id, { status: 'approved' });
      expect((await detail(maya, id)).courseId).toBe(courseId);
      expect((await send(ctx, null, 'GET', `/api/courses/${courseId}`)).status).toBe(200);
    });

    it('refuses to publish a course whose name the catalog already has (409)', async () => {
      const [existing] = await expectJson(
        await send(ctx, null, 'GET', '/api/courses?limit=1'),
        200,
        courseList,
      );
      const id = await pendingCourse(ctx, maya, { courseName: existing!.name });
      const body = await expectError(await patch(admin, id, { status: 'approved' }), 409);
      expect(body.error.fields).toHaveProperty('courseName');
      expect((await detail(maya, id)).status).toBe('pending');
    });
  },
  { env: adminEnv },
);
