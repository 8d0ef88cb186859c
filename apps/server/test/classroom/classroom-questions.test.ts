import {
  deletedAnswer,
  insertedAnswer,
  lessonQuestionList,
  teacherQuestionList,
} from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import { adminEnv, bearer, signUp, type SignedIn } from '../support/actors';
import { articleOnly, buyCourse, publishCourse, type PublishedCourse } from '../support/classroom';
import { expectError, expectJson } from '../support/http';
import { newInstructor, send, signInAdmin } from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';

describeEachBackend(
  'classroom: lesson questions and answers',
  (ctx: TestApp) => {
    let admin: SignedIn;
    let maya: SignedIn;
    let noor: SignedIn;
    let sam: SignedIn;
    let ida: SignedIn;
    let stranger: SignedIn;
    let mayas: PublishedCourse;
    let noors: PublishedCourse;
    let [lesson, preview] = ['', ''];

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      maya = await newInstructor(ctx, admin, 'maya@questions.test');
      noor = await newInstructor(ctx, admin, 'noor@questions.test');
      sam = await signUp(ctx, 'sam@questions.test');
      ida = await signUp(ctx, 'ida@questions.test');
      stranger = await signUp(ctx, 'stranger@questions.test');
      mayas = await publishCourse(ctx, admin, maya, [
        articleOnly('Free taste', true),
        articleOnly('Inking'),
      ]);
      [preview, lesson] = mayas.lessonIds as [string, string];
      noors = await publishCourse(ctx, admin, noor, [articleOnly('Noor’s lesson')]);
      for (const who of [sam, ida]) await buyCourse(ctx, who, mayas.courseId);
      await buyCourse(ctx, sam, noors.courseId);
    });

    const ask = (who: SignedIn | null, lessonId: string, text: string) =>
      send(ctx, who, 'POST', `/api/lessons/${lessonId}/questions`, { text });
    const reply = (who: SignedIn | null, questionId: string, text: string) =>
      send(ctx, who, 'POST', `/api/questions/${questionId}/answers`, { text });
    const asked = async (who: SignedIn, lessonId: string, text: string) =>
      (await expectJson(await ask(who, lessonId, text), 201, insertedAnswer)).insertedId!;
    const thread = async (who: SignedIn | null, lessonId = lesson) =>
      expectJson(
        await send(ctx, who, 'GET', `/api/lessons/${lessonId}/questions`),
        200,
        lessonQuestionList,
      );
    const inbox = async (who: SignedIn, query = '') => {
      const res = await send(ctx, who, 'GET', `/api/questions${query}`);
      const rows = await expectJson(res, 200, teacherQuestionList);
      return { rows, total: Number(res.headers.get('x-total-count')) };
    };

    it('lets students ask, and anyone in the course answer; the instructor’s answers are marked', async () => {
      const script = '<script>alert(1)</script> & <b>bold</b>?';
      const first = await asked(sam, lesson, script);
      const second = await asked(ida, lesson, 'How dark should the shadow side be?');
      await expectJson(await reply(ida, first, 'I wondered too.'), 201, insertedAnswer);
      let questions = await thread(sam);
      expect(questions.map((q) => q._id)).toEqual([first, second]);
      expect(questions[0]).toMatchObject({
        lessonId: lesson,
        author_name: 'sam',
        image: '/media/site/avatar.webp',
        text: script,
        answered: false,
        mine: true,
      });
      expect(questions[1]!.mine).toBe(false);
      expect(questions[0]!.answers).toMatchObject([
        { text: 'I wondered too.', byInstructor: false },
      ]);

      await expectJson(await reply(maya, first, 'Nothing runs here.'), 201, insertedAnswer);
      await expectJson(await reply(admin, second, 'Darker than you think.'), 201, insertedAnswer);
      questions = await thread(maya);
      expect(questions.every((q) => q.answered && !q.mine)).toBe(true);
      expect(questions[0]!.answers.map((a) => [a.author_name, a.byInstructor])).toEqual([
        ['ida', false],
        ['maya', true],
      ]);
      expect(questions[1]!.answers[0]!.byInstructor).toBe(true);
      // The instructor and admins may ask too.
      await asked(maya, lesson, 'Share your inking results below!');
    });

    it('keeps the discussion of a paid lesson to its course; a preview’s is anyone’s to read', async () => {
      await expectError(await send(ctx, null, 'GET', `/api/lessons/${lesson}/questions`), 401);
      await expectError(await send(ctx, stranger, 'GET', `/api/lessons/${lesson}/questions`), 403);
      await expectError(await send(ctx, noor, 'GET', `/api/lessons/${lesson}/questions`), 403);
      await expectError(await send(ctx, sam, 'GET', `/api/lessons/${unknownId}/questions`), 404);
      const previewQuestion = await asked(sam, preview, 'Is the free lesson enough to start?');
      expect((await thread(null, preview)).map((q) => q._id)).toEqual([previewQuestion]);
      const before = await ctx.snapshot();
      await expectError(await ask(stranger, preview, 'Can I ask without buying?'), 403);
      await expectError(await ask(noor, lesson, 'Not my course'), 403);
      await expectError(await ask(null, lesson, 'Anonymous'), 401);
      await expectError(await ask(sam, unknownId, 'Nowhere'), 404);
      await expectError(await reply(stranger, previewQuestion, 'Me neither'), 403);
      await expectError(await reply(noor, previewQuestion, 'Not mine'), 403);
      await expectError(await reply(sam, unknownId, 'Gone'), 404);
      for (const text of ['', '   ', 'Bell\u0007', 'Null\u0000', 'x'.repeat(2001)]) {
        await expectError(await ask(sam, lesson, text), 400);
        await expectError(await reply(sam, previewQuestion, text), 400);
      }
      expect(await ctx.snapshot()).toEqual(before);
    });

    it('shows instructors the questions of their own courses, newest first; admins all; students none', async () => {
      const noorsQuestion = await asked(sam, noors.lessonIds[0]!, 'Which brush for the sketch?');
      const mine = await inbox(maya);
      expect(mine.rows.length).toBe(mine.total);
      expect(mine.rows.every((q) => q.courseId === mayas.courseId)).toBe(true);
      expect(mine.rows[0]).toMatchObject({ lessonTitle: 'Free taste', courseId: mayas.courseId });
      const created = mine.rows.map((q) => Date.parse(q.date));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      const waiting = await inbox(maya, '?unanswered=true');
      expect(waiting.rows.every((q) => !q.answered)).toBe(true);
      expect(waiting.total).toBe(mine.rows.filter((q) => !q.answered).length);
      const paged = await inbox(maya, '?limit=1&page=2');
      expect(paged).toEqual({ rows: [mine.rows[1]], total: mine.total });
      const noorsInbox = await inbox(noor, '?unanswered=true');
      expect(noorsInbox.rows.map((q) => q._id)).toEqual([noorsQuestion]);
      expect(noorsInbox.rows[0]).toMatchObject({ courseName: expect.any(String), answers: [] });
      const everything = await inbox(admin);
      expect(everything.total).toBe(mine.total + 1);
      await expectError(await send(ctx, sam, 'GET', '/api/questions'), 403);
      await expectError(await send(ctx, null, 'GET', '/api/questions'), 401);
      await expectError(await send(ctx, maya, 'GET', '/api/questions?unanswered=maybe'), 400);
    });

    it('gives questions, answers and reviews one budget per student: 30 in ten minutes, whoever shares the address', async () => {
      const client = '203.0.113.30';
      const eve = await signUp(ctx, 'eve@questions.test');
      await buyCourse(ctx, eve, mayas.courseId);
      const post = (url: string, json: unknown) =>
        ctx.request(url, { method: 'POST', json, headers: bearer(eve), client });
      const first = await post(`/api/lessons/${lesson}/questions`, { text: 'Budget 1' });
      const question = (await expectJson(first, 201, insertedAnswer)).insertedId!;
      for (let i = 2; i <= 29; i += 1) {
        expect(
          (await post(`/api/questions/${question}/answers`, { text: `More ${i}` })).status,
        ).toBe(201);
      }
      const review = await post(`/api/courses/${mayas.courseId}/reviews`, {
        rating: 4,
        review: 'Fine',
      });
      expect(review.status).toBe(201);
      const limited = await post(`/api/lessons/${lesson}/questions`, { text: 'One too many' });
      await expectError(limited, 429, 'rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // A classmate behind the same school address keeps a budget of their own.
      const classmate = await ctx.request(`/api/questions/${question}/answers`, {
        method: 'POST',
        json: { text: 'Mine still counts' },
        headers: bearer(sam),
        client,
      });
      expect(classmate.status).toBe(201);
      await send(ctx, admin, 'DELETE', `/api/questions/${question}`);
    });

    it('lets a question’s author or an admin delete it, with its answers', async () => {
      const mistake = await asked(ida, lesson, 'Oops, wrong lesson');
      await reply(maya, mistake, 'No problem');
      const other = await asked(ida, lesson, 'Another one');
      for (const who of [sam, maya, noor, stranger]) {
        await expectError(await send(ctx, who, 'DELETE', `/api/questions/${mistake}`), 403);
      }
      await expectError(await send(ctx, null, 'DELETE', `/api/questions/${mistake}`), 401);
      const removed = await send(ctx, ida, 'DELETE', `/api/questions/${mistake}`);
      expect(await expectJson(removed, 200, deletedAnswer)).toEqual({ deletedCount: 1 });
      const byAdmin = await send(ctx, admin, 'DELETE', `/api/questions/${other}`);
      expect(await expectJson(byAdmin, 200, deletedAnswer)).toEqual({ deletedCount: 1 });
      const left = (await thread(sam)).map((q) => q._id);
      expect(left).not.toContain(mistake);
      expect(left).not.toContain(other);
      await expectError(await send(ctx, ida, 'DELETE', `/api/questions/${mistake}`), 404);
      await expectError(await reply(sam, mistake, 'Too late'), 404);
    });
  },
  { env: adminEnv },
);
