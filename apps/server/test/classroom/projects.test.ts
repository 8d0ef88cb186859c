import { gzipSync } from 'node:zlib';
import {
  courseProjectList,
  insertedAnswer,
  project,
  projectCommentList,
  projectList,
} from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import { adminEnv, signUp, type SignedIn } from '../support/actors';
import { articleOnly, buyCourse, publishCourse } from '../support/classroom';
import { createDrawing, drawingForm, sendDrawing, strokeLog } from '../support/drawings';
import { expectError, expectJson } from '../support/http';
import { exerciseLesson, newInstructor, send, signInAdmin } from '../support/studio';
import { describeEachBackend } from '../support/test-app';

describeEachBackend(
  'hand-ins and critique on the timeline',
  (ctx) => {
    let admin: SignedIn;
    let teacher: SignedIn;
    let otherTeacher: SignedIn;
    let student: SignedIn;
    let outsider: SignedIn;
    let courseId = '';
    let exerciseId = '';
    let articleId = '';
    let drawingId = '';

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      teacher = await newInstructor(ctx, admin, 'teacher@projects.test');
      otherTeacher = await newInstructor(ctx, admin, 'other-teacher@projects.test');
      student = await signUp(ctx, 'student@projects.test', 'correct-horse-1', 'Sam Student');
      outsider = await signUp(ctx, 'outsider@projects.test');
      const course = await publishCourse(ctx, admin, teacher, [
        exerciseLesson('Three cubes'),
        articleOnly('Reading'),
      ]);
      courseId = course.courseId;
      [exerciseId, articleId] = course.lessonIds as [string, string];
      await buyCourse(ctx, student, courseId);
      drawingId = await createDrawing(ctx, student, { title: 'My cubes' });
    });

    const outbox = async () =>
      (await (await send(ctx, admin, 'GET', '/api/admin/outbox?limit=50')).json()) as {
        to: string;
        subject: string;
      }[];
    const handIn = (who: SignedIn, json: unknown) => send(ctx, who, 'POST', '/api/projects', json);
    const list = async (who: SignedIn, query = '') =>
      expectJson(await send(ctx, who, 'GET', `/api/projects${query}`), 200, projectList);

    it('lets an enrolled student hand in their own drawing for an exercise, and tells the instructor', async () => {
      await expectError(await handIn(outsider, { lessonId: exerciseId, drawingId }), 403);
      const notMine = await createDrawing(ctx, outsider);
      await expectError(await handIn(student, { lessonId: exerciseId, drawingId: notMine }), 403);
      await expectError(await handIn(student, { lessonId: articleId, drawingId }), 409);
      await expectError(
        await handIn(student, { lessonId: '00000000-0000-4000-8000-000000000000', drawingId }),
        404,
      );
      await expectError(await handIn(student, { lessonId: exerciseId }), 400);

      const res = await handIn(student, { lessonId: exerciseId, drawingId });
      const { insertedId } = await expectJson(res, 201, insertedAnswer);
      const [mine] = await list(student);
      expect(mine).toMatchObject({
        _id: insertedId,
        lessonTitle: 'Three cubes',
        title: 'My cubes',
        strokes: 3,
        earlier: 0,
        critiques: 0,
        student: { name: 'Sam Student' },
      });
      expect(mine!.picture).toMatch(/^\/uploads\/project-[a-z0-9-]+\.webp\?exp=\d+&sig=/);
      expect((await ctx.request(mine!.picture)).status).toBe(200);
      expect((await ctx.request(mine!.picture.split('?')[0]!)).status).toBe(403);

      expect(await outbox()).toContainEqual(
        expect.objectContaining({ to: teacher.email, subject: 'New hand-in: Three cubes' }),
      );
    });

    it('replaces the hand-in with a new one, keeping a copy of the drawing as it was', async () => {
      const [before] = await list(student);
      // The drawing goes on; the hand-in keeps what was handed in.
      const saved = await sendDrawing(
        ctx,
        student,
        'PUT',
        `/api/drawings/${drawingId}`,
        await drawingForm({ version: 1, log: gzipSync(JSON.stringify(strokeLog(7))) }),
      );
      expect(saved.status).toBe(200);
      expect(
        (
          await expectJson(
            await send(ctx, student, 'GET', `/api/projects/${before!._id}`),
            200,
            project,
          )
        ).strokes,
      ).toBe(3);

      const again = await expectJson(
        await handIn(student, { lessonId: exerciseId, drawingId }),
        201,
        insertedAnswer,
      );
      const current = await list(student);
      expect(current).toHaveLength(1);
      expect(current[0]).toMatchObject({ _id: again.insertedId, strokes: 7, earlier: 1 });
      // The replaced one is still there for its parties.
      expect((await send(ctx, teacher, 'GET', `/api/projects/${before!._id}`)).status).toBe(200);
    });

    it('shows a course’s hand-ins to its instructor and admins, waiting ones first; others see their own', async () => {
      const forTeacher = await list(teacher, `?courseId=${courseId}`);
      expect(forTeacher.map((p) => p.student.name)).toEqual(['Sam Student']);
      expect(await list(teacher)).toHaveLength(1);
      expect(await list(admin, `?courseId=${courseId}`)).toHaveLength(1);
      expect(await list(otherTeacher, `?courseId=${courseId}`)).toEqual([]);
      expect(await list(outsider)).toEqual([]);
      const [one] = forTeacher;
      await expectError(await send(ctx, otherTeacher, 'GET', `/api/projects/${one!._id}`), 403);
      await expectError(await send(ctx, outsider, 'GET', `/api/projects/${one!._id}/log`), 403);
      const log = await send(ctx, teacher, 'GET', `/api/projects/${one!._id}/log`);
      expect(await log.json()).toEqual(strokeLog(7));
    });

    it('pins critique to moments and spots with an overlay; the student sees it, replies, and is told', async () => {
      const [handedIn] = await list(student);
      const id = handedIn!._id;
      const comments = `/api/projects/${id}/comments`;
      const overlay = strokeLog(1);
      const pinA = await expectJson(
        await send(ctx, teacher, 'POST', comments, {
          text: 'The near edge wants to be darker here.',
          atMs: 800,
          x: 120,
          y: 110,
          overlay,
        }),
        201,
        insertedAnswer,
      );
      await expectJson(
        await send(ctx, admin, 'POST', comments, {
          text: 'Lovely rhythm.',
          atMs: 2000,
          x: 500,
          y: 250,
        }),
        201,
        insertedAnswer,
      );
      expect((await list(student))[0]).toMatchObject({ critiques: 2, unread: 2 });

      const thread = await expectJson(
        await send(ctx, student, 'GET', comments),
        200,
        projectCommentList,
      );
      expect(thread.map((c) => [c.atMs, c.fromTeacher, c.overlay !== null])).toEqual([
        [800, true, true],
        [2000, true, false],
      ]);
      // Sent as version 1, the overlay is kept as the engine writes a log now: version 2.
      expect(thread[0]!.overlay).toEqual({ ...overlay, version: 2 });
      expect((await list(student))[0]!.unread).toBe(0);

      await expectJson(
        await send(ctx, student, 'POST', comments, {
          text: 'Thank you!',
          replyTo: pinA.insertedId,
        }),
        201,
        insertedAnswer,
      );
      const replies = await expectJson(
        await send(ctx, teacher, 'GET', comments),
        200,
        projectCommentList,
      );
      expect(replies.at(-1)).toMatchObject({
        replyTo: pinA.insertedId,
        atMs: null,
        fromTeacher: false,
      });
      const mails = await outbox();
      expect(mails.filter((m) => m.to === student.email).length).toBeGreaterThanOrEqual(2);
      expect(mails).toContainEqual(
        expect.objectContaining({
          to: teacher.email,
          subject: 'Sam Student commented on “Three cubes”',
        }),
      );
    });

    it('refuses bad pins and corrections, and outsiders, changing nothing', async () => {
      const [handedIn] = await list(student);
      const comments = `/api/projects/${handedIn!._id}/comments`;
      const snapshot = await ctx.snapshot();
      for (const body of [
        { text: 'No moment' },
        { text: '', atMs: 1, x: 1, y: 1 },
        { text: 'Off the page', atMs: 1, x: 5000, y: 1 },
        { text: 'After the end', atMs: 9_999_999, x: 1, y: 1 },
        { text: 'Bad overlay', atMs: 1, x: 1, y: 1, overlay: { format: 'svg' } },
        { text: 'Wrong size', atMs: 1, x: 1, y: 1, overlay: { ...strokeLog(1), width: 10 } },
        { text: 'Reply with a moment', replyTo: handedIn!._id, atMs: 1 },
        { text: 'Reply to nothing', replyTo: '00000000-0000-4000-8000-000000000000' },
        { text: 'a\u0000b', atMs: 1, x: 1, y: 1 },
      ]) {
        await expectError(await send(ctx, teacher, 'POST', comments, body), 400);
      }
      const studentOverlay = { text: 'Mine', atMs: 1, x: 1, y: 1, overlay: strokeLog(1) };
      await expectError(await send(ctx, student, 'POST', comments, studentOverlay), 400);
      const pin = { text: 'Hi', atMs: 1, x: 1, y: 1 };
      await expectError(await send(ctx, otherTeacher, 'POST', comments, pin), 403);
      await expectError(await send(ctx, outsider, 'GET', comments), 403);
      expect((await ctx.request(comments, { method: 'POST', json: pin })).status).toBe(401);
      expect(await ctx.snapshot()).toEqual(snapshot);
    });

    it('shows a hand-in in the course’s gallery once its artist makes the drawing public', async () => {
      const gallery = async () =>
        expectJson(await ctx.request(`/api/courses/${courseId}/projects`), 200, courseProjectList);
      expect(await gallery()).toEqual([]);
      await send(ctx, student, 'PATCH', `/api/drawings/${drawingId}`, { visibility: 'public' });
      const [card] = await gallery();
      expect(card).toMatchObject({ drawingId, title: 'My cubes', lessonTitle: 'Three cubes' });
      expect((await ctx.request(card!.thumbnail)).status).toBe(200);
      expect(
        await expectJson(await ctx.request('/api/courses/nope/projects'), 200, courseProjectList),
      ).toEqual([]);
    });

    it('lets an instructor hand in as a student of another instructor’s course, and says who teaches', async () => {
      // otherTeacher teaches a course of their own, with a hand-in waiting…
      const own = await publishCourse(ctx, admin, otherTeacher, [exerciseLesson('Two pears')]);
      const pupil = await signUp(ctx, 'pupil@projects.test', 'correct-horse-1', 'Pia Pupil');
      await buyCourse(ctx, pupil, own.courseId);
      const pupilsWork = await expectJson(
        await handIn(pupil, {
          lessonId: own.lessonIds[0],
          drawingId: await createDrawing(ctx, pupil, { title: 'Pears' }),
        }),
        201,
        insertedAnswer,
      );
      // …and is a student of teacher's, handing in there.
      await buyCourse(ctx, otherTeacher, courseId);
      const mine = await expectJson(
        await handIn(otherTeacher, {
          lessonId: exerciseId,
          drawingId: await createDrawing(ctx, otherTeacher, { title: 'Cubes, by a teacher' }),
        }),
        201,
        insertedAnswer,
      );

      // Their list: the hand-ins they critique and their own, each once.
      const theirs = await list(otherTeacher);
      expect(theirs).toHaveLength(2);
      expect(theirs).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ _id: pupilsWork.insertedId, teaching: true }),
          expect.objectContaining({ _id: mine.insertedId, teaching: false }),
        ]),
      );
      expect(await list(otherTeacher, `?courseId=${courseId}`)).toEqual([
        expect.objectContaining({ _id: mine.insertedId, teaching: false }),
      ]);
      expect(await list(otherTeacher, `?courseId=${own.courseId}`)).toEqual([
        expect.objectContaining({ _id: pupilsWork.insertedId, teaching: true }),
      ]);

      // Their course's instructor (and an admin) critique it; to its artist it is their own.
      const forTeacher = await list(teacher);
      expect(forTeacher.find((p) => p._id === mine.insertedId)).toMatchObject({
        teaching: true,
        student: { _id: otherTeacher.userId },
      });
      expect(forTeacher.every((p) => p.teaching)).toBe(true);
      const one = `/api/projects/${mine.insertedId}`;
      for (const [who, teaching] of [
        [teacher, true],
        [admin, true],
        [otherTeacher, false],
      ] as const) {
        expect(await expectJson(await send(ctx, who, 'GET', one), 200, project)).toMatchObject({
          teaching,
        });
      }
      expect((await list(pupil))[0]).toMatchObject({ teaching: false });

      // Their comment on their own hand-in is a student's: no correction, not a critique.
      const pin = { text: 'Is the top face too flat?', atMs: 1, x: 1, y: 1 };
      await expectError(
        await send(ctx, otherTeacher, 'POST', `${one}/comments`, {
          ...pin,
          overlay: strokeLog(1),
        }),
        400,
      );
      await expectJson(
        await send(ctx, otherTeacher, 'POST', `${one}/comments`, pin),
        201,
        insertedAnswer,
      );
      const thread = await expectJson(
        await send(ctx, teacher, 'GET', `${one}/comments`),
        200,
        projectCommentList,
      );
      expect(thread).toEqual([
        expect.objectContaining({
          text: pin.text,
          fromTeacher: false,
          author: expect.objectContaining({ _id: otherTeacher.userId }),
        }),
      ]);
      expect((await list(otherTeacher)).find((p) => p._id === mine.insertedId)).toMatchObject({
        critiques: 0,
        comments: 1,
      });
    });
  },
  { env: adminEnv },
);
