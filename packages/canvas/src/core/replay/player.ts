import type { DrawingDocument } from '../doc/document';
import type { PixelOp } from '../doc/ops';
import type { Engine, EngineEvent } from '../engine/engine';
import { SAMPLE_STRIDE } from '../ink/sample';
import type { StrokeLog } from '../log/format';
import type { Rect } from '../raster/rect';
import type { Surface } from '../raster/surface';
import type { Checkpoint } from './checkpoints';
import { engineFor, openLog, type OpenOptions, type Opened } from './opening';
import { StrokeInProgress } from './progress';
import { stepInfo, type StepInfo } from './steps';

export type { OpenOptions } from './opening';

/**
 * What changed on the page a player shows; 'reset' means every layer and the guides (after a
 * checkpoint).
 */
export type ReplayChange =
  | { type: 'pixels'; layerId: string; rect: Rect }
  /** The stroke in progress grew in this rect of its layer (see `preview`). */
  | { type: 'live'; layerId: string; rect: Rect }
  | { type: 'layers' }
  /** The guides shown changed (`document.guides`). */
  | { type: 'guides' }
  | { type: 'reset' };

/**
 * A demo's stroke log, replayable step by step. A step is one mark on the page (see
 * `groupSteps`); any step can be shown, with the first samples of the next stroke drawn over it
 * (a stroke in progress). Seeks choose the cheapest way there: undo backwards, redraw forwards,
 * or restore the nearest checkpoint and redraw the few ops after it; the drawing cost of every op
 * is measured while opening, so that choice is made on real figures.
 */
export class ReplayPlayer {
  readonly width: number;
  readonly height: number;
  readonly background: string;
  readonly marks: readonly PixelOp[];
  private engine: Engine;
  /** Ops applied when the engine's history was empty (the checkpoint it started from). */
  private base = 0;
  private shownStep: number;
  private readonly progress = new StrokeInProgress((layerId, rect) =>
    this.emit({ type: 'live', layerId, rect }),
  );
  private undoMs = 0.05;
  private restoreMs = 2;
  private readonly listeners = new Set<(change: ReplayChange) => void>();
  private unsubscribe: () => void;

  private constructor(
    private readonly log: StrokeLog,
    private readonly opened: Opened,
  ) {
    this.width = log.width;
    this.height = log.height;
    this.background = log.background;
    this.marks = opened.marks;
    this.engine = opened.engine;
    this.shownStep = opened.marks.length;
    this.unsubscribe = this.listen(opened.engine);
  }

  /**
   * Opens a log (see `openLog`: drawn once in slices, abortable, with progress). The player
   * starts on the finished drawing.
   */
  static async open(log: StrokeLog, o: OpenOptions = {}): Promise<ReplayPlayer> {
    return new ReplayPlayer(log, await openLog(log, o));
  }

  /** Marks in the demo: "stroke n of N" counts these. */
  get total(): number {
    return this.marks.length;
  }

  /** Steps shown complete. */
  get step(): number {
    return this.shownStep;
  }

  /** Samples shown of the next stroke (0: none in progress). */
  get samples(): number {
    return this.progress.samples;
  }

  /** The layer the stroke in progress is drawn on, or null. */
  get liveLayer(): string | null {
    return this.progress.layerId;
  }

  /** A raster rect of the live layer with the stroke in progress on it, in ImageData layout. */
  preview(rect: Rect, out: Uint8ClampedArray): void {
    this.engine.preview(rect, out);
  }

  /** The page as it stands: layers bottom first, each with its pixels. */
  get document(): DrawingDocument {
    return this.engine.doc;
  }

  /** What step `step` (1..total) drew, or null for the blank page and out-of-range steps. */
  info(step: number): StepInfo | null {
    const op = Number.isInteger(step) ? this.marks[step - 1] : undefined;
    return op ? stepInfo(op) : null;
  }

