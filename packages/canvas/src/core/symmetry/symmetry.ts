export const SYMMETRY_MIN_SEGMENTS = 2;
export const SYMMETRY_MAX_SEGMENTS = 16;

/**
 * `vertical` mirrors across a vertical axis (left ↔ right), `horizontal` across a horizontal one
 * (top ↔ bottom), `radial` repeats the stroke in equal turns about the centre.
 */
export type SymmetryKind = 'vertical' | 'horizontal' | 'radial';

/**
 * A stroke's symmetry as the log records it. The centre is in document units and is recorded
 * with every stroke, so a replay draws the copies where they were drawn whatever the board does.
 */
export type Symmetry =
  | { kind: 'vertical' | 'horizontal'; cx: number; cy: number }
  | { kind: 'radial'; segments: number; cx: number; cy: number };

export type SymmetryMode = 'off' | SymmetryKind;

/** What the toolbar holds: the mode, and the segments radial mode will use. */
export interface SymmetrySetting {
  mode: SymmetryMode;
  segments: number;
}

export const DEFAULT_SYMMETRY: SymmetrySetting = { mode: 'off', segments: 6 };

export function clampSegments(n: number): number {
  if (!Number.isFinite(n)) return DEFAULT_SYMMETRY.segments;
  return Math.max(SYMMETRY_MIN_SEGMENTS, Math.min(SYMMETRY_MAX_SEGMENTS, Math.round(n)));
}

/** The symmetry a new stroke records, about the board's centre; null when it is off. */
export function symmetryOf(
  setting: SymmetrySetting,
  width: number,
  height: number,
): Symmetry | null {
  const cx = width / 2;
  const cy = height / 2;
  switch (setting.mode) {
    case 'off':
      return null;
    case 'radial':
      return { kind: 'radial', segments: clampSegments(setting.segments), cx, cy };
    default:
      return { kind: setting.mode, cx, cy };
  }
}

const MIRROR_KEYS = ['kind', 'cx', 'cy'];
const RADIAL_KEYS = ['kind', 'segments', 'cx', 'cy'];

/**
 * Why an untrusted `symmetry` field is not one we draw, or null when it is. Strict, because each
 * copy costs a full stroke: a log asking for a thousand segments must not reach the engine.
 */
export function symmetryProblem(v: unknown): string | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'is not an object';
  const o = v as Record<string, unknown>;
  if (o.kind !== 'vertical' && o.kind !== 'horizontal' && o.kind !== 'radial') {
    return `has an unknown kind ${JSON.stringify(o.kind)}`;
  }
  const allowed = o.kind === 'radial' ? RADIAL_KEYS : MIRROR_KEYS;
  const extra = Object.keys(o).find((k) => !allowed.includes(k));
  if (extra !== undefined) return `has an unexpected field ${extra}`;
  if (!Number.isFinite(o.cx) || !Number.isFinite(o.cy)) return 'needs a centre cx, cy';
  if (o.kind !== 'radial') return null;
  const n = o.segments;
  if (
    typeof n !== 'number' ||
    !Number.isInteger(n) ||
    n < SYMMETRY_MIN_SEGMENTS ||
    n > SYMMETRY_MAX_SEGMENTS
  ) {
    return `needs whole segments from ${SYMMETRY_MIN_SEGMENTS} to ${SYMMETRY_MAX_SEGMENTS}`;
  }
  return null;
}
