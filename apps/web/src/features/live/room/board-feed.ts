import type { BoardAction } from '@glossy/contract';

/** What a board on the page does with what the room draws. */
export interface LiveBoardSink {
  /** The board as the room has it (a snapshot's bytes): replaces what it showed. */
  load(bytes: Uint8Array): void;
  /**
   * The next action of whoever holds the pen (never this tab's own); false when the board cannot
   * take it where it is (an undo past the history it holds) and needs the room's board again.
   */
  apply(action: BoardAction): boolean;
}

/** Actions kept after a snapshot for a board to come; past this, the room's board is asked again. */
const keptActions = 5_000;

/**
 * Carries the room's board to the board on the page, which comes and goes apart from the socket
 * (it mounts after the first snapshot may have arrived, and is made again when the pen comes or
 * goes). The last snapshot and the actions after it are kept for a board to come; once this tab
 * has drawn on a board itself, or too much came since, they are not the board any more, and a
 * board to come asks the room for it.
 */
export class BoardFeed {
  private sink: LiveBoardSink | null = null;
  private bytes: Uint8Array | null = null;
  private since: BoardAction[] = [];
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
    this.feed(this.sink, own);
  }

  /** An action from the room; `mine` when this tab drew it (it is on this board already). */
  apply(action: BoardAction, mine: boolean): void {
    if (mine) {
      this.forget();
      return;
    }
    if (this.sink) this.feed(this.sink, [action]);
    if (this.stale) return;
    this.since.push(action);
    if (this.since.length > keptActions) this.forget();
  }

  attach(sink: LiveBoardSink): () => void {
    this.sink = sink;
    if (this.stale) this.requestBoard();
    else if (this.bytes) {
      sink.load(this.bytes);
      this.feed(sink, this.since);
    }
    return () => {
      if (this.sink === sink) this.sink = null;
    };
  }

  private forget(): void {
    this.stale = this.bytes !== null;
    this.since = [];
  }

  private feed(sink: LiveBoardSink, actions: readonly BoardAction[]): void {
    for (const action of actions) {
      if (sink.apply(action)) continue;
      this.requestBoard();
      return;
    }
  }
}
