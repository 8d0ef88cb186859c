import type { ChatMessage, LivePerson, RoomState, SequencedRoomEvent } from '@glossy/contract';
import type { LiveBoardState } from '@glossy/canvas/live';

/**
 * What a snapshot keeps besides the board, enough to rebuild the room without its whole log: the
 * room as a tab sees it, with the whole chat.
 */
export type SavedRoom = RoomState;

/** The chat a late joiner is shown; the whole chat is kept with the recording. */
const chatShown = 200;

/**
 * A room folded from its events, the same way on every instance and in every tab: the board,
 * who holds the pen, the raised hands, the muted, the chat. A board action from anyone but the
 * pen's holder, or one the board refuses, changes nothing here as everywhere else.
 */
export class RoomModel {
  seq: number;
  /** Where this model began (a snapshot's sequence): what it knows of refusals starts there. */
  readonly from: number;
  status: RoomState['status'];
  readonly hands = new Map<string, LivePerson>();
  pen: LivePerson | null;
  penLayer: string | null;
  readonly muted: Set<string>;
  chat: ChatMessage[];
  replayId: string | null;
  /** The board's history does not reach as far as an undo asked: rebuild it from the log. */
  stale = false;
  /** Board actions the fold refused: never sent on, so no tab draws what the room did not. */
  readonly refused = new Set<number>();

  constructor(
    readonly hostId: string,
    public board: LiveBoardState,
    saved: SavedRoom,
    seq = 0,
  ) {
    this.seq = seq;
    this.from = seq;
    this.status = saved.status;
    for (const person of saved.hands) this.hands.set(person.id, person);
    this.pen = saved.pen;
    this.penLayer = saved.penLayer;
    this.muted = new Set(saved.muted);
    this.chat = saved.chat;
    this.replayId = saved.replayId;
  }

  /** Who may draw now: the guest holding the pen, else the host. */
  get drawer(): string {
    return this.pen?.id ?? this.hostId;
  }

  /** The drawer's limits: a guest draws on the guest layer only. */
  get limits(): { layer: string } | undefined {
    return this.pen && this.penLayer ? { layer: this.penLayer } : undefined;
  }

  /** Applies the next event; one already applied (a repeat) is passed over. */
  apply({ seq, e }: SequencedRoomEvent): void {
    if (seq <= this.seq) return;
    this.seq = seq;
    switch (e.k) {
      case 'board':
        if (e.by !== this.drawer || this.board.check(e.by, e.a, this.limits) !== null) {
          this.refused.add(seq);
          return;
        }
        if (this.board.apply(e.by, e.a) === 'rebuild') this.stale = true;
        return;
      case 'chat':
        this.chat.push({ id: seq, by: e.by, text: e.text, at: e.at, step: e.step });
        return;
      case 'chat-deleted':
        this.chat = this.chat.filter((message) => message.id !== e.id);
        return;
      case 'hand':
        if (e.up) this.hands.set(e.user.id, e.user);
        else this.hands.delete(e.user.id);
        return;
      case 'muted':
        if (e.muted) this.muted.add(e.user);
        else this.muted.delete(e.user);
        return;
      case 'pen':
        this.pen = e.user;
        this.penLayer = e.layer;
        if (e.user) this.hands.delete(e.user.id);
        return;
      case 'status':
        this.status = e.status;
        this.replayId = e.replayId;
        return;
      case 'none':
        return;
    }
  }

  saved(): SavedRoom {
    return {
      status: this.status,
      hands: [...this.hands.values()],
      pen: this.pen,
      penLayer: this.penLayer,
      muted: [...this.muted],
      chat: this.chat,
      replayId: this.replayId,
    };
  }

  /** The room as a tab needs it on arrival. */
  view(): RoomState {
    return { ...this.saved(), chat: this.chat.slice(-chatShown) };
  }
}

export const emptyRoom = (status: RoomState['status']): SavedRoom => ({
  status,
  hands: [],
  pen: null,
  penLayer: null,
  muted: [],
  chat: [],
  replayId: null,
});
