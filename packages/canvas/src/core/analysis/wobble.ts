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
 * One coordinate of the path laid out with `radius` samples more at each end, where the path
 * continues as its own point reflection (2·end − p), so a straight line smooths to itself exactly
 * and a clean line's ends are not mistaken for wobble. Flat numbers, so the smoothing below reads
 * them without a branch or an allocation per tap.
 */
function padded(path: readonly Point[], radius: number, axis: 'x' | 'y'): Float64Array {
  const n = path.length;
  const last = n - 1;
  const out = new Float64Array(n + 2 * radius);
  const first = pointAt(path, 0)[axis];
  const end = pointAt(path, last)[axis];
  for (let j = 0; j < out.length; j++) {
    const i = j - radius;
    out[j] =
      i < 0
        ? 2 * first - pointAt(path, -i)[axis]
        : i > last
          ? 2 * end - pointAt(path, 2 * last - i)[axis]
          : pointAt(path, i)[axis];
  }
  return out;
}

export function measureWobble(points: readonly Point[]): WobbleMeasure {
  const path = resample(points, WOBBLE_STEP);
  const n = path.length;
  if (n < 3) return { rms: 0, score: 100 };
  const radius = Math.min(RADIUS, n - 1);
  const xs = padded(path, radius, 'x');
  const ys = padded(path, radius, 'y');
  let total = 0;
  for (let k = -radius; k <= radius; k++) total += KERNEL[Math.abs(k)] ?? 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    let wx = 0;
    let wy = 0;
    for (let k = -radius; k <= radius; k++) {
      const weight = KERNEL[Math.abs(k)] ?? 0;
      wx += weight * (xs[i + radius + k] ?? 0);
      wy += weight * (ys[i + radius + k] ?? 0);
    }
    const dx = (xs[i + radius] ?? 0) - wx / total;
    const dy = (ys[i + radius] ?? 0) - wy / total;
    sum += dx * dx + dy * dy;
  }
  const rms = Math.sqrt(sum / n);
  return { rms, score: halving(rms, WOBBLE_HALF) };
}
