import type { StrokeOp } from '@glossy/canvas';
import type { PlannedStroke } from './stroke-plan';

/** Share of the painting time a stroke of each level takes: broad strokes are slower. */
const LEVEL_WEIGHT = [2.4, 1.5, 1, 0.75];

/**
 * When each stroke is drawn in the painting's time: one after another, each taking its level's
 * share of `paintMs`, its samples spread evenly over it.
 */
export class StrokeTimeline {
  private readonly starts: Float64Array;
  private readonly ends: Float64Array;

  constructor(
    plan: readonly PlannedStroke[],
    private readonly ops: readonly StrokeOp[],
    readonly paintMs: number,
  ) {
    const weights = plan.map((stroke) => LEVEL_WEIGHT[stroke.level] ?? 1);
    const totalWeight = weights.reduce((sum, w) => sum + w, 0);
    const unit = paintMs / Math.max(1, totalWeight);
    this.starts = new Float64Array(weights.length);
    this.ends = new Float64Array(weights.length);
    let t = 0;
    weights.forEach((w, i) => {
      this.starts[i] = t;
      t += w * unit;
      this.ends[i] = t;
    });
  }

  /** Strokes complete and samples into the next one at painting time `t`. */
  positionAt(t: number): [number, number] {
    if (t >= this.paintMs) return [this.ops.length, 0];
    let lo = 0;
    let hi = this.ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.ends[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    const op = this.ops[lo];
    if (!op) return [this.ops.length, 0];
    const start = this.starts[lo]!;
    const share = (t - start) / Math.max(1e-6, this.ends[lo]! - start);
    return [lo, Math.floor(share * (op.points.length / 6))];
  }

  /** Painting time at which `sample` of stroke `stroke` is drawn. */
  timeAt(stroke: number, sample: number): number {
    const op = this.ops[stroke];
    if (!op) return this.paintMs;
    const start = this.starts[stroke]!;
    return start + ((this.ends[stroke]! - start) * sample) / (op.points.length / 6);
  }
}
