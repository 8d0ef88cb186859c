import { liveCloseCodes, type BoardAction, type LiveServerMessage } from '@glossy/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveConnection,
  liveSocketUrl,
  type LiveListener,
} from '../../src/features/live/room/live-connection';
import { reconnectDelay } from '../../src/features/live/room/reconnect-policy';
import { boardFrame, chatEvent, emptyRoomState, FakeLiveSocket } from './fake-live-socket';

const host = { id: 'u-host', name: 'Lucas', role: 'host' as const };
const watcher = { id: 'u-ana', name: 'Ana', role: 'watcher' as const };

type Welcome = Extract<LiveServerMessage, { t: 'welcome' }>;
const welcome = (extra: Partial<Welcome> = {}): Welcome => ({
  t: 'welcome',
  you: watcher,
  room: emptyRoomState(),
  seq: 0,
  acked: 0,
  viewers: 1,
  ...extra,
});

const stroke = (i: number): BoardAction => ({ k: 'pts', p: [i, i, 0.5, 0, 0, i * 16] });

function setup({ token = 'token-1' as string | null, renew = true } = {}) {
  const sockets: FakeLiveSocket[] = [];
  let currentToken = token;
  const listener = {
    arrive: vi.fn<LiveListener['arrive']>(),
    event: vi.fn<LiveListener['event']>(),
    refused: vi.fn<LiveListener['refused']>(),
  };
  const renewToken = vi.fn(async () => {
    if (renew) currentToken = 'token-2';
    return renew;
  });
  const connection = new LiveConnection(
    {
      url: liveSocketUrl('https://glossy.test', 7),
      token: () => currentToken,
      renewToken,
      openSocket: (url) => {
        const socket = new FakeLiveSocket(url);
        sockets.push(socket);
        return socket;
      },
      delay: (attempt) => reconnectDelay(attempt, () => 1),
    },
    listener,
  );
  connection.start();
  const last = () => sockets[sockets.length - 1]!;
  /** Opens the newest socket and lets the room welcome it with `extra` and the board. */
  const join = (extra: Partial<Welcome> = {}) => {
    last().open();
    const message = welcome(extra);
    last().say(message);
    if (message.room) last().sayBoard([1, 2, 3]);
    return last();
  };
  return { connection, sockets, listener, renewToken, last, join };
}

