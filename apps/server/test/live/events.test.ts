import { artEvent, errorCodes, insertedAnswer, myEventRegistrations } from '@glossy/contract';
import { desc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { events, mailOutbox } from '../../src/db/schema';
import { sendDueReminders } from '../../src/modules/live/reminders';
import { liveStore } from '../../src/modules/live/store';
import { createMailer } from '../../src/platform/mail/mail';
import {
  adminCredentials,
  adminEnv,
  bearer,
  signIn,
  signUp,
  type SignedIn,
} from '../support/actors';
import { articleOnly, buyCourse, publishCourse } from '../support/classroom';
import { expectError, expectJson, isSameOriginPath } from '../support/http';
import { newInstructor } from '../support/studio';
import { describeEachBackend } from '../support/test-app';

const hour = 3_600_000;
const anEvent = (extra: Record<string, unknown> = {}, startsInMs = 2 * 86_400_000) => {
  const startsAt = new Date(Date.now() + startsInMs);
  return {
    title: 'Gesture night',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * hour).toISOString(),
    location: 'Online, on the sketchpad',
    description: 'Thirty-second poses, then longer ones.',
    kind: 'live',
    ...extra,
  };
};

describeEachBackend(
  'live events',
  (ctx) => {
    let admin: SignedIn;
    let host: SignedIn;
    let otherHost: SignedIn;
    let student: SignedIn;
    beforeAll(async () => {
      admin = await signIn(ctx, adminCredentials.email, adminCredentials.password);
      host = await newInstructor(ctx, admin, 'host@events.test');
      otherHost = await newInstructor(ctx, admin, 'other-host@events.test');
      student = await signUp(ctx, 'student@events.test');
    });

    const getList = async (path: string) =>
      expectJson(await ctx.request(path), 200, z.array(artEvent.strict()));
    const schedule = async (who: SignedIn, body: unknown) =>
      ctx.request('/api/events', { method: 'POST', json: body, headers: bearer(who) });
    const scheduled = async (who: SignedIn, extra?: Record<string, unknown>, startsInMs?: number) =>
      Number(
        (await expectJson(await schedule(who, anEvent(extra, startsInMs)), 201, insertedAnswer))
          .insertedId,
      );
    const one = async (id: number) =>
      expectJson(await ctx.request(`/api/events/${id}`), 200, artEvent.strict());
    const mailsTo = (email: string) =>
      ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(desc(mailOutbox.createdAt));

    it('keeps the spec’s ten events, five upcoming soonest first and five old latest first, with the new fields', async () => {
      const now = Date.now();
      const upcoming = await getList('/api/events?when=upcoming');
      const old = await getList('/api/events?when=old');
      const spec = (list: typeof upcoming) => list.filter((e) => e.host.name === 'Glossy Drawer');
      expect(spec(upcoming)).toHaveLength(5);
      expect(spec(old)).toHaveLength(5);
      const time = (e: { date: string }) => Date.parse(e.date);
      expect(upcoming.every((e) => time(e) >= now && e.status === 'scheduled')).toBe(true);
      expect(old.every((e) => time(e) < now && e.status === 'ended')).toBe(true);
      expect(upcoming.map(time)).toEqual(upcoming.map(time).sort((a, b) => a - b));
      expect(old.map(time)).toEqual(old.map(time).sort((a, b) => b - a));
      for (const e of [...upcoming, ...old]) {
        expect(isSameOriginPath(e.imageURL), e.imageURL).toBe(true);
        expect(e.startsAt).toBe(e.date);
        expect(Date.parse(e.endsAt)).toBeGreaterThan(time(e));
      }
      await expectError(await ctx.request('/api/events?when=soon'), 400, errorCodes.badRequest);
    });

    it('lets an instructor schedule, change and describe an event, hosted by them', async () => {
      const id = await scheduled(host, { courseId: null });
      const event = await one(id);
      expect(event).toMatchObject({
        title: 'Gesture night',
        kind: 'live',
        status: 'scheduled',
        registered: 0,
        courseId: null,
        replayId: null,
        host: { name: 'host' },
      });
      expect((await getList('/api/events?when=upcoming')).map((e) => e.id)).toContain(id);
      const changed = await ctx.request(`/api/events/${id}`, {
        method: 'PATCH',
        json: { title: 'Gesture night, longer poses' },
        headers: bearer(host),
      });
      expect(await changed.json()).toEqual({ modifiedCount: 1 });
      expect((await one(id)).title).toBe('Gesture night, longer poses');
      const other = await ctx.request(`/api/events/${id}`, {
        method: 'PATCH',
        json: { title: 'Mine now' },
        headers: bearer(otherHost),
      });
      await expectError(other, 403, errorCodes.forbidden);
      const stored = await one(id);
      const tooLong = await ctx.request(`/api/events/${id}`, {
        method: 'PATCH',
        json: { endsAt: new Date(Date.parse(stored.startsAt) + 13 * hour).toISOString() },
        headers: bearer(host),
      });
      expect(Object.keys((await expectError(tooLong, 400)).error.fields ?? {})).toEqual(['endsAt']);
      const beforeStart = await ctx.request(`/api/events/${id}`, {
        method: 'PATCH',
        json: { startsAt: new Date(Date.parse(stored.endsAt) + hour).toISOString() },
        headers: bearer(host),
      });
      expect(Object.keys((await expectError(beforeStart, 400)).error.fields ?? {})).toEqual([
        'endsAt',
      ]);
      expect((await one(id)).title).toBe('Gesture night, longer poses');
      const hosted = async (who: SignedIn) =>
        expectJson(
          await ctx.request('/api/me/hosted-events', { headers: bearer(who) }),
          200,
          z.array(artEvent.strict()),
        );
      expect((await hosted(host)).map((e) => e.id)).toContain(id);
      expect((await hosted(otherHost)).map((e) => e.id)).not.toContain(id);
    });

    it('answers a calendar file the calendars open', async () => {
      const id = await scheduled(host, { title: 'Ink; wash, and line' });
      const res = await ctx.request(`/api/events/${id}/calendar.ics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(res.headers.get('content-disposition')).toContain('.ics');
      const ics = await res.text();
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics).toContain('SUMMARY:Ink\\; wash\\, and line\r\n');
      const start = (await one(id)).startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(ics).toContain(`DTSTART:${start}\r\n`);
      expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
        true,
      );
      expect((await ctx.request('/api/events/999999/calendar.ics')).status).toBe(404);
    });

    it('refuses what cannot be an event, field by field, and stores nothing', async () => {
      const before = (await getList('/api/events')).length;
      const cases: [Record<string, unknown>, string][] = [
        [
          { startsAt: new Date(Date.now() - hour).toISOString(), endsAt: new Date().toISOString() },
          'startsAt',
        ],
        [{ endsAt: new Date(Date.now() + hour).toISOString() }, 'endsAt'],
        [{ startsAt: 'tomorrow' }, 'startsAt'],
        [{ kind: 'webinar' }, 'kind'],
        [{ title: 'Night\u0000' }, 'title'],
        [{ title: '' }, 'title'],
        [{ description: 'x'.repeat(2001) }, 'description'],
        [{ imageURL: 'https://elsewhere.test/a.png' }, 'imageURL'],
        [{ courseId: '00000000-0000-4000-8000-000000000000' }, 'courseId'],
        [{ host: 'someone else' }, 'host'],
      ];
      for (const [extra, field] of cases) {
        const res = await schedule(host, anEvent(extra));
        expect(res.status, JSON.stringify(extra)).toBe(400);
        const body = await expectError(res, 400, errorCodes.badRequest);
        expect(Object.keys(body.error.fields ?? {}), JSON.stringify(extra)).toContain(field);
      }
      await expectError(await schedule(student, anEvent()), 403, errorCodes.forbidden);
      await expectError(
        await ctx.request('/api/events', { method: 'POST', json: anEvent() }),
        401,
        errorCodes.unauthorized,
      );
      expect((await getList('/api/events')).length).toBe(before);
    });

    it('registers a user once however often they ask, and lets them cancel', async () => {
      const id = await scheduled(host);
      const register = () =>
        ctx.request(`/api/events/${id}/registrations`, {
          method: 'POST',
          headers: bearer(student),
        });
      const first = await register();
      expect(first.status).toBe(201);
      const { insertedId } = (await first.json()) as { insertedId: string };
      const again = await register();
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ insertedId });
      expect((await one(id)).registered).toBe(1);
      const mine = await expectJson(
        await ctx.request('/api/me/event-registrations', { headers: bearer(student) }),
        200,
        myEventRegistrations,
      );
      expect(mine.registered).toContain(id);
      const cancel = () =>
        ctx.request(`/api/events/${id}/registrations`, {
          method: 'DELETE',
          headers: bearer(student),
        });
      expect(await (await cancel()).json()).toEqual({ deletedCount: 1 });
      expect(await (await cancel()).json()).toEqual({ deletedCount: 0 });
      expect((await one(id)).registered).toBe(0);
      expect(
        (
          await ctx.request('/api/events/999999/registrations', {
            method: 'POST',
            headers: bearer(student),
          })
        ).status,
      ).toBe(404);
    });

    it('keeps a live class of a course to its enrolled students', async () => {
      const course = await publishCourse(ctx, admin, host, [articleOnly('Warm-up')]);
      const id = await scheduled(host, { courseId: course.courseId });
      const outsider = await signUp(ctx, `outsider-${Date.now()}@events.test`);
      const register = (who: SignedIn) =>
        ctx.request(`/api/events/${id}/registrations`, { method: 'POST', headers: bearer(who) });
      await expectError(await register(outsider), 403, errorCodes.forbidden);
      const enrolled = await signUp(ctx, `enrolled-${Date.now()}@events.test`);
      await buyCourse(ctx, enrolled, course.courseId);
      expect((await register(enrolled)).status).toBe(201);
      expect((await one(id)).courseId).toBe(course.courseId);
    });

    it('cancels an event: its registered users are told, and it is gone', async () => {
      const id = await scheduled(host, { title: 'Portrait evening' });
      await ctx.request(`/api/events/${id}/registrations`, {
        method: 'POST',
        headers: bearer(student),
      });
      await expectError(
        await ctx.request(`/api/events/${id}`, { method: 'DELETE', headers: bearer(student) }),
        403,
        errorCodes.forbidden,
      );
      const res = await ctx.request(`/api/events/${id}`, {
        method: 'DELETE',
        headers: bearer(host),
      });
      expect(await res.json()).toEqual({ deletedCount: 1 });
      const [mail] = await mailsTo(student.email);
      expect(mail?.subject).toBe('Cancelled: Portrait evening');
      expect((await ctx.request(`/api/events/${id}`)).status).toBe(404);
      expect((await getList('/api/events')).map((e) => e.id)).not.toContain(id);
      const again = await ctx.request(`/api/events/${id}`, {
        method: 'DELETE',
        headers: bearer(host),
      });
      expect(again.status).toBe(404);
    });

    it('refuses registrations and changes once an event is over', async () => {
      const id = await scheduled(host);
      const now = new Date();
      await ctx.db
        .update(events)
        .set({
          startsAt: new Date(now.getTime() - 3 * hour),
          endsAt: new Date(now.getTime() - hour),
        })
        .where(eq(events.id, id));
      expect((await one(id)).status).toBe('ended');
      await expectError(
        await ctx.request(`/api/events/${id}/registrations`, {
          method: 'POST',
          headers: bearer(student),
        }),
        409,
        errorCodes.conflict,
      );
      await expectError(
        await ctx.request(`/api/events/${id}`, {
          method: 'PATCH',
          json: { title: 'Later' },
          headers: bearer(host),
        }),
        409,
        errorCodes.conflict,
      );
      expect((await getList('/api/events?when=old')).map((e) => e.id)).toContain(id);
    });

    it('reminds the registered users once, shortly before the start', async () => {
      const id = await scheduled(host, { title: 'Reminder check' }, 30 * 60_000);
      const listener = await signUp(ctx, `listener-${Date.now()}@events.test`);
      await ctx.request(`/api/events/${id}/registrations`, {
        method: 'POST',
        headers: bearer(listener),
      });
      const mailer = await createMailer({
        db: ctx.db,
        logger: pino({ level: 'silent' }),
        from: 'test@glossy.test',
      });
      const store = liveStore(ctx.db);
      expect(await sendDueReminders(store, mailer, ctx.config.publicUrl)).toBeGreaterThanOrEqual(1);
      const [mail] = await mailsTo(listener.email);
      expect(mail?.subject).toBe('Starting soon: Reminder check');
      expect(mail?.text).toContain(`/api/events/${id}/calendar.ics`);
      await sendDueReminders(store, mailer, ctx.config.publicUrl);
      expect(await mailsTo(listener.email)).toHaveLength(1);
    });
  },
  { env: adminEnv },
);
