import { stretchesOf } from './speed';
import type { Trace } from './path';
import { halving } from './score';

/** A stop at least this long is a hesitation, ms. */
export const PAUSE_MS = 150;
/** Below this the pen counts as standing still, px per ms (20 px a second). */
export const STILL_SPEED = 0.02;

export interface Pause {
  /** ms since the stroke began. */
  readonly start: number;
  readonly duration: number;
}

export interface HesitationMeasure {
  readonly pauses: readonly Pause[];
  readonly count: number;
  /** All pauses together, ms. */
  readonly totalMs: number;
  readonly score: number;
}

/**
 * A pause is a run of still stretches lasting `PAUSE_MS` or more. A gap of that length between
 * two samples is still whatever it covers: a browser sends no moves while the pen rests, and a
 * jump after a long gap is a hand that stopped, then moved off.
 */
export function measureHesitation(trace: Trace): HesitationMeasure {
  const pauses: Pause[] = [];
  let runStart = 0;
  let run = 0;
  const close = () => {
    if (run >= PAUSE_MS) pauses.push({ start: runStart, duration: run });
    run = 0;
  };
  for (const s of stretchesOf(trace)) {
    const still = s.dt >= PAUSE_MS || s.ds / s.dt < STILL_SPEED;
    if (!still) {
      close();
      continue;
    }
    if (run === 0) runStart = s.start;
    run += s.dt;
  }
  close();
  let totalMs = 0;
  for (const p of pauses) totalMs += p.duration;
  // Each pause halves the score: one is 50, two are 25.
  return { pauses, count: pauses.length, totalMs, score: halving(pauses.length, 1) };
}
