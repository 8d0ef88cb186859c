import type { ShapeOp, StrokeOp } from '../doc/ops';
import { StrokeBuilder } from '../ink/strokeBuilder';
import { pushSample, quantize, type Sample } from '../ink/sample';
import { union, type Rect } from '../raster/rect';
import { joinPieces } from '../symmetry/pieces';
import type { Engine } from './engine';
import { flatPaint, renderShapeOp, strokePaint } from './pixelOps';

/**
 * A stroke being drawn, with its symmetric copies if it has any. Each sample is rounded to what
 * the log stores and rendered into the engine's mask at once; `add` returns the raster rect that
 * changed, for the view to repaint.
 */
export class LiveStroke {
  private readonly builder: StrokeBuilder;
  private readonly paint;
  /** What each copy changed since the last sample was taken. */
  private readonly pieces: Rect[] = [];
  private done = false;

  constructor(
    private readonly engine: Engine,
    readonly op: StrokeOp,
  ) {
    this.paint = strokePaint(op);
    engine.setLivePaint(this.paint);
    engine.mask.reset();
    this.builder = new StrokeBuilder(op, engine.mask, engine.doc.scale, () => this.takePiece());
  }

  get active(): boolean {
    return !this.done && this.engine.liveLayerId === this.op.layer;
  }

  /** Where the ink ends now (behind the pen by the stabilizer's lag), in document units. */
  get tip(): Sample | null {
    return this.active ? this.builder.tip : null;
  }

  add(sample: Sample): Rect | null {
    return this.addPieces(sample).reduce<Rect | null>(union, null);
  }

  /**
   * Like `add`, but the copies of a symmetric stroke that lie apart come back apart: two small
   * repaints of a mirrored stroke cost far less than one across the board between them.
   */
  addPieces(sample: Sample): Rect[] {
    if (!this.active) return [];
    const s = quantize(sample);
    pushSample(this.op.points, s);
    this.builder.add(s);
    return this.takePieces();
  }

  /** Commits the stroke as one history entry; returns the last rect that changed. */
  end(): Rect | null {
    if (!this.active) return null;
    this.done = true;
    this.builder.finish();
    const rect = this.takePieces().reduce<Rect | null>(union, null);
    // A stroke without samples left no mark: committing drops it, as it drops any such op.
    this.engine.commitLive(this.op, this.paint);
    return rect;
  }

  cancel(): void {
    if (!this.active) return;
    this.done = true;
    this.engine.cancelLive();
  }

  private takePiece(): void {
    const rect = this.engine.mask.takeRecent();
    if (rect) this.pieces.push(rect);
  }

  private takePieces(): Rect[] {
    this.takePiece(); // a stroke without symmetry has no copies: its rect is still waiting
    const pieces = joinPieces(this.pieces);
    this.pieces.length = 0;
    return pieces;
  }
}

/** A shape being dragged out: every update re-renders it; the preview repaints old ∪ new area. */
export class LiveShape {
  private readonly paint;
  private done = false;

  constructor(
    private readonly engine: Engine,
    readonly op: ShapeOp,
  ) {
    this.paint = flatPaint(op.color, op.opacity);
    engine.setLivePaint(this.paint);
  }

  get active(): boolean {
    return !this.done && this.engine.liveLayerId === this.op.layer;
  }

  update(x1: number, y1: number): Rect | null {
    if (!this.active) return null;
    const before = this.engine.mask.dirty;
    this.engine.mask.reset();
    this.op.x1 = Math.round(x1 * 100) / 100;
    this.op.y1 = Math.round(y1 * 100) / 100;
    renderShapeOp(this.op, this.engine.mask, this.engine.doc.scale);
    this.engine.mask.takeRecent();
    return union(before, this.engine.mask.dirty);
  }

  end(): void {
    if (!this.active) return;
    this.done = true;
    this.engine.commitLive(this.op, this.paint);
  }

  cancel(): void {
    if (!this.active) return;
    this.done = true;
    this.engine.cancelLive();
  }
}
