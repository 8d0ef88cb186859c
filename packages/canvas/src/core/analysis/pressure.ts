import { distance, numAt, pointAt, type Trace } from './path';
import { halving } from './score';

/**
 * What the pressure should do along the stroke: a straight ramp, or a profile of values spread
 * evenly from start to end and joined by straight pieces. Pressures are 0–1.
 */
export type PressureTarget =
  { readonly from: number; readonly to: number } | { readonly profile: readonly number[] };

/** Mean absolute error that halves the score. */
export const PRESSURE_HALF = 0.1;

export interface PressureMeasure {
  /** Mean |pressure − target| along the stroke, weighed by arc length. */
  readonly meanError: number;
  readonly score: number;
}

function targetAt(target: PressureTarget, u: number): number {
  if ('from' in target) return target.from + (target.to - target.from) * u;
  const { profile } = target;
  if (profile.length === 0) return 0;
  if (profile.length === 1) return numAt(profile, 0);
  const x = u * (profile.length - 1);
  const i = Math.min(profile.length - 2, Math.floor(x));
  const f = x - i;
  return numAt(profile, i) * (1 - f) + numAt(profile, i + 1) * f;
}

/**
 * Position along the stroke is its share of the arc length, so a ramp is judged where the pen
 * was, not how long it lingered; a stroke that never moved falls back to its samples' order.
 */
export function measurePressure(trace: Trace, target: PressureTarget): PressureMeasure {
  const { points, pressure } = trace;
  const n = points.length;
  if (n === 0) return { meanError: 1, score: 0 };
  const steps: number[] = [];
  let total = 0;
  for (let i = 1; i < n; i++) {
    const l = distance(pointAt(points, i - 1), pointAt(points, i));
    steps.push(l);
    total += l;
  }
  const byIndex = total === 0;
  const weight = (i: number) => (byIndex ? 1 : numAt(steps, i));
  const span = byIndex ? Math.max(1, n - 1) : total;
  const errorAt = (i: number, u: number) => Math.abs(numAt(pressure, i) - targetAt(target, u));
  if (n === 1) {
    const meanError = errorAt(0, 0);
    return { meanError, score: halving(meanError, PRESSURE_HALF) };
  }
  let along = 0;
  let sum = 0;
  for (let i = 1; i < n; i++) {
    const w = weight(i - 1);
    const before = errorAt(i - 1, along / span);
    along += w;
    sum += (w * (before + errorAt(i, along / span))) / 2;
  }
  const meanError = sum / span;
  return { meanError, score: halving(meanError, PRESSURE_HALF) };
}
