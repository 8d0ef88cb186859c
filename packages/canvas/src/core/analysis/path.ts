import { SAMPLE_STRIDE } from '../ink/sample';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The board the stroke was drawn on, so lengths can be judged against its size. */
export interface Board {
  readonly width: number;
  readonly height: number;
}

/** One stroke's samples as columns; the measures read positions far more than anything else. */
export interface Trace {
  readonly points: readonly Point[];
  readonly pressure: readonly number[];
  readonly time: readonly number[];
}

const ORIGIN: Point = { x: 0, y: 0 };

/** The i-th point, or the origin past the ends (lets loops read neighbours without checks). */
export const pointAt = (points: readonly Point[], i: number): Point => points[i] ?? ORIGIN;

export const numAt = (values: readonly number[], i: number): number => values[i] ?? 0;

/** A log could carry a NaN from a broken device; one must not turn every score into NaN. */
const finite = (v: number | undefined, fallback: number): number =>
  v !== undefined && Number.isFinite(v) ? v : fallback;

/** Reads the engine's flat stroke log (`SAMPLE_STRIDE` numbers a sample). */
export function traceOf(samples: readonly number[]): Trace {
  const n = Math.floor(samples.length / SAMPLE_STRIDE);
  const points: Point[] = [];
  const pressure: number[] = [];
  const time: number[] = [];
  for (let i = 0; i < n; i++) {
    const o = i * SAMPLE_STRIDE;
    points.push({ x: finite(samples[o], 0), y: finite(samples[o + 1], 0) });
    pressure.push(finite(samples[o + 2], 0.5));
    time.push(finite(samples[o + 5], 0));
  }
  return { points, pressure, time };
}

/** The mean of the points (the origin for none): where a stroke's ink sits. */
export function centroid(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  const n = Math.max(1, points.length);
  return { x: x / n, y: y / n };
}

/** The board's diagonal, never below 1 px so normalised figures stay finite. */
export const diagonalOf = (board: Board): number =>
  Math.max(1, finite(Math.hypot(board.width, board.height), 1));

/** Math.hypot guards against overflow that board coordinates never reach, at several times the cost. */
export const distance = (a: Point, b: Point): number => {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return Math.sqrt(dx * dx + dy * dy);
};

export function lengthOf(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++)
    length += distance(pointAt(points, i - 1), pointAt(points, i));
  return length;
}

/**
 * Points at equal arc-length intervals. The interval is bent so a whole number of them spans the
 * path: the same path drawn backwards then gives the same points in reverse order, which keeps
 * every measure built on it independent of the direction the line was drawn.
 */
export function resample(points: readonly Point[], step: number): Point[] {
  const length = lengthOf(points);
  if (points.length < 2 || length === 0) return points.slice(0, 1);
  const count = Math.max(1, Math.round(length / step));
  const interval = length / count;
  const out: Point[] = [pointAt(points, 0)];
  let segment = 1;
  let before = 0; // arc length at the start of `segment`
  for (let k = 1; k < count; k++) {
    const s = k * interval;
    let a = pointAt(points, segment - 1);
    let b = pointAt(points, segment);
    let l = distance(a, b);
    while (before + l < s && segment < points.length - 1) {
      before += l;
      segment += 1;
      a = b;
      b = pointAt(points, segment);
      l = distance(a, b);
    }
    const f = l > 0 ? Math.min(1, (s - before) / l) : 0;
    out.push({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
  }
  out.push(pointAt(points, points.length - 1));
  return out;
}

/** A fitted straight line: where its mass sits and the unit direction it runs in. */
export interface Axis {
  readonly centre: Point;
  readonly dx: number;
  readonly dy: number;
}

/**
 * The line through a path that its points lie closest to (total least squares), with every bit
 * of ink weighed by its length rather than by how many samples a slow hand left on it. The
 * moments are integrated exactly along each segment. Null when the path has no extent.
 */
export function axisOf(points: readonly Point[]): Axis | null {
  if (points.length === 0) return null;
  // Moments about the vertices' mean keep far-off coordinates from eating the precision.
  let ox = 0;
  let oy = 0;
  for (const p of points) {
    ox += p.x;
    oy += p.y;
  }
  ox /= points.length;
  oy /= points.length;
  let w = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 1; i < points.length; i++) {
    const a = pointAt(points, i - 1);
    const b = pointAt(points, i);
    const l = distance(a, b);
    const ax = a.x - ox;
    const ay = a.y - oy;
    const bx = b.x - ox;
    const by = b.y - oy;
    w += l;
    sx += (l * (ax + bx)) / 2;
    sy += (l * (ay + by)) / 2;
    sxx += (l * (ax * ax + ax * bx + bx * bx)) / 3;
    syy += (l * (ay * ay + ay * by + by * by)) / 3;
    sxy += (l * (2 * ax * ay + ax * by + bx * ay + 2 * bx * by)) / 6;
  }
  // Below a millionth of a pixel of ink a direction is rounding noise.
  if (w < 1e-6) return null;
  const mx = sx / w;
  const my = sy / w;
  const cxx = sxx / w - mx * mx;
  const cyy = syy / w - my * my;
  const cxy = sxy / w - mx * my;
  const angle = 0.5 * Math.atan2(2 * cxy, cxx - cyy);
  return { centre: { x: mx + ox, y: my + oy }, dx: Math.cos(angle), dy: Math.sin(angle) };
}

export const DEG = 180 / Math.PI;

/** The angle between two undirected lines, 0–90°. */
export function lineAngle(ax: number, ay: number, bx: number, by: number): number {
  const la = Math.hypot(ax, ay);
  const lb = Math.hypot(bx, by);
  if (la === 0 || lb === 0) return 90;
  const cos = Math.min(1, Math.abs(ax * bx + ay * by) / (la * lb));
  return Math.acos(cos) * DEG;
}

/** An undirected angle difference wrapped to (−90°, 90°]. */
export function axialDifference(a: number, b: number): number {
  let d = (a - b) % 180;
  if (d <= -90) d += 180;
  if (d > 90) d -= 180;
  return d;
}
