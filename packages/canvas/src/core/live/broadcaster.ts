import type { ShapeOp, StrokeOp } from '../doc/ops';
import type { Engine, EngineEvent } from '../engine/engine';
import { SAMPLE_STRIDE } from '../ink/sample';
import type { FrameScheduler } from '../frames';
import { MAX_BATCH_SAMPLES, type LiveAction } from './actions';

type ToolAction = Extract<LiveAction, { k: 'tool' }>;

/** What the broadcaster has told of the live op so far. */
interface Told {
  op: StrokeOp | ShapeOp;
  /** Numbers of a stroke's points sent. */
  sent: number;
  /** A shape's corner as last sent. */
  x1: number;
  y1: number;
}

const BATCH = MAX_BATCH_SAMPLES * SAMPLE_STRIDE;

/**
 * Tells what is drawn on an engine as live actions. It adds no work per sample: the live op's
 * samples grow in place, and `flush` (once an animation frame) sends what came since the last
 * one as a single 'pts'. Whatever ends, replaces or undoes the live op flushes first, so the
 * order on the wire is the order on the board. With `frames`, it asks for a frame whenever it
 * has something to send and flushes there itself.
 */
export class LiveBroadcaster {
  private live: Told | null = null;
  private pendingTool: ToolAction | null = null;
  private toldTool: ToolAction | null = null;
  private quiet = false;
  private frame: number | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    engine: Engine,
    private readonly send: (a: LiveAction) => void,
    private readonly frames?: FrameScheduler,
  ) {
    this.unsubscribe = engine.subscribe((e) => this.hear(e));
  }

  /** Sends the samples or the shape's corner that came since the last flush, and a new brush. */
  flush(): void {
    if (this.pendingTool) {
      this.send(this.pendingTool);
      this.toldTool = this.pendingTool;
      this.pendingTool = null;
    }
    const live = this.live;
    if (!live) return;
    const { op } = live;
    if (op.t === 'stroke') {
      for (; live.sent < op.points.length; live.sent += BATCH) {
        this.send({ k: 'pts', p: op.points.slice(live.sent, live.sent + BATCH) });
      }
      live.sent = op.points.length;
    } else if (op.x1 !== live.x1 || op.y1 !== live.y1) {
      this.send({ k: 'shape', x1: op.x1, y1: op.y1 });
      live.x1 = op.x1;
      live.y1 = op.y1;
    }
  }

  /** The drawer's brush; sent at the next flush, and only if it changed. */
  tool(brush: string, color: string, size: number): void {
    const told = this.toldTool;
    if (told && told.brush === brush && told.color === color && told.size === size) {
      this.pendingTool = null;
      return;
    }
    this.pendingTool = { k: 'tool', brush, color, size };
    this.schedule();
  }

  /**
   * Runs `fn` without telling what it does: actions that came from elsewhere and are applied
   * here must not go back out. A live op begun here before is still told when it ends.
   */
  quietly<T>(fn: () => T): T {
    const was = this.quiet;
    this.quiet = true;
    try {
      return fn();
    } finally {
      this.quiet = was;
    }
  }

  dispose(): void {
    this.unsubscribe();
    if (this.frame !== null) this.frames?.cancel(this.frame);
    this.frame = null;
  }

  private hear(e: EngineEvent): void {
    switch (e.type) {
      case 'live-begin':
        if (this.quiet) return;
        this.flush();
        this.live = { op: e.op, sent: 0, x1: Number.NaN, y1: Number.NaN };
        if (e.op.t === 'shape') {
          this.live.x1 = e.op.x1;
          this.live.y1 = e.op.y1;
        }
        // A copy, so that what was sent stays as sent while the live op goes on growing.
        this.send({ k: 'begin', op: e.op.t === 'stroke' ? { ...e.op, points: [] } : { ...e.op } });
        this.schedule();
        return;
      case 'live-end':
        if (!this.live) return;
        // Samples of a cancelled op would only be dropped at the other end.
        if (e.how === 'end') this.flush();
        this.live = null;
        this.send({ k: e.how });
        return;
      case 'applied':
        this.tell({ k: 'op', op: e.op });
        return;
      case 'undo':
      case 'redo':
        this.tell({ k: e.type });
        return;
    }
  }

  private tell(a: LiveAction): void {
    if (this.quiet) return;
    this.flush();
    this.send(a);
  }

  /** Frames go on while a live op is open: its samples arrive with every pointer event. */
  private schedule(): void {
    if (!this.frames || this.frame !== null) return;
    this.frame = this.frames.request(() => {
      this.frame = null;
      this.flush();
      if (this.live) this.schedule();
    });
  }
}
