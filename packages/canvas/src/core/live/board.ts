import type { Op } from '../doc/ops';
import { Engine, type EngineOptions } from '../engine/engine';
import { sampleAt, SAMPLE_STRIDE } from '../ink/sample';
import { strokeLog, type StrokeLog } from '../log/format';
import { replay } from '../log/replay';
import type { LiveAction } from './actions';
import { judge, type BoardEntry, type BoardLimits, type OpenOp, type Verdict } from './boardRules';
import { decodeSnapshot } from './snapshot';
import { SnapshotEncoder } from './snapshotEncoder';

/**
 * 'rebuild': the action was an undo reaching past the history this board holds (it started
 * from a snapshot): rebuild the board from the room's whole log, which takes it again there.
 */
export type BoardOutcome = 'applied' | 'refused' | 'rebuild';

/**
 * A room's board as the server keeps it: an engine, the committed ops with who made each and the
 * position undo and redo move, and the stroke in progress. Strokes are drawn when they end, with
 * the calls a watcher's board makes as they come, so both hold the same pixels and the same
 * history (a stroke that left no mark, drawn off the board, is in neither).
 */
export class LiveBoardState {
  private current: Engine;
  private entries: BoardEntry[];
  private cursor = 0;
  private open: OpenOp | null = null;
  private undos = 0;
  /** Ops the board showed when its history here began: 0 unless it came from a snapshot. */
  private readonly base: number;
  /** Bumped by every change: a verdict of `check` is reused by `apply` only while it holds. */
  private version = 0;
  private judged: { a: LiveAction; by: string; version: number; verdict: Verdict } | null = null;
  /** Made with the first snapshot, for the engine of the moment. */
  private encoder: SnapshotEncoder | null = null;

  constructor(
    private readonly o: EngineOptions,
    from?: { engine: Engine; steps: number; redo: BoardEntry[]; open: OpenOp | null },
  ) {
    this.current = from?.engine ?? new Engine(o);
    this.base = from?.steps ?? 0;
    this.entries = from?.redo ?? [];
    this.open = from?.open ?? null;
  }

  /** A board as a snapshot has it, the stroke being drawn too: its history begins there. */
  static fromSnapshot(bytes: Uint8Array): LiveBoardState {
    const { engine, steps, redo, open } = decodeSnapshot(bytes);
    const { width, height, scale, background } = engine.doc;
    return new LiveBoardState({ width, height, scale, background }, { engine, steps, redo, open });
  }

  /**
   * The last samples (two at most) of the stroke in progress and how many it has: what the
   * next samples are told against on the wire (`OutgoingEvent`).
   */
  openTail(): { before: number[]; had: number } | null {
    const op = this.open?.op;
    if (op?.t !== 'stroke') return null;
    const { points } = op;
    return { before: points.slice(-2 * SAMPLE_STRIDE), had: points.length / SAMPLE_STRIDE };
  }

  get engine(): Engine {
    return this.current;
  }

  /** The history reaches back to the blank board: `log()` is the whole drawing. */
  get complete(): boolean {
    return this.base === 0;
  }

  /** Ops the board shows: where a moment sits on the recording's timeline. */
  get length(): number {
    return this.base + this.cursor;
  }

  /** Who is drawing a stroke or shape that has not ended, if anyone. */
  get openBy(): string | null {
    return this.open?.by ?? null;
  }

  get layerCount(): number {
    return this.current.doc.layers.length;
  }

  hasLayer(id: string): boolean {
    return this.current.doc.layer(id) !== undefined;
  }

  /** Why `by` may not take action `a` now (under `limits`, a guest's), or null. Changes nothing. */
  check(by: string, a: LiveAction, limits?: BoardLimits): string | null {
    const verdict = judge(this.rules(), by, a, limits);
    this.judged = { a, by, version: this.version, verdict };
    return typeof verdict === 'string' ? verdict : null;
  }

