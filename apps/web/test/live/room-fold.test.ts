import { describe, expect, it } from 'vitest';
import { foldRoom, holdsPen, roomView } from '../../src/features/live/room/room-fold';
import { chatEvent, emptyRoomState } from './fake-live-socket';

const ana = { id: 'u-ana', name: 'Ana' };
const ben = { id: 'u-ben', name: 'Ben' };

describe('the room folded in a tab', () => {
  it('keeps the same room for board events that change no brush', () => {
    const room = roomView(emptyRoomState());
    expect(foldRoom(room, 1, { k: 'board', by: 'u-host', a: { k: 'end' } })).toBe(room);
    const tool = { k: 'tool', brush: 'pencil', color: '#112233', size: 4 } as const;
    const withTool = foldRoom(room, 2, { k: 'board', by: 'u-host', a: tool });
    expect(withTool.tool).toEqual({ brush: 'pencil', color: '#112233', size: 4 });
    expect(foldRoom(withTool, 3, { k: 'board', by: 'u-host', a: tool })).toBe(withTool);
  });

  it('numbers chat by sequence and deletes by that number', () => {
    let room = roomView(emptyRoomState());
    room = foldRoom(room, 5, chatEvent('hello'));
    room = foldRoom(room, 6, chatEvent('again'));
    room = foldRoom(room, 7, { k: 'chat-deleted', id: 5 });
    expect(room.chat.map((m) => [m.id, m.text])).toEqual([[6, 'again']]);
  });

  it('raises and lowers hands once each, and the pen lowers its holder’s', () => {
    let room = roomView(emptyRoomState());
    room = foldRoom(room, 1, { k: 'hand', user: ana, up: true });
    room = foldRoom(room, 2, { k: 'hand', user: ana, up: true });
    room = foldRoom(room, 3, { k: 'hand', user: ben, up: true });
    expect(room.hands).toEqual([ana, ben]);
    room = foldRoom(room, 4, { k: 'pen', user: ana, layer: 'guest-u-ana' });
    expect(room.hands).toEqual([ben]);
    expect(room.penLayer).toBe('guest-u-ana');
  });

  it('says who may draw: the host, unless a guest holds the pen; nobody before Start', () => {
    const host = { id: 'u-host', role: 'host' };
    const guest = { id: 'u-ana', role: 'watcher' };
    expect(holdsPen(emptyRoomState(), host)).toBe(true);
    expect(holdsPen(emptyRoomState(), guest)).toBe(false);
    expect(holdsPen(emptyRoomState({ pen: ana }), host)).toBe(false);
    expect(holdsPen(emptyRoomState({ pen: ana }), guest)).toBe(true);
    expect(holdsPen(emptyRoomState({ status: 'scheduled' }), host)).toBe(false);
  });

  it('mutes and unmutes, and follows the status', () => {
    let room = roomView(emptyRoomState({ status: 'scheduled' }));
    room = foldRoom(room, 1, { k: 'muted', user: 'u-ben', muted: true });
    expect(room.muted).toEqual(['u-ben']);
    room = foldRoom(room, 2, { k: 'muted', user: 'u-ben', muted: false });
    expect(room.muted).toEqual([]);
    room = foldRoom(room, 3, { k: 'status', status: 'ended', replayId: 'd-1' });
    expect(room).toMatchObject({ status: 'ended', replayId: 'd-1' });
  });
});
