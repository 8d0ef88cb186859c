import type { Sample } from './sample';

/** How far each level lags the pen: the share of the previous position kept per sample. */
const LAG = [0, 0.35, 0.55, 0.7, 0.8, 0.87] as const;

export const STABILIZER_MAX = LAG.length - 1;

/** Exponential smoothing of positions; the stroke catches up with the pen when it ends. */
export class Stabilizer {
  private readonly keep: number;
  private last: Sample | null = null;

  constructor(level: number) {
    this.keep = LAG[Math.max(0, Math.min(STABILIZER_MAX, Math.round(level)))] ?? 0;
  }

  push(s: Sample): Sample {
    const prev = this.last;
    const next =
      prev === null || this.keep === 0
        ? s
        : {
            ...s,
            x: prev.x + (s.x - prev.x) * (1 - this.keep),
            y: prev.y + (s.y - prev.y) * (1 - this.keep),
          };
    this.last = next;
    return next;
  }

  /** The point still owed to the pen when it lifts, or null if the stroke is already there. */
  catchUp(raw: Sample | null): Sample | null {
    if (!raw || !this.last || this.keep === 0) return null;
    if (raw.x === this.last.x && raw.y === this.last.y) return null;
    this.last = raw;
    return raw;
  }
}
