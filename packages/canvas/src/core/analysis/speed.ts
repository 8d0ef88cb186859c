import { distance, numAt, pointAt, type Trace } from './path';
import { halving } from './score';

/**
 * Share of the stroke's duration left out at each end. A hand speeds up from rest and slows to a
 * stop however sure it is; judging only the middle keeps that from reading as inconsistency. (A
 * minimum-jerk stroke, the model of a practised movement, has a CV of 0.65 over all of it and 0.32
 * over its middle 70%.)
 */
export const SPEED_TRIM = 0.15;
/** Coefficient of variation that halves the score. */
export const SPEED_HALF = 0.5;

export interface SpeedMeasure {
  /** px per ms over the kept part: its length over its duration. */
  readonly meanSpeed: number;
  /** Standard deviation of speed over its mean, each stretch weighed by its duration. */
  readonly cv: number;
  /** Mean speed in the first, middle and last third of the kept part's time, for a tip's words. */
  readonly thirds: readonly [number, number, number];
  readonly score: number;
}

export interface Stretch {
  readonly start: number;
  readonly dt: number;
  readonly ds: number;
}

/**
 * The stroke as stretches of movement over positive time. Samples sharing a timestamp (a
 * coalesced event) are folded into the stretch that follows, so no speed is a division by zero.
 */
export function stretchesOf(trace: Trace): Stretch[] {
  const out: Stretch[] = [];
  let ds = 0;
  let start = numAt(trace.time, 0);
  for (let i = 1; i < trace.points.length; i++) {
    ds += distance(pointAt(trace.points, i - 1), pointAt(trace.points, i));
    const dt = numAt(trace.time, i) - start;
    if (dt > 0) {
      out.push({ start, dt, ds });
      start = numAt(trace.time, i);
      ds = 0;
    }
  }
  return out;
}

/**
 * The stretches within [from, to] ms, the ones across a bound cut at it in proportion (a
 * stretch's speed is one number), so a window symmetric in time is the same drawn backwards.
 */
function within(stretches: readonly Stretch[], from: number, to: number): Stretch[] {
  const out: Stretch[] = [];
  for (const s of stretches) {
    const start = Math.max(from, s.start);
    const end = Math.min(to, s.start + s.dt);
    if (end > start) out.push({ start, dt: end - start, ds: (s.ds * (end - start)) / s.dt });
  }
  return out;
}

export function measureSpeed(trace: Trace): SpeedMeasure {
  const all = stretchesOf(trace);
  const first = all[0]?.start ?? 0;
  const last =
    all.length > 0 ? (all[all.length - 1]?.start ?? 0) + (all[all.length - 1]?.dt ?? 0) : 0;
  const margin = (last - first) * SPEED_TRIM;
  const stretches = within(all, first + margin, last - margin);
  let length = 0;
  let duration = 0;
  for (const s of stretches) {
    length += s.ds;
    duration += s.dt;
  }
  if (duration === 0 || length === 0) {
    return { meanSpeed: 0, cv: 0, thirds: [0, 0, 0], score: 100 };
  }
  const mean = length / duration;
  let variance = 0;
  const third = [0, 0, 0];
  const begin = stretches[0]?.start ?? 0;
  for (const s of stretches) {
    variance += s.dt * (s.ds / s.dt - mean) ** 2;
    const mid = s.start + s.dt / 2 - begin;
    const k = Math.min(2, Math.floor((3 * mid) / duration));
    third[k] = (third[k] ?? 0) + s.ds;
  }
  const cv = Math.sqrt(variance / duration) / mean;
  const perThird = duration / 3;
  return {
    meanSpeed: mean,
    cv,
    thirds: [(third[0] ?? 0) / perThird, (third[1] ?? 0) / perThird, (third[2] ?? 0) / perThird],
    score: halving(cv, SPEED_HALF),
  };
}
