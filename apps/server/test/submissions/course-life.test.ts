import { courseList, submissionDetail, submissionList, submitAnswer } from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import { adminEnv, signUp, type SignedIn } from '../support/actors';
import { expectError, expectJson } from '../support/http';
import {
  addChapter,
  addLesson,
  articleLesson,
  exerciseLesson,
  newInstructor,
  send,
  sendForReview,
  signInAdmin,
  submitCourse,
  videoLesson,
} from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';
import { uploadPicture } from '../support/uploads';

const unknownId = '00000000-0000-4000-8000-000000000000';

describeEachBackend(
  'a course’s life: draft, checklist, submit for review',
  (ctx: TestApp) => {
    let admin: SignedIn;
    let maya: SignedIn;
    let omar: SignedIn;
    let student: SignedIn;

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      maya = await newInstructor(ctx, admin, 'maya@life.test');
      omar = await newInstructor(ctx, admin, 'omar@life.test');
      student = await signUp(ctx, 'sam@life.test');
    });

    const detail = async (who: SignedIn, id: string) =>
      expectJson(await send(ctx, who, 'GET', `/api/newcourses/${id}`), 200, submissionDetail);
    const submit = (who: SignedIn | null, id: string) =>
      send(ctx, who, 'POST', `/api/newcourses/${id}/submit`);
    const unmet = async (id: string) =>
      (await detail(maya, id)).checklist.items.filter((item) => !item.done).map((item) => item.key);

    it('keeps a new course a draft, with its checklist, until it is complete and submitted', async () => {
      const id = await submitCourse(ctx, maya, { courseName: 'Quiet Harbours' });
      const draft = await detail(maya, id);
      expect(draft.status).toBe('draft');
      expect(draft.checklist.ready).toBe(false);
      expect(draft.checklist.items.map((item) => [item.key, item.done])).toEqual([
        ['cover', true],
        ['description', true],
        ['chapters', false],
        ['videoLengths', true],
        ['exerciseDemos', true],
      ]);

      // Each refusal names what is missing, and changes nothing.
      const before = await ctx.snapshot();
      const empty = await expectError(await submit(maya, id), 409);
      expect(empty.error.fields).toEqual({
        chapters: 'At least one chapter with lessons: Add a chapter and put lessons in it',
      });
      expect(await ctx.snapshot()).toEqual(before);

      const first = await addChapter(ctx, maya, id, 'Water');
      await addChapter(ctx, maya, id, 'Boats');
      const video = await addLesson(ctx, maya, first, {
        ...videoLesson('Welcome'),
        durationSec: 0,
      });
      const { demo: _demo, ...noDemo } = exerciseLesson('Three boats');
      const exercise = await addLesson(ctx, maya, first, noDemo);
      expect(await unmet(id)).toEqual(['chapters', 'videoLengths', 'exerciseDemos']);
      const incomplete = await expectError(await submit(maya, id), 409);
      expect(incomplete.error.fields).toEqual({
        chapters: 'At least one chapter with lessons: Chapter “Boats” has no lessons',
        videoLengths: 'Every video with its length: Video “Welcome” has no length',
        exerciseDemos: 'Every exercise with a demo: Exercise “Three boats” has no demo',
      });
      expect((await detail(maya, id)).status).toBe('draft');

      // The admins' queue does not show it, nor can they decide on it.
      const queue = await expectJson(
        await send(ctx, admin, 'GET', '/api/newcourses?q=quiet'),
        200,
        submissionList,
      );
      expect(queue).toEqual([]);
      const asAdmin = await detail(admin, id);
      expect(asAdmin.checklist.ready).toBe(false);
      const untouched = await ctx.snapshot();
      for (const status of ['approved', 'denied'] as const) {
        const body = await expectError(
          await send(ctx, admin, 'PATCH', `/api/newcourses/${id}`, { status }),
          409,
        );
        expect(body.error.message).toMatch(/draft/);
      }
      expect(await ctx.snapshot()).toEqual(untouched);

      await send(ctx, maya, 'PATCH', `/api/lessons/${video}`, { durationSec: 420 });
      await send(ctx, maya, 'PATCH', `/api/lessons/${exercise}`, {
        demo: exerciseLesson('x').demo,
      });
      const boats = (await detail(maya, id)).curriculum[1]!._id;
      await addLesson(ctx, maya, boats, articleLesson('Reflections'));
      expect((await detail(maya, id)).checklist.ready).toBe(true);

      const sent = await expectJson(await submit(maya, id), 200, submitAnswer);
      expect(sent).toEqual({ modifiedCount: 1, status: 'pending' });
      const pending = await detail(maya, id);
      expect(pending.status).toBe('pending');
      expect(pending.history.map((event) => event.action)).toEqual(['drafted', 'submitted']);
      await expectError(await submit(maya, id), 409);
      const listed = await expectJson(
        await send(ctx, admin, 'GET', '/api/newcourses?status=pending&q=quiet'),
        200,
        submissionList,
      );
      expect(listed.map((row) => row.courseName)).toEqual(['Quiet Harbours']);

      // Denied: back with its instructor, feedback beside the checklist; sent again, pending.
      await send(ctx, admin, 'PATCH', `/api/newcourses/${id}`, {
        status: 'denied',
        feedback: 'Show the boats from closer.',
      });
      const denied = await detail(maya, id);
      expect(denied).toMatchObject({ status: 'denied', feedback: 'Show the boats from closer.' });
      expect(denied.checklist.ready).toBe(true);
      await sendForReview(ctx, maya, id);
      await send(ctx, admin, 'PATCH', `/api/newcourses/${id}`, { status: 'approved' });
      const live = await detail(maya, id);
      expect(live.status).toBe('approved');
      expect(live.history.map((event) => event.action)).toEqual([
        'drafted',
        'submitted',
        'denied',
        'feedback',
        'resubmitted',
        'approved',
      ]);
      await expectError(await submit(maya, id), 409);
    });

    it('lets only the draft’s instructor submit it; anyone else is refused before anything changes', async () => {
      const id = await submitCourse(ctx, maya);
      const chapter = await addChapter(ctx, maya, id, 'One');
      await addLesson(ctx, maya, chapter, articleLesson('Only lesson'));
      const before = await ctx.snapshot();
      await expectError(await submit(null, id), 401);
      await expectError(await submit(student, id), 403);
      await expectError(await submit(omar, id), 403);
      await expectError(await submit(admin, id), 403);
      await expectError(await submit(maya, unknownId), 404);
      await expectError(await submit(maya, 'not-an-id'), 404);
      await expectError(await submit(student, unknownId), 403);
      expect(await ctx.snapshot()).toEqual(before);
      // A draft is its instructor's and the admins' to read, nobody else's.
      await expectError(await send(ctx, omar, 'GET', `/api/newcourses/${id}`), 403);
      await expectError(await send(ctx, student, 'GET', `/api/newcourses/${id}`), 403);
      await expectError(await send(ctx, null, 'GET', `/api/newcourses/${id}`), 401);
      expect((await detail(admin, id)).status).toBe('draft');
      const own = await expectJson(
        await send(ctx, maya, 'GET', '/api/newcourses'),
        200,
        submissionList,
      );
      expect(own.map((row) => row._id)).toContain(id);
    });

    it('keeps a draft’s preview lesson and its files from the public until the course is live', async () => {
      const name = 'Preview Before Approval';
      const id = await submitCourse(ctx, maya, { courseName: name });
      const chapter = await addChapter(ctx, maya, id, 'Look first');
      const reference = await uploadPicture(ctx, maya, '#2a6');
      const paidReference = await uploadPicture(ctx, maya, '#a26');
      const preview = await addLesson(ctx, maya, chapter, {
        ...exerciseLesson('Free sketch'),
        preview: true,
        referenceUrl: reference,
      });
      await addLesson(ctx, maya, chapter, {
        ...exerciseLesson('Paid sketch'),
        referenceUrl: paidReference,
      });
      await expectError(await send(ctx, null, 'GET', `/api/lessons/${preview}`), 404);
      await expectError(await send(ctx, student, 'GET', `/api/lessons/${preview}`), 404);
      await expectError(await ctx.request(reference), 403);
      const search = await expectJson(
        await send(ctx, null, 'GET', '/api/courses?q=approval'),
        200,
        courseList,
      );
      expect(search).toEqual([]);

      await sendForReview(ctx, maya, id);
      await send(ctx, admin, 'PATCH', `/api/newcourses/${id}`, { status: 'approved' });
      expect((await send(ctx, null, 'GET', `/api/lessons/${preview}`)).status).toBe(200);
      expect((await ctx.request(reference)).status).toBe(200);
      // Paid lessons stay paid.
      await expectError(await ctx.request(paidReference), 403);
    });
  },
  { env: adminEnv },
);
