import type { ShapeOp, StrokeOp } from '../doc/ops';
import { SAMPLE_STRIDE } from '../ink/sample';
import { checkOp } from '../log/parse';

/**
 * What the one drawing does on the board, as it goes over the wire to every other board. `op`
 * is unknown because it comes from the network: whoever takes an action checks it (`checkOp`).
 */
export type LiveAction =
  /** A stroke (its `points` empty) or a shape begins: the live op as it begins. */
  | { k: 'begin'; op: unknown }
  /** More samples of the stroke in progress, flat, SAMPLE_STRIDE numbers each, quantized. */
  | { k: 'pts'; p: number[] }
  /** The shape in progress now reaches this corner. */
  | { k: 'shape'; x1: number; y1: number }
  | { k: 'end' }
  | { k: 'cancel' }
  /** A whole op at once: fill, clear, a layer op, a move, paste or erased region. */
  | { k: 'op'; op: unknown }
  | { k: 'undo' }
  | { k: 'redo' }
  /** The brush the drawer holds now (no mark). */
  | { k: 'tool'; brush: string; color: string; size: number };

/** Samples in one 'pts' action at most: a frame's worth at a pen's rate, with room to spare. */
export const MAX_BATCH_SAMPLES = 256;

/** Samples in one live stroke at most: seven minutes of a pen at 300 a second. */
export const MAX_STROKE_SAMPLES = 120_000;

/** The op a 'begin' starts, checked: only a stroke's or a shape's own fields, no samples yet. */
export function beginOp(v: unknown): StrokeOp | ShapeOp | string {
  const op = checkOp(v);
  if (typeof op === 'string') return op;
  if (op.t === 'stroke') {
    if (op.points.length > 0) return 'a stroke begins without samples';
    const { layer, brush, color, size, opacity, stabilizer, pressure, seed } = op;
    const { symmetry, pressureCurve } = op;
    // Fields are picked, not spread: whatever else was sent never reaches the log.
    return {
      t: 'stroke',
      layer,
      brush,
      color,
      size,
      opacity,
      stabilizer,
      pressure,
      seed,
      points: [],
      ...(symmetry !== undefined && { symmetry }),
      ...(pressureCurve !== undefined && { pressureCurve }),
    };
  }
  if (op.t === 'shape') {
    const { layer, shape, color, size, opacity, filled, sides, x0, y0, x1, y1 } = op;
    return { t: 'shape', layer, shape, color, size, opacity, filled, sides, x0, y0, x1, y1 };
  }
  return `${op.t} does not begin live: send it whole`;
}

/** Why a batch of samples is malformed or one too many for its stroke (`had` numbers), or null. */
export function batchProblem(p: unknown, had: number): string | null {
  if (!Array.isArray(p) || p.length === 0 || p.length % SAMPLE_STRIDE !== 0) {
    return `samples come ${SAMPLE_STRIDE} numbers each`;
  }
  if (p.length > MAX_BATCH_SAMPLES * SAMPLE_STRIDE) {
    return `at most ${MAX_BATCH_SAMPLES} samples a batch`;
  }
  if (had + p.length > MAX_STROKE_SAMPLES * SAMPLE_STRIDE) {
    return `a stroke has at most ${MAX_STROKE_SAMPLES} samples`;
  }
  for (let i = 0; i < p.length; i++) {
    const v: unknown = p[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) return 'samples must be finite numbers';
    const [low, high, name] = SAMPLE_RANGES[i % SAMPLE_STRIDE]!;
    if (v < low || v > high) return `a sample's ${name} must be from ${low} to ${high}`;
  }
  return null;
}

/** What a sample's numbers may be: far past any board, and what the wire packs in 31 bits. */
const SAMPLE_RANGES: readonly (readonly [number, number, string])[] = [
  [-1e6, 1e6, 'x'],
  [-1e6, 1e6, 'y'],
  [0, 1, 'pressure'],
  [-90, 90, 'tiltX'],
  [-90, 90, 'tiltY'],
  [0, 1e7, 'time'],
];

/** A shape's corner, rounded as a live shape rounds it. */
export const roundCorner = (v: number) => Math.round(v * 100) / 100;

export const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
