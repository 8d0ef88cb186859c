import type { BoardAction } from '@glossy/contract';

/** What a board on the page does with what the room draws. */
export interface LiveBoardSink {
  /** The board as the room has it (a snapshot's bytes): replaces what it showed. */
  load(bytes: Uint8Array): void;
  /** The next action of whoever holds the pen (never this tab's own). */
  apply(action: BoardAction): void;
}

/**
 * Carries the room's board to the board on the page, which comes and goes apart from the socket
 * (it mounts after the first snapshot may have arrived; a guest's board is made again when the
 * pen comes). What arrives before a board is there waits for it; a board that comes back after
 * one went has missed what was drawn meanwhile, so the room is asked for the board again.
 */
export class BoardFeed {
  private sink: LiveBoardSink | null = null;
  private bytes: Uint8Array | null = null;
  private since: BoardAction[] = [];
  /** The kept snapshot is older than what a board since gone was fed. */
  private stale = false;

  constructor(private readonly requestBoard: () => void) {}

  /**
   * The room's board arrived. `own` are this tab's actions the room has not taken yet: drawn
   * here, not in the snapshot, and coming to the room after it; they stay on this board.
   */
  arrive(bytes: Uint8Array, own: readonly BoardAction[] = []): void {
    this.bytes = bytes;
    this.since = [...own];
    this.stale = false;
    if (!this.sink) return;
    this.sink.load(bytes);
    for (const action of own) this.sink.apply(action);
  }

  /** An action from the room; `mine` when this tab drew it (it is on this board already). */
  apply(action: BoardAction, mine: boolean): void {
    if (mine) return;
    if (this.sink) this.sink.apply(action);
    else if (this.bytes && !this.stale) this.since.push(action);
  }

  attach(sink: LiveBoardSink): () => void {
    this.sink = sink;
    if (this.stale) this.requestBoard();
    else if (this.bytes) {
      sink.load(this.bytes);
      for (const action of this.since) sink.apply(action);
    }
    this.since = [];
    return () => {
      if (this.sink !== sink) return;
      this.sink = null;
      // The board that goes was fed past the snapshot kept here: the snapshot is old now.
      this.stale = this.bytes !== null;
    };
  }
}