const seqsHeard = (listener: { event: { mock: { calls: [number, unknown][] } } }) =>
  listener.event.mock.calls.map(([seq]) => seq);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live room connection', () => {
  it('joins with the token and no sequence, then takes the room and its board', () => {
    const { connection, last, listener, join } = setup();
    expect(last().url).toBe('wss://glossy.test/api/live/7/socket');
    expect(connection.getState().phase).toBe('connecting');
    join({ seq: 12, viewers: 40 });
    expect(last().sent[0]).toEqual({ t: 'join', token: 'token-1' });
    expect(last().binaryType).toBe('arraybuffer');
    expect(listener.arrive).toHaveBeenCalledWith(emptyRoomState(), boardFrame([1, 2, 3]), 12);
    expect(connection.getState()).toMatchObject({ phase: 'open', you: watcher, viewers: 40 });
  });

  it('sends no token for a visitor', () => {
    const { last } = setup({ token: null });
    last().open();
    expect(last().sent[0]).toEqual({ t: 'join' });
  });

  it('hands on each event once, in sequence, and passes over what it has seen', () => {
    const { listener, join } = setup();
    const socket = join({ seq: 3 });
    socket.event(2, chatEvent('before the board'));
    socket.event(3, chatEvent('in the board'));
    socket.event(4, chatEvent('first'));
    socket.event(4, chatEvent('first again'));
    socket.event(5, chatEvent('second'));
    expect(seqsHeard(listener)).toEqual([4, 5]);
  });

  it('takes a frame of several events as those events, in sequence', () => {
    const { listener, join } = setup();
    const socket = join({ seq: 3 });
    socket.events(
      3,
      [3, 4, 5].map((seq) => chatEvent(`line ${seq}`)),
    );
    socket.event(6, chatEvent('after'));
    expect(seqsHeard(listener)).toEqual([4, 5, 6]);
  });

  it('holds the events that come before the board frame until it is in', () => {
    const { listener, last } = setup();
    last().open();
    last().say(welcome({ seq: 8 }));
    last().event(9, chatEvent('early'));
    expect(listener.event).not.toHaveBeenCalled();
    last().sayBoard([9]);
    expect(listener.arrive).toHaveBeenCalledOnce();
    expect(seqsHeard(listener)).toEqual([9]);
  });

  it('asks for the board once when a sequence is skipped, and takes what follows it', () => {
    const { listener, join } = setup();
    const socket = join({ seq: 1 });
    socket.event(3, chatEvent('after a gap'));
    socket.event(4, chatEvent('still after it'));
    expect(socket.of('resync')).toHaveLength(1);
    expect(listener.event).not.toHaveBeenCalled();
    socket.say(welcome({ seq: 4 }));
    socket.sayBoard([4]);
    socket.event(5, chatEvent('back in step'));
    expect(listener.arrive).toHaveBeenCalledTimes(2);
    expect(seqsHeard(listener)).toEqual([5]);
  });

  it('reads the samples of the stroke it follows, and asks for the board for one it lacks', () => {
    const { listener, join } = setup();
    const socket = join({ seq: 3 });
    const first = [10, 20, 0.25, 30, -12, 0, 10.5, 20.25, 0.3, 30, -12, 4.2];
    const second = [11.25, 20.5, 0.35, 31, -11, 8.3];
    const begin = { k: 'board', by: 'u-host', a: { k: 'begin', op: {} } };
    socket.frame(4, [
      { kind: 'json', json: JSON.stringify(begin) },
      { kind: 'pts', p: first, before: [], had: 0 },
      { kind: 'pts', p: second, before: first, had: 2 },
      { kind: 'none' },
    ]);
    expect(listener.event.mock.calls).toEqual([
      [4, begin],
      [5, { k: 'board', by: 'u-host', a: { k: 'pts', p: first } }],
      [6, { k: 'board', by: 'u-host', a: { k: 'pts', p: second } }],
      [7, { k: 'none' }],
    ]);
    expect(socket.of('resync')).toHaveLength(0);
    // Samples told against a stroke this tab never had: its number passes, the board is asked for.
    socket.frame(8, [{ kind: 'pts', p: second, before: first, had: 40 }]);
    socket.frame(9, [{ kind: 'pts', p: second, before: first, had: 41 }]);
    expect(listener.event).toHaveBeenLastCalledWith(9, { k: 'none' });
    expect(socket.of('resync')).toHaveLength(1);
  });

  it('comes back after a drop with the sequence it has, and keeps its room', () => {
    const { connection, sockets, listener, join, last } = setup();
    join({ seq: 5 }).event(6, chatEvent('one'));
    sockets[0]!.drop(1006);
    expect(connection.getState().phase).toBe('reconnecting');
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent[0]).toEqual({ t: 'join', token: 'token-1', since: 6 });
    last().say(welcome({ seq: 7, room: null }));
    last().event(7, chatEvent('missed'));
    expect(listener.arrive).toHaveBeenCalledOnce();
    expect(seqsHeard(listener)).toEqual([6, 7]);
    expect(connection.getState().phase).toBe('open');
  });

  it('waits longer after each failed attempt, ten seconds at most, and starts over once in', () => {
    const { sockets, last } = setup();
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const before = sockets.length;
      last().drop(1006);
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    last().open();
    last().say(welcome());
    last().drop(1011);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(9);
  });

  it('numbers board actions from the last one acknowledged and resends the rest after a drop', () => {
    const { connection, sockets, join, last } = setup();
    const first = join({ you: host, acked: 40 });
    connection.sendBoard(stroke(1));
    connection.sendBoard(stroke(2));
    connection.sendBoard(stroke(3));
    expect(first.of('board').map((m) => m.n)).toEqual([41, 42, 43]);
    first.say({ t: 'ack', n: 41 });
    expect(connection.unacknowledged.map((a) => a.n)).toEqual([42, 43]);
    first.drop(1006);
    // Drawn while away: kept, numbered on.
    connection.sendBoard(stroke(4));
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    last().open();
    last().say(welcome({ you: host, room: null, seq: 0, acked: 42 }));
    expect(last().of('board')).toEqual([
      { t: 'board', n: 43, a: stroke(3) },
      { t: 'board', n: 44, a: stroke(4) },
    ]);
    connection.sendBoard(stroke(5));
    expect(last().of('board').at(-1)?.n).toBe(45);
  });

  it('keeps numbering on after a resync, whose welcome says nothing was acknowledged', () => {
    const { connection, join } = setup();
    const socket = join({ you: host, acked: 9 });
    connection.sendBoard(stroke(1));
    socket.say({ t: 'ack', n: 10 });
    socket.say(welcome({ you: host, acked: 0, seq: 3 }));
    socket.sayBoard([3]);
    connection.sendBoard(stroke(2));
    expect(socket.of('board').map((m) => m.n)).toEqual([10, 11]);
  });

  it('drops a refused board action and asks for the board again', () => {
    const { connection, listener, join } = setup();
    const socket = join({ you: host });
    connection.sendBoard(stroke(1));
    connection.sendBoard(stroke(2));
    socket.say({ t: 'refused', message: 'No stroke is open', n: 1 });
    expect(socket.of('resync')).toHaveLength(1);
    expect(connection.unacknowledged.map((a) => a.n)).toEqual([2]);
    expect(listener.refused).toHaveBeenCalledWith('No stroke is open');
  });

  it('shows a refusal without a number and asks for nothing', () => {
    const { connection, listener, join } = setup();
    const socket = join();
    expect(connection.send({ t: 'chat', text: 'hello' })).toBe(true);
    socket.say({ t: 'refused', message: 'You are sending messages too fast; wait a few seconds' });
    expect(listener.refused).toHaveBeenCalledOnce();
    expect(socket.of('resync')).toHaveLength(0);
  });

  it('forgets its own unsent actions when the pen is taken away', () => {
    const { connection, join } = setup();
    const socket = join({ you: host });
    connection.sendBoard(stroke(1));
    connection.discardOwnAndResync();
    expect(connection.unacknowledged).toHaveLength(0);
    expect(socket.of('resync')).toHaveLength(1);
  });

  it('sends no command before the room has let it in', () => {
    const { connection, last } = setup();
    last().open();
    expect(connection.send({ t: 'hand', up: true })).toBe(false);
    expect(last().sent).toEqual([{ t: 'join', token: 'token-1' }]);
  });

  it.each([
    [liveCloseCodes.ended, 'This live event has ended'],
    [liveCloseCodes.notFound, 'No such event'],
    [liveCloseCodes.forbidden, 'This live class is for the students of its course'],
    [liveCloseCodes.unauthorized, 'Please log in first.'],
  ])('stops for good on close code %i and says why', (code, reason) => {
    const { connection, sockets, join } = setup();
    join().drop(code, reason);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(connection.getState()).toMatchObject({
      phase: 'closed',
      closed: { code, message: reason },
    });
  });

  it('says something of its own when the room closes without a reason', () => {
    const { connection, join } = setup();
    join().drop(liveCloseCodes.ended);
    expect(connection.getState().closed?.message).toBe('This live event has ended.');
  });

  it('renews an expired token and comes back at once with the new one and its sequence', async () => {
    const { sockets, renewToken, join, last } = setup();
    join({ seq: 4 }).drop(liveCloseCodes.expired);
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(renewToken).toHaveBeenCalledOnce();
    last().open();
    expect(last().sent[0]).toEqual({ t: 'join', token: 'token-2', since: 4 });
  });

  it('asks the user to log in again when the token cannot be renewed', async () => {
    const { connection, join } = setup({ renew: false });
    join().drop(liveCloseCodes.expired);
    await vi.waitFor(() => expect(connection.getState().phase).toBe('closed'));
    expect(connection.getState().closed).toEqual({
      code: liveCloseCodes.unauthorized,
      message: 'Your session has expired. Please log in again.',
    });
  });

  it('falls back to waiting when a renewed token is refused again before a welcome', async () => {
    const { sockets, renewToken, join, last } = setup();
    join().drop(liveCloseCodes.expired);
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    last().open();
    last().drop(liveCloseCodes.expired);
    expect(renewToken).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(3);
  });

  it('lets the socket go quietly when the page leaves', () => {
    const { connection, sockets, join } = setup();
    const socket = join();
    connection.stop();
    expect(socket.closedWith?.code).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects at once when asked while waiting', () => {
    const { connection, sockets, join } = setup();
    join().drop(1006);
    connection.retryNow();
    expect(sockets).toHaveLength(2);
  });

  it('counts the viewers the room reports', () => {
    const { connection, join } = setup();
    join().say({ t: 'viewers', count: 1204 });
    expect(connection.getState().viewers).toBe(1204);
  });
});