  subscribe(fn: (change: ReplayChange) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Shows `step` steps complete and, when the next mark is a stroke, its first `samples` samples
   * (the stroke in progress during playback). With a budget, stops once it has drawn for that
   * long and answers false: the page then shows a step on the way, and the next call (next
   * frame) carries on from there, so a long jump never holds the page for more than a frame.
   */
  seek(step: number, samples = 0, budgetMs = Infinity): boolean {
    const target = Math.max(0, Math.min(this.total, Math.round(step)));
    const next = this.marks[target];
    const count = next?.t === 'stroke' ? Math.floor(next.points.length / SAMPLE_STRIDE) : 0;
    const partial = Math.max(0, Math.min(count, Math.round(samples)));
    const { progress } = this;
    if (target === this.shownStep && partial === progress.samples) return true;
    // The stroke in progress carries on, or ends as the next step, or gives way.
    if (target === this.shownStep && progress.carriesOn(next, partial)) {
      progress.drawTo(partial);
      return true;
    }
    if (target > this.shownStep && progress.is(this.marks[this.shownStep])) progress.finish();
    else progress.cancel();
    const deadline = performance.now() + budgetMs;
    // A stroke in progress is drawn after the layer work that leads to it (its layer may be new).
    const drawing = partial > 0 && next?.t === 'stroke' ? next : null;
    const ops = drawing ? (this.opened.at[target] ?? 0) : (this.opened.ends[target] ?? 0);
    this.seekOps(ops, deadline);
    this.shownStep = this.stepOf(this.applied);
    if (this.applied !== ops) return false;
    if (drawing && progress.start(this.engine, drawing)) progress.drawTo(partial);
    return true;
  }

  /** The last step whose ops are all applied when `applied` ops are. */
  private stepOf(applied: number): number {
    const { ends } = this.opened;
    let lo = 0;
    let hi = ends.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((ends[mid] ?? 0) <= applied) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private get applied(): number {
    return this.base + this.engine.history.cursor;
  }

  private costBetween(from: number, to: number): number {
    return (this.opened.cost[to] ?? 0) - (this.opened.cost[from] ?? 0);
  }

  private seekOps(target: number, deadline: number): void {
    const now = this.applied;
    if (target === now) return;
    const cp = this.opened.checkpoints.before(target);
    const viaCheckpoint = this.restoreMs + this.costBetween(cp.at, target);
    if (target > now && this.costBetween(now, target) <= viaCheckpoint) {
      this.forward(target, deadline);
      return;
    }
    if (target < now && (now - target) * this.undoMs <= viaCheckpoint && this.back(target)) return;
    this.restore(cp);
    this.forward(target, deadline);
  }

  /** Undoes down to op `target`; false when undo data ran out on the way (evicted or none). */
  private back(target: number): boolean {
    const t0 = performance.now();
    const from = this.applied;
    while (this.applied > target) if (!this.engine.undo()) return false;
    this.undoMs = 0.8 * this.undoMs + (0.2 * (performance.now() - t0)) / (from - target);
    return true;
  }

  /** Redraws up to op `target`, or until `deadline` (the caller seeks again next frame). */
  private forward(target: number, deadline: number): void {
    const { history } = this.engine;
    // At least one op a call, so a zero budget still moves on.
    while (this.applied < target) {
      const op = this.opened.ops[this.applied];
      if (!op) return;
      // Redo when the next history entry is this op (we stepped back over it), apply otherwise.
      const done = history.nextRedo() === op ? this.engine.redo() : this.engine.apply(op);
      if (!done || performance.now() >= deadline) return;
    }
  }

  private restore(cp: Checkpoint): void {
    const t0 = performance.now();
    const reuse = new Map<string, Surface>(this.engine.doc.layers.map((l) => [l.id, l.surface]));
    this.unsubscribe();
    this.progress.drop();
    this.engine = engineFor(this.log, this.opened.historyBudget);
    this.opened.checkpoints.restore(cp, this.engine.doc, reuse);
    this.base = cp.at;
    this.unsubscribe = this.listen(this.engine);
    this.restoreMs = 0.5 * this.restoreMs + 0.5 * (performance.now() - t0);
    this.emit({ type: 'reset' });
  }

  private listen(engine: Engine): () => void {
    return engine.subscribe((e: EngineEvent) => {
      if (e.type === 'pixels') this.emit(e);
      else if (e.type === 'layers' || e.type === 'guides') this.emit({ type: e.type });
    });
  }

  private emit(change: ReplayChange): void {
    for (const fn of this.listeners) fn(change);
  }
}
