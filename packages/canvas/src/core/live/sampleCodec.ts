import { SAMPLE_STRIDE } from '../ink/sample';
import type { BitReader, BitWriter } from './bits';

/**
 * A batch of a stroke's samples in a few bits each, for the wire (decision 0030). Each column is
 * the stroke log's quantized integer (`quantize`: x and y in hundredths, pressure in thousandths,
 * tilt in degrees, time in tenths of a millisecond), so nothing the engine draws is lost. Each
 * value is predicted from the samples before it, in this batch or the stroke's earlier ones:
 * position and time go on as they were going (second order), pressure and tilt stay (first
 * order). What the prediction missed by is Rice-coded, with the parameter that makes that column
 * shortest for this batch. A hand on a pen is smooth, so a sample takes about 20 bits, against
 * about 45 bytes as JSON.
 */
const UNITS = [100, 100, 1000, 1, 1, 10] as const;
const MOVING = [true, true, false, false, false, true] as const;
const K_BITS = 4;
const MAX_K = 15;
/** A quotient this long is written whole instead, its bit length first. */
const ESCAPE = 16;
const LENGTH_BITS = 5;

const zig = (v: number) => (v >= 0 ? v * 2 : -v * 2 - 1);
const unzig = (u: number) => (u % 2 === 0 ? u / 2 : -(u + 1) / 2);
const bitLength = (u: number) => Math.max(1, 32 - Math.clz32(u));

function riceBits(u: number, k: number): number {
  const q = Math.floor(u / 2 ** k);
  return q < ESCAPE ? q + 1 + k : ESCAPE + LENGTH_BITS + bitLength(u);
}

/** Predicts one column from the values before: `prev` is the last, `prev2` the one before. */
class Predictor {
  constructor(
    private readonly moving: boolean,
    private prev: number | undefined,
    private prev2: number | undefined,
  ) {}

  get next(): number {
    if (this.prev === undefined) return 0;
    return this.moving && this.prev2 !== undefined ? 2 * this.prev - this.prev2 : this.prev;
  }

  saw(v: number): void {
    this.prev2 = this.prev;
    this.prev = v;
  }
}

function predictor(before: readonly number[], col: number): Predictor {
  const had = Math.floor(before.length / SAMPLE_STRIDE);
  const at = (i: number) =>
    i < 0 ? undefined : Math.round((before[i * SAMPLE_STRIDE + col] ?? 0) * UNITS[col]!);
  return new Predictor(MOVING[col]!, at(had - 1), at(had - 2));
}

/**
 * Writes samples `p` (flat, SAMPLE_STRIDE numbers each) that follow the stroke's `before`; the
 * reader is told how many apart.
 */
export function writeSamples(w: BitWriter, p: readonly number[], before: readonly number[]): void {
  const n = Math.floor(p.length / SAMPLE_STRIDE);
  for (let col = 0; col < SAMPLE_STRIDE; col++) {
    const predict = predictor(before, col);
    const misses: number[] = [];
    for (let i = 0; i < n; i++) {
      const v = Math.round(p[i * SAMPLE_STRIDE + col]! * UNITS[col]!);
      misses.push(zig(v - predict.next));
      predict.saw(v);
    }
    let best = 0;
    let bestBits = Number.POSITIVE_INFINITY;
    for (let k = 0; k <= MAX_K; k++) {
      let total = 0;
      for (const u of misses) total += riceBits(u, k);
      if (total < bestBits) [best, bestBits] = [k, total];
    }
    w.bits(best, K_BITS);
    for (const u of misses) {
      const q = Math.floor(u / 2 ** best);
      if (q < ESCAPE) {
        w.ones(q);
        w.bits(0, 1);
        w.bits(u % 2 ** best, best);
      } else {
        const length = bitLength(u);
        w.ones(ESCAPE);
        w.bits(length - 1, LENGTH_BITS);
        w.bits(u, length);
      }
    }
  }
}

/**
 * Reads what `writeSamples` wrote, given the same `before`. Whatever the bits, it reads no more
 * than they hold; what they say is checked where samples are taken (batchProblem).
 */
export function readSamples(r: BitReader, before: readonly number[], n: number): number[] {
  const p = new Array<number>(n * SAMPLE_STRIDE);
  for (let col = 0; col < SAMPLE_STRIDE; col++) {
    const predict = predictor(before, col);
    const k = r.bits(K_BITS);
    for (let i = 0; i < n; i++) {
      let q = 0;
      while (q < ESCAPE && r.bit() === 1) q++;
      const u = q < ESCAPE ? q * 2 ** k + r.bits(k) : r.bits(r.bits(LENGTH_BITS) + 1);
      const v = unzig(u) + predict.next;
      predict.saw(v);
      p[i * SAMPLE_STRIDE + col] = v / UNITS[col]!;
    }
  }
  return p;
}
