import {
  markedRead,
  notificationMailDefaults,
  notificationPage,
  notificationSettings,
  unreadCount,
} from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import { announceLiveSoon } from '../../src/modules/notifications/live-soon';
import { createNotifications } from '../../src/modules/notifications/service';
import { createLogger } from '../../src/platform/observability/logger';
import { adminEnv, bearer, signUp, type SignedIn } from '../support/actors';
import { articleOnly, buyCourse, publishCourse } from '../support/classroom';
import { createDrawing } from '../support/drawings';
import { expectError, expectJson } from '../support/http';
import { exerciseLesson, newInstructor, send, signInAdmin } from '../support/studio';
import { describeEachBackend } from '../support/test-app';
import { readStream } from './stream-reader';

describeEachBackend(
  'notifications: the bell, its stream and its mails',
  (ctx) => {
    let admin: SignedIn;
    let teacher: SignedIn;
    let student: SignedIn;
    let other: SignedIn;
    let courseId = '';
    let exerciseId = '';
    let articleId = '';

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      teacher = await newInstructor(ctx, admin, 'teacher@bell.test');
      student = await signUp(ctx, 'student@bell.test', 'correct-horse-1', 'Sam Student');
      other = await signUp(ctx, 'other@bell.test');
      const course = await publishCourse(ctx, admin, teacher, [
        exerciseLesson('Three cubes'),
        articleOnly('Reading'),
      ]);
      courseId = course.courseId;
      [exerciseId, articleId] = course.lessonIds as [string, string];
      await buyCourse(ctx, student, courseId);
    });

    const list = async (who: SignedIn, query = '') =>
      expectJson(await send(ctx, who, 'GET', `/api/notifications${query}`), 200, notificationPage);
    const unread = async (who: SignedIn) =>
      (await expectJson(await send(ctx, who, 'GET', '/api/notifications/unread'), 200, unreadCount))
        .unread;
    const outboxTo = async (email: string) =>
      (
        (await (await send(ctx, admin, 'GET', '/api/admin/outbox?limit=100')).json()) as {
          to: string;
          subject: string;
        }[]
      ).filter((mail) => mail.to === email);
    const openStream = async (who: SignedIn) => {
      const abort = new AbortController();
      const res = await ctx.request('/api/notifications/stream', {
        headers: bearer(who),
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      return readStream(res, abort);
    };
    const handIn = async () => {
      const drawingId = await createDrawing(ctx, student, { title: 'Cubes' });
      const res = await send(ctx, student, 'POST', '/api/projects', {
        lessonId: exerciseId,
        drawingId,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { insertedId: string }).insertedId;
    };

    it('puts the purchase’s receipt in the buyer’s bell, and mails it by default', async () => {
      const { notifications, hasMore } = await list(student);
      expect(hasMore).toBe(false);
      expect(notifications.map((n) => n.kind)).toEqual(['receipt']);
      expect(notifications[0]).toMatchObject({
        read: false,
        title: expect.stringMatching(/^Receipt /),
      });
      expect(notifications[0]!.link).toMatch(/^\/dashboard\/payment\//);
      expect(await unread(student)).toBe(1);
      expect(await outboxTo('student@bell.test')).toHaveLength(1);
      expect((await list(other)).notifications).toEqual([]);
    });

    it('tells the student’s open stream of a critique at once, and no other user’s stream', async () => {
      const mine = await openStream(student);
      const theirs = await openStream(other);
      await mine.next((e) => e.type === 'ready');
      await theirs.next((e) => e.type === 'ready');
      const projectId = await handIn();
      const teacherList = await list(teacher);
      expect(teacherList.notifications[0]).toMatchObject({
        kind: 'hand-in',
        link: `/dashboard/projects/${projectId}`,
      });

      const critique = await send(ctx, teacher, 'POST', `/api/projects/${projectId}/comments`, {
        text: 'Lovely cubes: push the shadow side darker.',
        atMs: 100,
        x: 10,
        y: 10,
      });
      expect(critique.status).toBe(201);
      const heard = await mine.next((e) => e.type === 'notification');
      expect(heard).toMatchObject({
        type: 'notification',
        unread: 2,
        notification: { kind: 'critique', link: `/dashboard/projects/${projectId}`, read: false },
      });
      if (heard.type !== 'notification') throw new Error('not a notification');
      expect(heard.notification.text).toContain('push the shadow side darker');
      // Give the other stream the time it would need, then check it heard nothing.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(theirs.events.map((e) => e.type)).toEqual(['ready']);
      mine.close();
      theirs.close();
    });

    it('marks one read (the owner only) and all read, and tells the other tabs the count', async () => {
      const tab = await openStream(student);
      await tab.next((e) => e.type === 'ready');
      const [newest] = (await list(student)).notifications;
      await expectError(
        await send(ctx, other, 'POST', `/api/notifications/${newest!._id}/read`),
        403,
      );
      await expectError(
        await send(ctx, admin, 'POST', `/api/notifications/${newest!._id}/read`),
        403,
      );
      await expectError(
        await send(
          ctx,
          student,
          'POST',
          '/api/notifications/00000000-0000-4000-8000-000000000000/read',
        ),
        404,
      );
      await expectError(await send(ctx, student, 'POST', '/api/notifications/not-an-id/read'), 404);
      const before = await unread(student);
      const once = await send(ctx, student, 'POST', `/api/notifications/${newest!._id}/read`);
      expect((await expectJson(once, 200, markedRead)).modifiedCount).toBe(1);
      await tab.next((e) => e.type === 'read' && e.unread === before - 1);
      const twice = await send(ctx, student, 'POST', `/api/notifications/${newest!._id}/read`);
      expect((await expectJson(twice, 200, markedRead)).modifiedCount).toBe(0);
      expect((await list(student)).notifications[0]!.read).toBe(true);

      const all = await send(ctx, student, 'POST', '/api/notifications/read');
      expect((await expectJson(all, 200, markedRead)).modifiedCount).toBe(before - 1);
      await tab.next((e) => e.type === 'read' && e.unread === 0);
      expect(await unread(student)).toBe(0);
      tab.close();
    });

    it('pages newest first', async () => {
      for (let i = 0; i < 3; i += 1) await handIn();
      const first = await list(teacher, '?limit=2');
      expect(first).toMatchObject({ page: 1, limit: 2, hasMore: true });
      const second = await list(teacher, '?limit=2&page=2');
      const all = (await list(teacher)).notifications;
      expect([...first.notifications, ...second.notifications].map((n) => n._id)).toEqual(
        all.slice(0, 4).map((n) => n._id),
      );
      const times = all.map((n) => Date.parse(n.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      await expectError(await send(ctx, teacher, 'GET', '/api/notifications?limit=51'), 400);
      await expectError(await send(ctx, teacher, 'GET', '/api/notifications?page=0'), 400);
      await expectError(await send(ctx, teacher, 'GET', '/api/notifications?sort=old'), 400);
    });

    it('keeps mail choices per kind: defaults, changes, refusals', async () => {
      const path = '/api/notifications/settings';
      expect(
        await expectJson(await send(ctx, other, 'GET', path), 200, notificationSettings),
      ).toEqual(notificationMailDefaults);
      const saved = await expectJson(
        await send(ctx, student, 'PUT', path, { critique: false, 'live-soon': true }),
        200,
        notificationSettings,
      );
      expect(saved).toEqual({ ...notificationMailDefaults, critique: false, 'live-soon': true });
      for (const bad of [{}, { critique: 'no' }, { sms: true }, { critique: null }]) {
        await expectError(await send(ctx, student, 'PUT', path, bad), 400);
      }
      expect(
        await expectJson(await send(ctx, student, 'GET', path), 200, notificationSettings),
      ).toEqual(saved);

      const mailsBefore = (await outboxTo('student@bell.test')).length;
      const projectId = await handIn();
      await send(ctx, teacher, 'POST', `/api/projects/${projectId}/comments`, {
        text: 'Not mailed, only belled.',
        atMs: 0,
        x: 1,
        y: 1,
      });
      expect((await list(student)).notifications[0]).toMatchObject({ kind: 'critique' });
      expect(await outboxTo('student@bell.test')).toHaveLength(mailsBefore);
    });

    it('tells the asker of an answer, and the instructor of the course’s review', async () => {
      const asked = await send(ctx, student, 'POST', `/api/lessons/${articleId}/questions`, {
        text: 'How dark should the core shadow be?',
      });
      const questionId = ((await asked.json()) as { insertedId: string }).insertedId;
      await send(ctx, teacher, 'POST', `/api/questions/${questionId}/answers`, {
        text: 'Darker than you think.',
      });
      expect((await list(student)).notifications[0]).toMatchObject({
        kind: 'answer',
        text: 'Darker than you think.',
        link: `/learn/${courseId}/${articleId}`,
      });
      // The answer mail follows the default (on): the notice itself, with the link.
      const mails = await outboxTo('student@bell.test');
      expect(mails.some((mail) => /answered your question/.test(mail.subject))).toBe(true);

      const reviewed = (await list(teacher)).notifications.find((n) => n.kind === 'course-review');
      expect(reviewed?.title).toMatch(/was approved$/);
    });

    it('announces a live class 15 minutes ahead to its enrolled students, once across instances', async () => {
      const startsAt = new Date(Date.now() + 10 * 60_000);
      const res = await send(ctx, teacher, 'POST', '/api/events', {
        title: `Shadow clinic ${ctx.backend}`,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
        location: 'Online, on the sketchpad',
        description: 'Core shadows and cast shadows.',
        kind: 'live',
        courseId,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const logger = createLogger('silent');
      const mailer = { send: async () => ({ id: 'x', delivered: false }) };
      // Two instances look at the same moment: only one claim succeeds.
      const [a, b] = await Promise.all(
        [0, 1].map(async () =>
          announceLiveSoon(
            ctx.db,
            await createNotifications({ config: ctx.config, db: ctx.db, logger, mailer }),
          ),
        ),
      );
      expect((a ?? 0) + (b ?? 0)).toBe(1);
      const soon = (await list(student)).notifications.filter((n) => n.kind === 'live-soon');
      expect(soon).toHaveLength(1);
      expect(soon[0]!.title).toContain('Shadow clinic');
      expect((await list(teacher)).notifications.some((n) => n.kind === 'live-soon')).toBe(false);
    });

    it('refuses a stream to an anonymous caller or a bad token', async () => {
      await expectError(await ctx.request('/api/notifications/stream'), 401);
      await expectError(
        await ctx.request('/api/notifications/stream', {
          headers: { authorization: 'Bearer nope' },
        }),
        401,
      );
    });
  },
  { env: adminEnv },
);
