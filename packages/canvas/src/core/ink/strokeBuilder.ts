import { getBrush } from '../brushes/registry';
import type { StrokeRenderer } from '../brushes/types';
import type { StrokeOp } from '../doc/ops';
import type { Mask } from '../raster/mask';
import { symmetricRenderer } from '../symmetry/copies';
import { StrokePressure } from './pressure';
import { SAMPLE_STRIDE, sampleAt, type Sample } from './sample';
import { Stabilizer } from './stabilizer';

/**
 * Feeds samples through stabilizer → pressure (bent by the stroke's curve) → brush (and its
 * symmetric copies) into the mask. The live stroke and a replay of the log both run exactly
 * this, on the same samples.
 * `afterCopy`: see symmetricRenderer.
 */
export class StrokeBuilder {
  private readonly stabilizer: Stabilizer;
  private readonly pressure: StrokePressure;
  private readonly renderer: StrokeRenderer;
  private last: Sample | null = null;
  private lastRaw: Sample | null = null;

  constructor(
    private readonly op: Omit<StrokeOp, 'points'>,
    mask: Mask,
    private readonly scale: number,
    afterCopy?: () => void,
  ) {
    this.stabilizer = new Stabilizer(op.stabilizer);
    this.pressure = new StrokePressure(op.pressure === 'device', op.pressureCurve, op.size);
    this.renderer = symmetricRenderer(
      getBrush(op.brush),
      { mask, size: op.size * scale, scale, seed: op.seed },
      op.symmetry,
      afterCopy,
    );
  }

  /** The last point fed to the brush: where the ink ends. */
  get tip(): Sample | null {
    return this.last;
  }

  add(raw: Sample): void {
    this.lastRaw = raw;
    this.feed(this.stabilizer.push(raw));
  }

  finish(): void {
    const owed = this.stabilizer.catchUp(this.lastRaw);
    if (owed) this.feed(owed);
  }

  private feed(s: Sample): void {
    const prev = this.last;
    const distance = prev ? Math.hypot(s.x - prev.x, s.y - prev.y) : 0;
    this.last = s;
    this.renderer.add({
      x: s.x * this.scale,
      y: s.y * this.scale,
      pressure: this.pressure.next(s.pressure, distance),
      tiltX: s.tiltX,
      tiltY: s.tiltY,
    });
  }
}

/** Renders a complete logged stroke into the mask. */
export function renderStroke(op: StrokeOp, mask: Mask, scale: number): void {
  const builder = new StrokeBuilder(op, mask, scale);
  const count = Math.floor(op.points.length / SAMPLE_STRIDE);
  for (let i = 0; i < count; i++) builder.add(sampleAt(op.points, i));
  builder.finish();
}
