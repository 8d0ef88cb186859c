import type { ShapeOp, StrokeOp } from '../doc/ops';
import { StrokeBuilder } from '../ink/strokeBuilder';
import { pushSample, quantize, type Sample } from '../ink/sample';
import { union, type Rect } from '../raster/rect';
import type { Engine } from './engine';
import { flatPaint, renderShapeOp, strokePaint } from './pixelOps';

/**
 * A stroke being drawn. Each sample is rounded to what the log stores and rendered into the
 * engine's mask at once; `add` returns the raster rect that changed, for the view to repaint.
 */
export class LiveStroke {
  private readonly builder: StrokeBuilder;
  private readonly paint;
  private done = false;

  constructor(
    private readonly engine: Engine,
    readonly op: StrokeOp,
  ) {
    this.paint = strokePaint(op);
    engine.setLivePaint(this.paint);
    engine.mask.reset();
    this.builder = new StrokeBuilder(op, engine.mask, engine.doc.scale);
  }

  get active(): boolean {
    return !this.done && this.engine.liveLayerId === this.op.layer;
  }

  add(sample: Sample): Rect | null {
    if (!this.active) return null;
    const s = quantize(sample);
    pushSample(this.op.points, s);
    this.builder.add(s);
    return this.engine.mask.takeRecent();
  }

  /** Commits the stroke as one history entry; returns the last rect that changed. */
  end(): Rect | null {
    if (!this.active) return null;
    this.done = true;
    this.builder.finish();
    const rect = this.engine.mask.takeRecent();
    if (this.op.points.length === 0) this.engine.cancelLive();
    else this.engine.commitLive(this.op, this.paint);
    return rect;
  }

  cancel(): void {
    if (!this.active) return;
    this.done = true;
    this.engine.cancelLive();
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
