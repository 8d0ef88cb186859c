import { chatMessage, liveCloseCodes } from '@glossy/contract';
import { decodeSnapshot, FrameReader, snapshotOpenOp } from '@glossy/canvas/live';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { drawings, events, mailOutbox } from '../../src/db/schema';
import { adminCredentials, adminEnv, signIn, signUp, type SignedIn } from '../support/actors';
import { articleOnly, buyCourse, publishCourse } from '../support/classroom';
import { expectJson } from '../support/http';
import {
  connectRoom,
  isWelcome,
  joinRoom,
  type Heard,
  type RoomSocket,
} from '../support/live-socket';
import type { Listening } from '../support/raw-http';
import { newInstructor } from '../support/studio';
import { describeEachBackend } from '../support/test-app';
import { register, scheduleLive, strokeActions } from './room-fixtures';

type Event = Extract<Heard, { t: 'event' }>;
const isEvent = (m: Heard): m is Event => m.t === 'event';
const isRefused = (m: Heard): m is Extract<Heard, { t: 'refused' }> => m.t === 'refused';

describeEachBackend(
  'live rooms',
  (ctx) => {
    let server: Listening;
    let admin: SignedIn;
    let host: SignedIn;
    let otherHost: SignedIn;
    let fan: SignedIn;
    let passerby: SignedIn;
    let eventId: number;
    const sockets: RoomSocket[] = [];
    const join = async (
      who: SignedIn | null,
      id = eventId,
      since?: number,
      reader?: FrameReader,
    ) => {
      const joined = await joinRoom(server.url, id, who?.token, since, reader);
      sockets.push(joined.socket);
      return joined;
    };
    /** Sends the host's board actions numbered from `from`, each acknowledged. */
    const draw = async (
      socket: RoomSocket,
      actions: ReturnType<typeof strokeActions>,
      from: number,
    ) => {
      actions.forEach((a, i) => socket.send({ t: 'board', n: from + i, a }));
      const last = from + actions.length - 1;
      await socket.until((m) => m.t === 'ack' && m.n === last);
      return last + 1;
    };

    beforeAll(async () => {
      server = await ctx.listen();
      admin = await signIn(ctx, adminCredentials.email, adminCredentials.password);
      host = await newInstructor(ctx, admin, 'host@rooms.test');
      otherHost = await newInstructor(ctx, admin, 'other@rooms.test');
      fan = await signUp(ctx, 'fan@rooms.test');
      passerby = await signUp(ctx, 'passerby@rooms.test');
      eventId = await scheduleLive(ctx, host);
      await register(ctx, fan, eventId);
      return () => sockets.forEach((socket) => socket.close());
    });

    it('lets in whom the event is for, in their part, and closes on the rest with a reason', async () => {
      expect((await join(host)).welcome.you.role).toBe('host');
      expect((await join(fan)).welcome.you.role).toBe('watcher');
      expect((await join(otherHost)).welcome.you.role).toBe('watcher');
      expect((await join(admin)).welcome.you.role).toBe('watcher');
      const visitor = await join(null);
      expect(visitor.welcome.you).toMatchObject({ role: 'watcher', name: 'Visitor' });
      expect(visitor.welcome.room?.status).toBe('scheduled');
      await visitor.socket.until(() => visitor.socket.snapshots.length === 1);

      const refusedWith = async (id: number | string, token?: string) => {
        const socket = connectRoom(server.url, id);
        socket.send({ t: 'join', ...(token ? { token } : {}) });
        return (await socket.closed).code;
      };
      expect(await refusedWith(999_999)).toBe(liveCloseCodes.notFound);
      const inPerson = await scheduleLive(ctx, host, { kind: 'in-person', location: 'Room 4' });
      expect(await refusedWith(inPerson)).toBe(liveCloseCodes.notFound);
      expect(await refusedWith(eventId, 'not-a-token')).toBe(liveCloseCodes.expired);

      const course = await publishCourse(ctx, admin, host, [articleOnly('Warm-up')]);
      const classId = await scheduleLive(ctx, host, { courseId: course.courseId });
      expect(await refusedWith(classId)).toBe(liveCloseCodes.unauthorized);
      expect(await refusedWith(classId, passerby.token)).toBe(liveCloseCodes.forbidden);
      expect(await refusedWith(classId, otherHost.token)).toBe(liveCloseCodes.forbidden);
      const student = await signUp(ctx, 'student@rooms.test');
      await buyCourse(ctx, student, course.courseId);
      expect((await join(student, classId)).welcome.you.role).toBe('watcher');
      expect((await join(host, classId)).welcome.you.role).toBe('host');
      expect((await join(admin, classId)).welcome.you.role).toBe('watcher');

      // Nothing before `join`, and no path but a room's socket.
      const early = connectRoom(server.url, eventId);
      early.send({ t: 'chat', text: 'hello' });
      expect((await early.closed).code).toBe(liveCloseCodes.unauthorized);
    });

    it('sends the host’s strokes to every watcher in order, once, and refuses anyone else’s marks', async () => {
      const { socket: hostSocket, welcome } = await join(host);
      const { socket: watcher } = await join(fan);
      const { socket: stranger } = await join(passerby);
      const before = welcome.seq;
      hostSocket.send({ t: 'board', n: 1, a: strokeActions(1)[0]! });
      expect((await hostSocket.next(isRefused)).message).toMatch(/not started/);

      hostSocket.send({ t: 'start' });
      await watcher.until((m) => isEvent(m) && m.e.k === 'status' && m.e.status === 'live');
      const n = await draw(hostSocket, strokeActions(1), 1);
      // A resend after a dropped connection: the same numbers, taken once.
      await draw(hostSocket, strokeActions(1), 1);
      await draw(hostSocket, strokeActions(2), n);
      await watcher.until((m) => isEvent(m) && m.e.k === 'board' && m.e.a.k === 'end', 0);
      const boardEvents = () => watcher.events().filter((m) => m.e.k === 'board');
      await watcher.until(() => boardEvents().length === 8);
      expect(boardEvents().map((m) => (m.e.k === 'board' ? m.e.a.k : ''))).toEqual([
        'begin',
        'pts',
        'pts',
        'end',
        'begin',
        'pts',
        'pts',
        'end',
      ]);
      const seqs = watcher.events().map((m) => m.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(seqs.length);
      expect(seqs[0]).toBeGreaterThan(before);

      // Samples with no stroke open: the room refuses them, and tabs get only their number.
      const at = watcher.messages.length;
      await draw(hostSocket, [{ k: 'pts', p: [1, 2, 0.5, 0, 0, 0] }], n + 4);
      const refusedByRoom = await watcher.next(isEvent, at);
      expect(refusedByRoom.e).toEqual({ k: 'none' });

      // A watcher's forged marks, a host's command, a false name: refused, nothing appended.
      const count = watcher.events().length;
      const forged = strokeActions(9);
      stranger.send({ t: 'board', n: 1, a: forged[0]! });
      expect((await stranger.next(isRefused)).message).toMatch(/pen/);
      for (const command of [
        { t: 'end' },
        { t: 'start' },
        { t: 'pen', user: passerby.userId },
        { t: 'mute', user: fan.userId, muted: true },
      ] as const) {
        const from = stranger.messages.length;
        stranger.send(command);
        expect((await stranger.next(isRefused, from)).message).toBe('Only the host can do that');
      }
      stranger.send('{"t":"chat","text":"hi","by":{"id":"x","name":"Host"}}');
      await stranger.until((m) => isRefused(m) && /Unrecognized|unrecognized/.test(m.message));
      stranger.send('not json');
      await stranger.until((m) => isRefused(m) && m.message === 'Messages are JSON');
      expect(watcher.events().length).toBe(count);
    });

    it('lets registered watchers chat and raise a hand; the host deletes, mutes and lowers', async () => {
      const { socket: hostSocket } = await join(host);
      const { socket: watcher } = await join(fan);
      const { socket: stranger } = await join(passerby);
      stranger.send({ t: 'chat', text: 'let me in' });
      expect((await stranger.next(isRefused)).message).toMatch(/Register/);
      for (const text of ['bad\u0000byte', '<img src=x onerror=alert(1)>', '']) {
        const from = watcher.messages.length;
        watcher.send({ t: 'chat', text });
        if (text.startsWith('<')) {
          const said = await hostSocket.until(
            (m) => isEvent(m) && m.e.k === 'chat' && m.e.text === text,
          );
          expect(said).toMatchObject({ e: { by: { id: fan.userId } } });
        } else {
          await watcher.next(isRefused, from);
        }
      }
      watcher.send({ t: 'hand', up: true });
      await hostSocket.until((m) => isEvent(m) && m.e.k === 'hand' && m.e.up);
      hostSocket.send({ t: 'hand', up: false, user: fan.userId });
      await watcher.until((m) => isEvent(m) && m.e.k === 'hand' && !m.e.up);

      watcher.send({ t: 'chat', text: 'delete me' });
      const said = await watcher.until(
        (m) => isEvent(m) && m.e.k === 'chat' && m.e.text === 'delete me',
      );
      hostSocket.send({ t: 'delete-chat', id: (said as Event).seq });
      await watcher.until(
        (m) => isEvent(m) && m.e.k === 'chat-deleted' && m.e.id === (said as Event).seq,
      );
      hostSocket.send({ t: 'mute', user: fan.userId, muted: true });
      await watcher.until((m) => isEvent(m) && m.e.k === 'muted');
      const from = watcher.messages.length;
      watcher.send({ t: 'chat', text: 'still here?' });
      expect((await watcher.next(isRefused, from)).message).toMatch(/muted/);
      hostSocket.send({ t: 'mute', user: fan.userId, muted: false });
      await watcher.until((m) => isEvent(m) && m.e.k === 'muted' && !m.e.muted, from);
      // Five in ten seconds, then a wait.
      const burst = watcher.messages.length;
      for (let i = 0; i < 6; i++) watcher.send({ t: 'chat', text: `line ${i}` });
      expect((await watcher.next(isRefused, burst)).message).toMatch(/too fast/);
    });

    it('gives a late joiner the board as it is, and a reconnect only what it missed', async () => {
      const { socket: hostSocket, welcome } = await join(host);
      let n = welcome.acked + 1;
      for (let seed = 10; seed < 14; seed++) n = await draw(hostSocket, strokeActions(seed), n);
      const late = await join(fan);
      const snapshotSeq = late.welcome.seq;
      await late.socket.until(() => late.socket.snapshots.length === 1);
      const board = decodeSnapshot(late.socket.snapshots[0]!);
      expect(board.seq).toBe(snapshotSeq);
      expect(late.welcome.room?.status).toBe('live');

      n = await draw(hostSocket, strokeActions(20), n);
      const again = await join(fan, eventId, snapshotSeq);
      expect(again.welcome.room).toBeNull();
      await again.socket.until((m) => isEvent(m) && m.e.k === 'board' && m.e.a.k === 'end');
      const missed = again.socket.events();
      expect(missed[0]!.seq).toBe(snapshotSeq + 1);
      expect(again.socket.snapshots).toHaveLength(0);
    });

    it('gives one who joins mid-stroke the stroke so far, and the rest of it as drawn', async () => {
      const { socket: hostSocket, welcome } = await join(host);
      const [begin, first, second, end] = strokeActions(40, 30);
      const n = await draw(hostSocket, [begin!, first!], welcome.acked + 1);
      const late = await join(fan);
      await late.socket.until(() => late.socket.snapshots.length === 1);
      const midway = late.welcome.seq;
      const board = decodeSnapshot(late.socket.snapshots[0]!);
      expect(board.open?.by).toBe(host.userId);
      expect(board.open?.op.t === 'stroke' && board.open.op.points).toEqual(
        first!.k === 'pts' && first!.p,
      );

      await draw(hostSocket, [second!, end!], n);
      const isEnd = (m: Heard) => isEvent(m) && m.e.k === 'board' && m.e.a.k === 'end';
      await late.socket.until(isEnd);
      const rest = late.socket.events().map((event) => event.e);
      expect(rest).toContainEqual({ k: 'board', by: host.userId, a: second });
      expect(rest).not.toContainEqual({ k: 'none' });

      // A tab that comes back mid-stroke goes on from what it held.
      const held = new FrameReader();
      held.arrive(snapshotOpenOp(late.socket.snapshots[0]!));
      const again = await join(fan, eventId, midway, held);
      expect(again.welcome.room).toBeNull();
      await again.socket.until(isEnd);
      expect(again.socket.events()).toEqual(late.socket.events());
    });

    it('hands the pen to a watcher, on a layer of their own, and takes it back', async () => {
      const { socket: hostSocket, welcome } = await join(host);
      const { socket: guest, welcome: guestWelcome } = await join(fan);
      hostSocket.send({ t: 'pen', user: fan.userId });
      const pen = (await guest.until(
        (m) => isEvent(m) && m.e.k === 'pen' && m.e.user !== null,
      )) as Event;
      const layer = pen.e.k === 'pen' ? pen.e.layer! : '';
      expect(layer).toMatch(/^guest-/);
      // The host waits; the guest draws on the guest layer only.
      hostSocket.send({ t: 'board', n: welcome.acked + 1, a: strokeActions(30)[0]! });
      expect((await hostSocket.next(isRefused)).message).toMatch(/pen/);
      const from = guest.messages.length;
      guest.send({ t: 'board', n: guestWelcome.acked + 1, a: strokeActions(31)[0]! });
      expect((await guest.next(isRefused, from)).message).toMatch(/own layer/);
      await draw(guest, strokeActions(32, 12, layer, '#dc2626'), guestWelcome.acked + 1);
      await hostSocket.until(
        (m) => isEvent(m) && m.e.k === 'board' && m.e.by === fan.userId && m.e.a.k === 'end',
      );
      hostSocket.send({ t: 'pen', user: null });
      await guest.until((m) => isEvent(m) && m.e.k === 'pen' && m.e.user === null);
      const after = guest.messages.length;
      guest.send({ t: 'board', n: guestWelcome.acked + 10, a: strokeActions(33, 12, layer)[0]! });
      expect((await guest.next(isRefused, after)).message).toMatch(/pen/);
    });

    it('refuses forged and malformed frames without a crash, and changes nothing', async () => {
      const { socket: watcher } = await join(fan);
      const { socket: observer } = await join(admin);
      const seen = observer.events().length;
      const frames = [
        '{"t":"board","n":1,"a":{"k":"op","op":{"t":"clear"}}}',
        '{"t":"board","n":-1,"a":{"k":"undo"}}',
        '{"t":"board","n":1,"a":{"k":"pts","p":[1,2,3]}}',
        '{"t":"chat","text":"x".repeat(2)}',
        `{"t":"chat","text":"${'x'.repeat(501)}"}`,
        '{"t":"hand","up":"yes"}',
        '{"t":"join","token":"again"}',
        '{"t":"mute","user":"","muted":true}',
        '{"t":"__proto__","constructor":{"prototype":{"polluted":true}}}',
        `${'['.repeat(100)}${']'.repeat(100)}`,
        'null',
        '42',
      ];
      for (const frame of frames) {
        const from = watcher.messages.length;
        watcher.send(frame);
        await watcher.next(isRefused, from);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(observer.events().length).toBe(seen);

      const big = connectRoom(server.url, eventId);
      big.send({ t: 'join', token: fan.token });
      await big.until(isWelcome);
      big.send(JSON.stringify({ t: 'chat', text: 'y'.repeat(300 * 1024) }));
      expect((await big.closed).code).toBe(1009);

      const flood = connectRoom(server.url, eventId);
      flood.send({ t: 'join', token: fan.token });
      await flood.until(isWelcome);
      for (let i = 0; i < 80; i++) flood.send({ t: 'hand', up: i % 2 === 0 });
      expect((await flood.closed).code).toBe(liveCloseCodes.tooMany);

      // The room still answers.
      const after = await join(fan);
      expect(after.welcome.you.role).toBe('watcher');
    });

    it('ends the session as a replay with its chat, tells the registered, and closes the room', async () => {
      const { socket: hostSocket } = await join(host);
      const { socket: watcher } = await join(fan);
      hostSocket.send({ t: 'end' });
      const ended = (await watcher.until(
        (m) => isEvent(m) && m.e.k === 'status' && m.e.status === 'ended',
      )) as Event;
      const replayId = ended.e.k === 'status' ? ended.e.replayId : null;
      expect(replayId).toBeTruthy();
      expect((await watcher.closed).code).toBe(liveCloseCodes.ended);
      const [row] = await ctx.db.select().from(events).where(eq(events.id, eventId));
      expect(row).toMatchObject({ replayId });
      expect(row?.endedAt).toBeInstanceOf(Date);
      const [drawing] = await ctx.db.select().from(drawings).where(eq(drawings.id, replayId!));
      expect(drawing).toMatchObject({ visibility: 'public', ownerId: host.userId });
      expect(drawing!.strokes).toBeGreaterThanOrEqual(7);
      const event = await expectJson(
        await ctx.request(`/api/events/${eventId}`),
        200,
        z.object({ status: z.string(), replayId: z.string().nullable() }),
      );
      expect(event).toEqual({ status: 'ended', replayId });
      const chat = await expectJson(
        await ctx.request(`/api/events/${eventId}/chat`),
        200,
        z.array(chatMessage),
      );
      expect(chat.map((m) => m.text)).toContain('<img src=x onerror=alert(1)>');
      expect(chat.map((m) => m.text)).not.toContain('delete me');
      expect(chat.every((m) => m.step >= 0)).toBe(true);
      const mails = await ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'fan@rooms.test'));
      expect(mails.some((m) => m.subject === 'Replay ready: Ink night')).toBe(true);
      const late = connectRoom(server.url, eventId);
      late.send({ t: 'join', token: fan.token });
      expect((await late.closed).code).toBe(liveCloseCodes.ended);
    });
  },
  { env: adminEnv },
);
