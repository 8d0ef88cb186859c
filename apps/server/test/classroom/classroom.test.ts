import { readFileSync } from 'node:fs';
import {
  certificate,
  certificateList,
  courseProgress,
  enrolledCourseList,
  lessonContent,
  progressAnswer,
  uploadAnswer,
} from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import { adminEnv, bearer, signUp, type SignedIn } from '../support/actors';
import {
  articleOnly,
  buyCourse,
  demoVideoSec,
  handInFor,
  publishCourse,
  readThrough,
  spendTime,
  videoOnly,
  watchThrough,
  type PublishedCourse,
} from '../support/classroom';
import { expectError, expectJson } from '../support/http';
import {
  addChapter,
  addLesson,
  exerciseLesson,
  newInstructor,
  send,
  signInAdmin,
  submitCourse,
} from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';

describeEachBackend(
  'classroom: lessons, progress and certificates',
  (ctx: TestApp) => {
    let admin: SignedIn;
    let maya: SignedIn;
    let otherTeacher: SignedIn;
    let sam: SignedIn;
    let stranger: SignedIn;
    let course: PublishedCourse;
    /** preview video, article, exercise, a 100-second video */
    let [preview, article, exercise, shortVideo] = ['', '', '', ''];

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      maya = await newInstructor(ctx, admin, 'maya@classroom.test');
      otherTeacher = await newInstructor(ctx, admin, 'noor@classroom.test');
      sam = await signUp(ctx, 'sam@classroom.test');
      stranger = await signUp(ctx, 'stranger@classroom.test');
      course = await publishCourse(ctx, admin, maya, [
        videoOnly('Welcome', 420, { preview: true }),
        articleOnly('Holding the pen'),
        exerciseLesson('Three cubes'),
        videoOnly('Hatching in real time', 100),
      ]);
      [preview, article, exercise, shortVideo] = course.lessonIds as [
        string,
        string,
        string,
        string,
      ];
      await buyCourse(ctx, sam, course.courseId);
    });

    const lesson = (who: SignedIn | null, id: string) =>
      send(ctx, who, 'GET', `/api/lessons/${id}`);
    const progress = (who: SignedIn, id: string, body: unknown) =>
      send(ctx, who, 'POST', `/api/lessons/${id}/progress`, body);
    const courseState = async (who: SignedIn = sam) =>
      expectJson(
        await send(ctx, who, 'GET', `/api/courses/${course.courseId}/progress`),
        200,
        courseProgress,
      );

    it('opens a lesson whole to its students, its instructor and admins, and a preview to anyone', async () => {
      const mine = await expectJson(await lesson(sam, article), 200, lessonContent);
      expect(mine).toMatchObject({
        _id: article,
        kind: 'article',
        courseId: course.courseId,
        chapterTitle: 'First steps',
        progress: { completed: false, positionSec: 0 },
      });
      expect(mine.article?.[0]).toMatchObject({ type: 'paragraph' });
      for (const who of [maya, admin]) {
        const seen = await expectJson(await lesson(who, exercise), 200, lessonContent);
        expect(seen.prompt).toContain('cubes');
        expect(seen.progress).toBeNull();
      }
      for (const who of [null, stranger]) {
        const open = await expectJson(await lesson(who, preview), 200, lessonContent);
        expect(open).toMatchObject({
          preview: true,
          videoUrl: '/media/hero/hero.mp4',
          progress: null,
        });
      }
      await expectError(await lesson(null, article), 401, 'unauthorized');
      await expectError(await lesson(stranger, article), 403, 'forbidden');
      await expectError(await lesson(otherTeacher, exercise), 403, 'forbidden');
      await expectError(await lesson(sam, unknownId), 404);
      await expectError(await lesson(null, 'not-a-lesson'), 404);
    });

    it('shows a lesson never approved only to its instructor and admins (the studio preview)', async () => {
      const draft = await submitCourse(ctx, maya, { courseName: 'Draft course in review' });
      const chapter = await addChapter(ctx, maya, draft, 'Soon');
      const id = await addLesson(ctx, maya, chapter, articleOnly('Not yet', true));
      const seen = await expectJson(await lesson(maya, id), 200, lessonContent);
      expect(seen).toMatchObject({ courseId: draft, courseName: 'Draft course in review' });
      expect((await lesson(admin, id)).status).toBe(200);
      for (const who of [null, sam, otherTeacher]) await expectError(await lesson(who, id), 404);
      await expectError(await progress(maya, id, { completed: true }), 404);
    });

    it('judges a video watched from the player’s reports over time: 90% of its real length', async () => {
      // Declared 100 seconds by its instructor, the file is nine: the file's own length counts.
      expect((await lesson(sam, shortVideo)).status).toBe(200);
      const early = await expectJson(
        await progress(sam, shortVideo, { positionSec: 4 }),
        200,
        progressAnswer,
      );
      expect(early).toEqual({ completed: false, percent: 0, certificateId: null });
      const resumed = await expectJson(await lesson(sam, shortVideo), 200, lessonContent);
      expect(resumed.progress).toEqual({ completed: false, positionSec: 4 });
      const claim = await progress(sam, shortVideo, { completed: true });
      expect((await expectError(claim, 409)).error.message).toMatch(/^Watch the video first: \d/);
      // Skipping ahead earns only what the clock allows: ten seconds later, the end is 5 more.
      await spendTime(ctx, sam, shortVideo, 10);
      const skipped = await progress(sam, shortVideo, { positionSec: demoVideoSec });
      expect((await expectJson(skipped, 200, progressAnswer)).completed).toBe(false);
      // Played again from the start, the whole of it counts: it finishes itself.
      await progress(sam, shortVideo, { positionSec: 0 });
      await spendTime(ctx, sam, shortVideo, demoVideoSec);
      const watched = await expectJson(
        await progress(sam, shortVideo, { positionSec: demoVideoSec }),
        200,
        progressAnswer,
      );
      expect(watched).toMatchObject({ completed: true, percent: 25 });
      // Seeking back to the start does not undo it; only completed:false does, and what was
      // watched stays watched.
      expect(
        (await expectJson(await progress(sam, shortVideo, { positionSec: 3 }), 200, progressAnswer))
          .completed,
      ).toBe(true);
      const undone = await progress(sam, shortVideo, { completed: false, positionSec: 5 });
      expect(await expectJson(undone, 200, progressAnswer)).toMatchObject({
        completed: false,
        percent: 0,
      });
      const redone = await progress(sam, shortVideo, { completed: true });
      expect((await expectJson(redone, 200, progressAnswer)).completed).toBe(true);
      await progress(sam, shortVideo, { completed: false });
      // The 90% rule is for videos: a position never finishes an article.
      const read = await expectJson(
        await progress(sam, article, { positionSec: 10_000 }),
        200,
        progressAnswer,
      );
      expect(read.completed).toBe(false);
    });

    it('takes an uploaded video’s length from the file, not from what its lesson declares', async () => {
      const upload = await ctx.request('/api/uploads/videos', {
        method: 'POST',
        body: readFileSync(new URL('../../../web/public/media/hero/hero.mp4', import.meta.url)),
        headers: { ...bearer(maya), 'content-type': 'video/mp4' },
      });
      const { url } = await expectJson(upload, 201, uploadAnswer);
      const uploaded = await publishCourse(ctx, admin, maya, [
        videoOnly('Ten minutes, it says', 600, { videoUrl: url }),
      ]);
      const viewer = await signUp(ctx, 'viewer@classroom.test');
      await buyCourse(ctx, viewer, uploaded.courseId);
      const [only] = uploaded.lessonIds as [string];
      const watched = await expectJson(await watchThrough(ctx, viewer, only), 200, progressAnswer);
      expect(watched).toMatchObject({ completed: true, percent: 100 });
    });

    it('gives nothing for completed sent for ten lessons in a second', async () => {
      const many = await publishCourse(ctx, admin, maya, [
        ...Array.from({ length: 4 }, (_, i) => videoOnly(`Clip ${i + 1}`, 60)),
        ...Array.from({ length: 3 }, (_, i) => articleOnly(`Note ${i + 1}`)),
        ...Array.from({ length: 3 }, (_, i) => exerciseLesson(`Drill ${i + 1}`)),
      ]);
      const rusher = await signUp(ctx, 'rusher@classroom.test');
      await buyCourse(ctx, rusher, many.courseId);
      const refusals = await Promise.all(
        many.lessonIds.map(async (id) => {
          await lesson(rusher, id);
          await progress(rusher, id, { positionSec: demoVideoSec });
          const res = await progress(rusher, id, { completed: true });
          return (await expectError(res, 409)).error.message;
        }),
      );
      expect(refusals.filter((m) => m.startsWith('Watch the video first'))).toHaveLength(4);
      expect(refusals.filter((m) => /more to read it first\.$/.test(m))).toHaveLength(3);
      expect(refusals.filter((m) => m.startsWith('Hand in a drawing'))).toHaveLength(3);
      const state = await expectJson(
        await send(ctx, rusher, 'GET', `/api/courses/${many.courseId}/progress`),
        200,
        courseProgress,
      );
      expect(state).toMatchObject({ percent: 0, completedLessonIds: [], certificateId: null });
      // The same student, given the time and the practice, finishes each kind.
      expect(
        (await expectJson(await watchThrough(ctx, rusher, many.lessonIds[0]!), 200, progressAnswer))
          .completed,
      ).toBe(true);
      expect(
        (await expectJson(await readThrough(ctx, rusher, many.lessonIds[4]!), 200, progressAnswer))
          .completed,
      ).toBe(true);
      expect((await handInFor(ctx, rusher, many.lessonIds[7]!)).status).toBe(201);
      const after = await expectJson(
        await send(ctx, rusher, 'GET', `/api/courses/${many.courseId}/progress`),
        200,
        courseProgress,
      );
      expect(after.percent).toBe(30);
    });

    it('reports the course’s percent and last lesson, in progress and in My Courses', async () => {
      expect((await readThrough(ctx, sam, article)).status).toBe(200);
      await progress(sam, exercise, { positionSec: 0 });
      const state = await courseState();
      expect(state).toMatchObject({ percent: 25, lastLessonId: exercise, certificateId: null });
      expect(state.completedLessonIds).toEqual([article]);
      const owned = await expectJson(
        await send(ctx, sam, 'GET', '/api/enrollments'),
        200,
        enrolledCourseList,
      );
      expect(owned.find((c) => c._id === course.courseId)).toMatchObject({
        percent: 25,
        lastLessonId: exercise,
      });
      // A course just bought, nothing opened yet.
      const other = await publishCourse(ctx, admin, maya, [articleOnly('Only lesson')]);
      await buyCourse(ctx, sam, other.courseId);
      const both = await expectJson(
        await send(ctx, sam, 'GET', '/api/enrollments'),
        200,
        enrolledCourseList,
      );
      expect(both[0]).toMatchObject({ _id: other.courseId, percent: 0, lastLessonId: null });
    });

    it('issues one certificate when the last lesson is finished, and lists and verifies it', async () => {
      expect((await watchThrough(ctx, sam, preview)).status).toBe(200);
      expect((await watchThrough(ctx, sam, shortVideo)).status).toBe(200);
      // The hand-in is the exercise's practice: it finishes the exercise, and so the course.
      expect((await handInFor(ctx, sam, exercise)).status).toBe(201);
      const finished = await courseState();
      expect(finished).toMatchObject({ percent: 100 });
      expect(finished.certificateId).toMatch(/^[0-9a-f-]{36}$/);
      const last = { certificateId: finished.certificateId };
      // Un-marking and finishing again keeps the one certificate.
      await progress(sam, exercise, { completed: false });
      expect((await courseState()).percent).toBe(75);
      const again = await expectJson(
        await progress(sam, exercise, { completed: true }),
        200,
        progressAnswer,
      );
      expect(again).toMatchObject({ completed: true, percent: 100 });
      expect((await courseState()).certificateId).toBe(last.certificateId);
      const mine = await expectJson(
        await send(ctx, sam, 'GET', '/api/certificates'),
        200,
        certificateList,
      );
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        _id: last.certificateId,
        courseId: course.courseId,
        studentName: sam.name,
        instructor: 'maya',
      });
      expect(mine[0]!.code).toMatch(/^GD-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
      const byId = await send(ctx, null, 'GET', `/api/certificates/${last.certificateId}`);
      expect(await expectJson(byId, 200, certificate)).toEqual(mine[0]);
      const byCode = await send(
        ctx,
        null,
        'GET',
        `/api/certificates/${mine[0]!.code.toLowerCase()}`,
      );
      expect(await expectJson(byCode, 200, certificate)).toEqual(mine[0]);
      for (const id of [unknownId, 'GD-0000-0000', 'x']) {
        await expectError(await send(ctx, null, 'GET', `/api/certificates/${id}`), 404);
      }
      await expectError(await send(ctx, null, 'GET', '/api/certificates/%00'), 400);
      await expectError(await send(ctx, null, 'GET', '/api/certificates'), 401);
      expect(
        await expectJson(
          await send(ctx, stranger, 'GET', '/api/certificates'),
          200,
          certificateList,
        ),
      ).toEqual([]);
    });

    it('issues the certificate when the last two lessons are finished at the same moment', async () => {
      const pair = await publishCourse(ctx, admin, maya, [articleOnly('One'), articleOnly('Two')]);
      await buyCourse(ctx, stranger, pair.courseId);
      for (const id of pair.lessonIds) {
        await progress(stranger, id, { positionSec: 0 });
        await spendTime(ctx, stranger, id, 30);
      }
      const answers = await Promise.all(
        pair.lessonIds.map(async (id) =>
          expectJson(await progress(stranger, id, { completed: true }), 200, progressAnswer),
        ),
      );
      const issued = answers.flatMap((answer) => answer.certificateId ?? []);
      expect(issued).toHaveLength(1);
      const state = await expectJson(
        await send(ctx, stranger, 'GET', `/api/courses/${pair.courseId}/progress`),
        200,
        courseProgress,
      );
      expect(state).toMatchObject({ percent: 100, certificateId: issued[0] });
    });

    it('keeps progress for the course’s students only, and refuses bad input storing nothing', async () => {
      const before = await ctx.snapshot();
      for (const who of [maya, admin, stranger, otherTeacher]) {
        await expectError(await progress(who, article, { completed: true }), 403);
        await expectError(
          await send(ctx, who, 'GET', `/api/courses/${course.courseId}/progress`),
          403,
        );
      }
      await expectError(await progress(sam, unknownId, { completed: true }), 404);
      await expectError(await send(ctx, sam, 'GET', `/api/courses/${unknownId}/progress`), 404);
      for (const body of [
        {},
        { completed: 'yes' },
        { positionSec: -1 },
        { positionSec: 1e9 },
        { positionSec: 5, extra: 1 },
        null,
      ]) {
        await expectError(await progress(sam, article, body), 400);
      }
      await expectError(await send(ctx, null, 'POST', `/api/lessons/${article}/progress`, {}), 401);
      expect(await ctx.snapshot()).toEqual(before);
    });

    it('takes a position every half second from one address, not faster', async () => {
      const save = () =>
        ctx.request(`/api/lessons/${preview}/progress`, {
          method: 'POST',
          json: { positionSec: 1 },
          headers: bearer(sam),
          client: '203.0.113.120',
        });
      for (let i = 0; i < 120; i += 1) expect((await save()).status).toBe(200);
      await expectError(await save(), 429, 'rate_limited');
    });

    it('keeps a course taken out of the catalog open to its students only', async () => {
      const denied = await send(ctx, admin, 'PATCH', `/api/newcourses/${course.submissionId}`, {
        status: 'denied',
      });
      expect(denied.status).toBe(200);
      expect((await lesson(sam, article)).status).toBe(200);
      expect((await lesson(maya, article)).status).toBe(200);
      await expectError(await lesson(stranger, article), 404);
      await expectError(await lesson(stranger, preview), 404);
      await expectError(await lesson(null, preview), 401);
    });
  },
  { env: adminEnv },
);
