import type { BoardAction, LivePerson, RoomEvent, RoomState } from '@glossy/contract';

/** The brush the one drawing holds, as their last `tool` action said. */
export type ToolShown = Omit<Extract<BoardAction, { k: 'tool' }>, 'k'>;

/** The room as the page shows it: the server's room state and the drawer's brush. */
export interface RoomView extends RoomState {
  tool: ToolShown | null;
}

/** The chat a tab keeps: enough to scroll back through a session, bounded for a long one. */
const chatKept = 300;

export const roomView = (room: RoomState, tool: ToolShown | null = null): RoomView => ({
  ...room,
  tool,
});

const withoutHand = (hands: LivePerson[], id: string) => hands.filter((hand) => hand.id !== id);

/**
 * The room after one event, folded as the server's room model folds it. Board events change
 * only the brush shown: the same object comes back for every other, so the page does not render
 * for each batch of samples.
 */
export function foldRoom(room: RoomView, seq: number, e: RoomEvent): RoomView {
  switch (e.k) {
    case 'board': {
      if (e.a.k !== 'tool') return room;
      const { brush, color, size } = e.a;
      const same = room.tool?.brush === brush && room.tool.color === color;
      return same && room.tool?.size === size ? room : { ...room, tool: { brush, color, size } };
    }
    case 'chat': {
      const message = { id: seq, by: e.by, text: e.text, at: e.at, step: e.step };
      return { ...room, chat: [...room.chat, message].slice(-chatKept) };
    }
    case 'chat-deleted':
      return { ...room, chat: room.chat.filter((message) => message.id !== e.id) };
    case 'hand': {
      const hands = withoutHand(room.hands, e.user.id);
      return { ...room, hands: e.up ? [...hands, e.user] : hands };
    }
    case 'muted': {
      const muted = room.muted.filter((id) => id !== e.user);
      return { ...room, muted: e.muted ? [...muted, e.user] : muted };
    }
    case 'pen':
      return {
        ...room,
        pen: e.user,
        penLayer: e.layer,
        hands: e.user ? withoutHand(room.hands, e.user.id) : room.hands,
      };
    case 'status':
      return { ...room, status: e.status, replayId: e.replayId };
    default:
      // Nothing the page shows (a refused action whose number only passes).
      return room;
  }
}

/** Whether `me` may draw now: the host unless a guest holds the pen, or that guest. */
export function holdsPen(
  room: Pick<RoomState, 'pen' | 'status'>,
  me: { id: string; role: string },
) {
  if (room.status !== 'live') return false;
  return me.role === 'host' ? room.pen === null : room.pen?.id === me.id;
}
