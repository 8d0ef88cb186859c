import { pointAt, resample, type Point } from './path';
import { halving } from './score';

/** Spacing of the resampled path, px. */
export const WOBBLE_STEP = 2;
/**
 * Width of the smoothing, px: wider than a hand's tremor (a few px), narrower than the bends a
 * drill asks for, so an ellipse keeps its shape and loses only its shake.
 */
export const WOBBLE_SIGMA = 6;
/** RMS residual that halves the score, px. */
export const WOBBLE_HALF = 1;

export interface WobbleMeasure {
  /** Root mean square distance, px, between the path and its smoothed copy, by arc length. */
  readonly rms: number;
  readonly score: number;
}

const RADIUS = Math.ceil((3 * WOBBLE_SIGMA) / WOBBLE_STEP);
const KERNEL = Array.from({ length: RADIUS + 1 }, (_, k) =>
  Math.exp(-((k * WOBBLE_STEP) ** 2) / (2 * WOBBLE_SIGMA ** 2)),
);

/**
 * Past an end the path continues as its own point reflection (2·end − p), so a straight line
 * smooths to itself exactly and a clean line's ends are not mistaken for wobble. Reads one
 * coordinate (`x` or `y`) so the smoothing allocates nothing per sample.
 */
function reflected(points: readonly Point[], i: number, axis: 'x' | 'y'): number {
  const last = points.length - 1;
  if (i < 0) return 2 * pointAt(points, 0)[axis] - pointAt(points, -i)[axis];
  if (i > last) return 2 * pointAt(points, last)[axis] - pointAt(points, 2 * last - i)[axis];
  return pointAt(points, i)[axis];
}

export function measureWobble(points: readonly Point[]): WobbleMeasure {
  const path = resample(points, WOBBLE_STEP);
  const n = path.length;
  if (n < 3) return { rms: 0, score: 100 };
  const radius = Math.min(RADIUS, n - 1);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    let wx = 0;
    let wy = 0;
    let w = 0;
    for (let k = -radius; k <= radius; k++) {
      const weight = KERNEL[Math.abs(k)] ?? 0;
      wx += weight * reflected(path, i + k, 'x');
      wy += weight * reflected(path, i + k, 'y');
      w += weight;
    }
    const p = pointAt(path, i);
    sum += (p.x - wx / w) ** 2 + (p.y - wy / w) ** 2;
  }
  const rms = Math.sqrt(sum / n);
  return { rms, score: halving(rms, WOBBLE_HALF) };
}
