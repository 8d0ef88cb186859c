import type { StrokeOp } from '@glossy/canvas';
import type { PlannedStroke } from './stroke-plan';

/** Samples a stroke is drawn with: about one every third of its radius, so it grows smoothly. */
function resample(points: readonly number[], spacing: number): number[] {
  const out = [points[0]!, points[1]!];
  for (let k = 2; k < points.length; k += 2) {
    const x0 = points[k - 2]!;
    const y0 = points[k - 1]!;
    const x1 = points[k]!;
    const y1 = points[k + 1]!;
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / spacing));
    for (let i = 1; i <= n; i++) out.push(x0 + ((x1 - x0) * i) / n, y0 + ((y1 - y0) * i) / n);
  }
  return out;
}

/** Milliseconds between the samples of a generated stroke: a steady hand, 60 samples a second. */
const SAMPLE_MS = 1000 / 60;

/**
 * The stroke op the sketchpad would record for a planned stroke: samples along its path with a
 * pen's pressure (light at the ends for the finer brushes, so they taper), on `layer`.
 */
export function strokeOpFor(stroke: PlannedStroke, layer: string): StrokeOp {
  const path = resample(stroke.points, Math.max(1, stroke.radius / 1.5));
  const count = path.length / 2;
  const points: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    // Blocking in presses evenly; the rest swell in the middle and lift at the ends.
    const pressure = stroke.level === 0 ? 0.5 : 0.3 + 0.4 * Math.sin(Math.PI * t);
    points.push(
      Math.round(path[i * 2]! * 100) / 100,
      Math.round(path[i * 2 + 1]! * 100) / 100,
      Math.round(pressure * 1000) / 1000,
      0,
      0,
      Math.round(i * SAMPLE_MS * 10) / 10,
    );
  }
  return {
    t: 'stroke',
    layer,
    brush: stroke.brush,
    color: stroke.color,
    size: stroke.size,
    opacity: 1,
    stabilizer: 0,
    pressure: 'device',
    seed: stroke.seed,
    points,
  };
}
