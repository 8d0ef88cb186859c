import type { PixelOp, StrokeOp } from '../doc/ops';
import { SAMPLE_STRIDE } from '../ink/sample';

/** The paint-along's speeds; the slowest is half the real pace, the fastest sixteen times it. */
export const SPEEDS = [0.5, 1, 2, 4, 8, 16] as const;
export const MIN_SPEED = 0.5;
export const MAX_SPEED = 16;
/**
 * A saved drawing's replay goes one step further: someone watching an hour of work skims it at
 * 32× (about two minutes). The paint-along keeps to 16×, a pace a student can still follow.
 */
export const REPLAY_SPEEDS = [...SPEEDS, 32] as const;
export const MAX_REPLAY_SPEED = 32;

/**
 * Logs keep each stroke's own timing but not the time between strokes, so every pause plays as
 * the same short breath; a pen resting mid-stroke is shortened to the same length.
 */
export const PAUSE_MS = 250;
export const MAX_HOLD_MS = 250;
/** Marks without timing: a shape is a short drag, a fill or a clear one click. */
const SHAPE_MS = 400;
const CLICK_MS = 120;
/** A stroke logged without times (a generated log) plays at a pointer's 120 samples a second. */
const UNTIMED_SAMPLE_MS = 1000 / 120;

/** The paint-along's range. */
export const clampSpeed = (speed: number) =>
  Number.isFinite(speed) ? Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed)) : 1;

/** Any positive speed a clock accepts (a review may skim a long demo far faster than 32×). */
const clockSpeed = (speed: number) =>
  Number.isFinite(speed) && speed > 0 ? Math.min(1024, speed) : 1;

/** Milliseconds from a stroke's first sample to each of its samples, with long holds shortened. */
export function sampleTimes(op: StrokeOp): Float64Array {
  const n = Math.floor(op.points.length / SAMPLE_STRIDE);
  const times = new Float64Array(n);
  const at = (i: number) => op.points[i * SAMPLE_STRIDE + 5] ?? 0;
  const timed = n > 1 && at(n - 1) > at(0);
  for (let i = 1; i < n; i++) {
    const gap = timed ? at(i) - at(i - 1) : UNTIMED_SAMPLE_MS;
    times[i] = (times[i - 1] ?? 0) + Math.min(MAX_HOLD_MS, Math.max(0, gap));
  }
  return times;
}

export function markDuration(op: PixelOp): number {
  if (op.t === 'stroke') return sampleTimes(op).at(-1) ?? 0;
  return op.t === 'shape' ? SHAPE_MS : CLICK_MS;
}

/** Where a replay stands: steps complete, and samples drawn of the stroke in progress (0: none). */
export interface ReplayPosition {
  step: number;
  samples: number;
}

/**
 * The demo's clock at 1×: when each mark starts and ends. Mark k (0-based) is step k + 1; it
 * starts one pause after the previous ends, and the first starts at once.
 */
export class Timeline {
  readonly starts: Float64Array;
  readonly ends: Float64Array;
  private cached: { index: number; times: Float64Array } | null = null;

  constructor(private readonly marks: readonly PixelOp[]) {
    this.starts = new Float64Array(marks.length);
    this.ends = new Float64Array(marks.length);
    let t = 0;
    marks.forEach((op, k) => {
      if (k > 0) t += PAUSE_MS;
      this.starts[k] = t;
      t += markDuration(op);
      this.ends[k] = t;
    });
  }

  get total(): number {
    return this.ends.at(-1) ?? 0;
  }

  get steps(): number {
    return this.marks.length;
  }

  /** Demo time at which `step` is complete (0 for the blank page). */
  timeOf(step: number): number {
    if (step <= 0) return 0;
    return this.ends[Math.min(step, this.marks.length) - 1] ?? 0;
  }

  positionAt(ms: number): ReplayPosition {
    // Steps complete by `ms`: the count of ends at or before it.
    let lo = 0;
    let hi = this.marks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.ends[mid] ?? 0) <= ms) lo = mid + 1;
      else hi = mid;
    }
    const step = lo;
    const op = this.marks[step];
    const start = this.starts[step] ?? 0;
    if (op?.t !== 'stroke' || ms < start) return { step, samples: 0 };
    const times = this.timesOf(step, op);
    const into = ms - start;
    let samples = 0;
    while (samples < times.length && (times[samples] ?? 0) <= into) samples++;
    return { step, samples };
  }

  private timesOf(index: number, op: StrokeOp): Float64Array {
    if (this.cached?.index !== index) this.cached = { index, times: sampleTimes(op) };
    return this.cached.times;
  }
}

/**
 * Wall clock → demo position at a speed. Changing speed keeps the position, so the replay does
 * not jump; starting from the finished drawing starts over from the blank page. Unlike
 * `clampSpeed`, any positive speed is taken.
 */
export class PlaybackClock {
  private originWall = 0;
  private originDemo = 0;
  private rate = 1;

  constructor(
    private readonly timeline: Timeline,
    speed = 1,
  ) {
    this.rate = clockSpeed(speed);
  }

  get speed(): number {
    return this.rate;
  }

  /** Plays from demo time `from` (see `Timeline.timeOf`); from the end, over from the start. */
  start(now: number, from: number): void {
    this.originWall = now;
    this.originDemo = from >= this.timeline.total ? 0 : Math.max(0, from);
  }

  setSpeed(speed: number, now: number): void {
    this.originDemo = this.demoTime(now);
    this.originWall = now;
    this.rate = clockSpeed(speed);
  }

  demoTime(now: number): number {
    // A frame's timestamp may be a little older than the call that started the clock.
    const elapsed = Math.max(0, now - this.originWall);
    return Math.min(this.timeline.total, this.originDemo + elapsed * this.rate);
  }

  position(now: number): ReplayPosition & { done: boolean } {
    const t = this.demoTime(now);
    return { ...this.timeline.positionAt(t), done: t >= this.timeline.total };
  }
}
