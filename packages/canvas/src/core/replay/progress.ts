import type { PixelOp, StrokeOp } from '../doc/ops';
import type { Engine } from '../engine/engine';
import type { LiveStroke } from '../engine/live';
import { sampleAt, SAMPLE_STRIDE } from '../ink/sample';
import { union, type Rect } from '../raster/rect';

/**
 * The demo's stroke in progress during playback, drawn on the engine's live path: each frame adds
 * only the samples that are new, as a hand would, instead of redrawing the stroke from its start
 * (a wide watercolour stroke costs a millisecond a sample). Its pixels sit in the engine's mask
 * until it ends; finishing it commits exactly what applying the logged op would have drawn.
 */
export class StrokeInProgress {
  private live: LiveStroke | null = null;
  private mark: StrokeOp | null = null;
  private drawn = 0;

  constructor(private readonly changed: (layerId: string, rect: Rect) => void) {}

  get active(): boolean {
    return this.live?.active ?? false;
  }

  get samples(): number {
    return this.active ? this.drawn : 0;
  }

  get layerId(): string | null {
    return this.active ? (this.mark?.layer ?? null) : null;
  }

  /** Whether this is the stroke being drawn, with no more than `samples` drawn so far. */
  carriesOn(mark: PixelOp | undefined, samples: number): boolean {
    return this.active && mark === this.mark && samples >= this.drawn;
  }

  is(mark: PixelOp | undefined): boolean {
    return this.active && mark === this.mark;
  }

  /** Starts a stroke; false where the engine will not draw it (its layer is hidden). */
  start(engine: Engine, mark: StrokeOp): boolean {
    this.cancel();
    const { t: _t, points: _points, ...init } = mark;
    this.live = engine.beginStroke(init);
    this.mark = mark;
    this.drawn = 0;
    return this.live !== null;
  }

  drawTo(samples: number): void {
    const { live, mark } = this;
    if (!live || !mark) return;
    let rect: Rect | null = null;
    for (; this.drawn < samples; this.drawn++)
      rect = union(rect, live.add(sampleAt(mark.points, this.drawn)));
    if (rect) this.changed(mark.layer, rect);
  }

  /** Draws the rest and commits it: the engine then holds the mark as one applied op. */
  finish(): void {
    const { live, mark } = this;
    if (!live || !mark) return;
    this.drawTo(Math.floor(mark.points.length / SAMPLE_STRIDE));
    live.end();
    this.live = null;
  }

  cancel(): void {
    this.live?.cancel();
    this.live = null;
  }

  /** Forgets a stroke of an engine that is gone (a checkpoint replaced it). */
  drop(): void {
    this.live = null;
  }
}