  /** Takes the action if the rules allow it (without limits: `check` says what a guest may). */
  apply(by: string, a: LiveAction): BoardOutcome {
    const j = this.judged;
    const verdict =
      j && j.a === a && j.by === by && j.version === this.version
        ? j.verdict
        : judge(this.rules(), by, a);
    this.judged = null;
    if (typeof verdict === 'string') return 'refused';
    const outcome = this.take(by, a, verdict.op);
    if (outcome === 'applied') this.version++;
    return outcome;
  }

  /** What the board shows, as a stroke log (the whole drawing only when `complete`). */
  log(): StrokeLog {
    const ops = structuredClone(this.entries.slice(0, this.cursor).map((e) => e.op));
    return strokeLog(this.current.doc, ops, this.undos);
  }

  /** The board in bytes (`encodeSnapshot`'s), deflating again only what changed since the last. */
  snapshot(seq: number): Uint8Array {
    this.encoder ??= new SnapshotEncoder(this.current);
    return this.encoder.encode(seq, {
      steps: this.length,
      redo: this.entries.slice(this.cursor),
      open: this.open,
    });
  }

  private rules() {
    const { open, entries, cursor, base } = this;
    return { doc: this.current.doc, open, entries, cursor, base };
  }

  private take(by: string, a: LiveAction, op: Op | null): BoardOutcome {
    switch (a.k) {
      case 'begin':
        if (op?.t !== 'stroke' && op?.t !== 'shape') return 'refused';
        this.open = { by, op, corner: null };
        return 'applied';
      case 'pts':
        if (this.open?.op.t === 'stroke') for (const n of a.p) this.open.op.points.push(n);
        return 'applied';
      case 'shape':
        if (this.open) this.open.corner = { x1: a.x1, y1: a.y1 };
        return 'applied';
      case 'end':
        return this.end();
      case 'cancel':
        this.open = null;
        return 'applied';
      case 'op':
        if (!op || !this.current.apply(op)) return 'refused';
        this.record(op, by);
        return 'applied';
      case 'undo':
        return this.undo();
      case 'redo':
        if (!this.current.redo()) return 'rebuild';
        this.cursor++;
        return 'applied';
      case 'tool':
        return 'applied';
    }
  }

  /** Draws the ended op as a watcher's board drew it live, and keeps it if it left a mark. */
  private end(): BoardOutcome {
    const open = this.open;
    this.open = null;
    if (!open) return 'refused';
    const engine = this.current;
    const before = engine.history.cursor;
    const { op } = open;
    let drawn: Op | null = null;
    if (op.t === 'stroke') {
      const { t: _t, points, ...init } = op;
      const live = engine.beginStroke(init);
      for (let i = 0; live && i < points.length / SAMPLE_STRIDE; i++) live.add(sampleAt(points, i));
      live?.end();
      drawn = live?.op ?? null;
    } else {
      const { t: _t, ...init } = op;
      const live = engine.beginShape(init);
      if (live && open.corner) live.update(open.corner.x1, open.corner.y1);
      live?.end();
      drawn = live?.op ?? null;
    }
    if (drawn && engine.history.cursor > before) this.record(drawn, open.by);
    return 'applied';
  }

  private undo(): BoardOutcome {
    if (this.cursor === 0) return 'rebuild';
    if (this.current.undo()) {
      this.cursor--;
      this.undos++;
      return 'applied';
    }
    // The engine let go of this step's undo data to stay in its memory budget.
    if (!this.complete) return 'rebuild';
    this.cursor--;
    this.undos++;
    this.current = this.rebuilt();
    this.encoder?.dispose();
    this.encoder = null;
    return 'applied';
  }

  /** The engine again from the ops, up to the cursor, the rest kept for redo. */
  private rebuilt(): Engine {
    const budget = this.o.historyBudget;
    const engine = replay(this.log(), budget === undefined ? {} : { historyBudget: budget });
    engine.history.appendRedo(this.entries.slice(this.cursor).map((e) => e.op));
    return engine;
  }

  private record(op: Op, by: string): void {
    this.entries.length = this.cursor;
    this.entries.push({ op, by });
    this.cursor++;
  }
}
