import type { BoardAction } from '@glossy/contract';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../../src/lib/auth/session';
import type { LiveBoardSink } from '../../src/features/live/room/board-feed';
import { useLiveRoom } from '../../src/features/live/room/useLiveRoom';
import { ana, sessionState } from '../community/session-mock';
import { boardFrame, chatEvent, emptyRoomState, FakeLiveSocket } from './fake-live-socket';

vi.mock('../../src/lib/auth/session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  const { mockedSession } = await import('../community/session-mock');
  return { ...actual, useSession: mockedSession };
});

const host = { id: 'u-host', name: 'Maya', role: 'host' as const };
const watcher = { id: 'u-ana', name: 'Ana', role: 'watcher' as const };
const guest = { id: 'u-ben', name: 'Ben' };
const stroke: BoardAction = { k: 'pts', p: [1, 1, 0.5, 0, 0, 16] };

let sockets: FakeLiveSocket[] = [];

beforeEach(() => {
  sockets = [];
  sessionState.user = ana;
  vi.stubGlobal(
    'WebSocket',
    class extends FakeLiveSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionState.user = null;
});

function enter(you: typeof host | typeof watcher, room = emptyRoomState()) {
  const view = renderHook(() => useLiveRoom(7));
  const socket = sockets[0]!;
  const sink = { load: vi.fn<LiveBoardSink['load']>(), apply: vi.fn(() => true) };
  act(() => {
    socket.open();
    socket.say({ t: 'welcome', you, room, seq: 1, acked: 0, viewers: 3 });
    socket.sayBoard([1]);
    view.result.current.feed!.attach(sink);
  });
  return { view, socket, sink };
}

describe('the live room in a page', () => {
  it('opens the room at its own address and shows the room as it arrives', () => {
    const { view, sink } = enter(watcher);
    expect(sockets[0]!.url).toBe('ws://localhost:3000/api/live/7/socket');
    expect(view.result.current.state).toMatchObject({ phase: 'open', viewers: 3, you: watcher });
    expect(view.result.current.room?.status).toBe('live');
    expect(sink.load).toHaveBeenCalledWith(boardFrame([1]));
  });

  it('paints the drawer’s actions on a watcher’s board, and folds the chat', () => {
    const { view, socket, sink } = enter(watcher);
    act(() => {
      socket.event(2, { k: 'board', by: 'u-host', a: stroke });
      socket.event(3, chatEvent('hello'));
    });
    expect(sink.apply).toHaveBeenCalledWith(stroke);
    expect(view.result.current.room?.chat.map((m) => m.text)).toEqual(['hello']);
  });

  it('leaves the host’s own actions and a non-drawer’s off the host’s board', () => {
    const { socket, sink } = enter(host);
    act(() => {
      socket.event(2, { k: 'board', by: 'u-host', a: stroke });
      socket.event(3, { k: 'board', by: 'u-ben', a: stroke });
    });
    expect(sink.apply).not.toHaveBeenCalled();
  });

  it('asks for the board, forgetting unsent strokes, when the pen goes to a guest', () => {
    const { view, socket, sink } = enter(host);
    act(() => {
      view.result.current.connection!.sendBoard(stroke);
      socket.event(2, { k: 'pen', user: guest, layer: 'guest-u-ben' });
      socket.event(3, { k: 'board', by: 'u-ben', a: stroke });
    });
    expect(view.result.current.connection!.unacknowledged).toHaveLength(0);
    expect(socket.of('resync')).toHaveLength(1);
    expect(view.result.current.room?.pen).toEqual(guest);
    expect(sink.apply).toHaveBeenCalledWith(stroke);
  });

  it('says so when a command cannot reach the room', () => {
    const view = renderHook(() => useLiveRoom(7));
    let sent = true;
    act(() => {
      sent = view.result.current.send({ t: 'chat', text: 'hello' });
    });
    expect(sent).toBe(false);
  });
});
