import { DEG, type Point } from './path';

/** A fitted ellipse. Angles in degrees in the board's coordinates (y down), in [0, 180). */
export interface Ellipse {
  readonly centre: Point;
  readonly semiMajor: number;
  readonly semiMinor: number;
  /** Direction of the major axis. */
  readonly majorAngle: number;
  /** Direction of the minor axis: the ellipse's axis of rotation in a drawing. */
  readonly minorAngle: number;
  /** asin(minor / major): 90 is a circle, 0 a line. */
  readonly degree: number;
}

/** Spread of the points, px, below which no ellipse is fitted. */
export const MIN_SIZE = 1;

type Vec3 = readonly [number, number, number];
/** Row-major 3 × 3: nine numbers, read through `at`. */
type Mat3 = readonly number[];

const at = (m: Mat3, row: number, col: number): number => m[row * 3 + col] ?? 0;
const rowOf = (m: Mat3, row: number): Vec3 => [at(m, row, 0), at(m, row, 1), at(m, row, 2)];

const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

const norm = (v: Vec3): number => Math.hypot(v[0], v[1], v[2]);

const det = (m: Mat3): number => {
  const c = cross(rowOf(m, 1), rowOf(m, 2));
  return at(m, 0, 0) * c[0] + at(m, 0, 1) * c[1] + at(m, 0, 2) * c[2];
};

function inverse(m: Mat3): Mat3 | null {
  const d = det(m);
  if (!Number.isFinite(d) || Math.abs(d) < 1e-12) return null;
  // The adjugate's columns are crosses of the rows.
  const c0 = cross(rowOf(m, 1), rowOf(m, 2));
  const c1 = cross(rowOf(m, 2), rowOf(m, 0));
  const c2 = cross(rowOf(m, 0), rowOf(m, 1));
  return [c0[0], c1[0], c2[0], c0[1], c1[1], c2[1], c0[2], c1[2], c2[2]].map((v) => v / d);
}

function multiply(a: Mat3, b: Mat3): number[] {
  const out: number[] = [];
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++)
      out.push(at(a, i, 0) * at(b, 0, j) + at(a, i, 1) * at(b, 1, j) + at(a, i, 2) * at(b, 2, j));
  return out;
}

const transpose = (m: Mat3): number[] =>
  [0, 1, 2].flatMap((j) => [0, 1, 2].map((i) => at(m, i, j)));

const add = (a: Mat3, b: Mat3): number[] => a.map((v, k) => v + (b[k] ?? 0));

/** The real roots of λ³ + bλ² + cλ + d. */
function cubicRoots(b: number, c: number, d: number): number[] {
  const p = c - (b * b) / 3;
  const q = (2 * b * b * b) / 27 - (b * c) / 3 + d;
  const shift = -b / 3;
  const disc = (q * q) / 4 + (p * p * p) / 27;
  if (disc > 0) {
    const s = Math.sqrt(disc);
    return [Math.cbrt(-q / 2 + s) + Math.cbrt(-q / 2 - s) + shift];
  }
  if (p === 0) return [shift];
  const r = Math.sqrt(-p / 3);
  const phi = Math.acos(Math.max(-1, Math.min(1, (3 * q) / (2 * p * r))));
  return [0, 1, 2].map((k) => 2 * r * Math.cos(phi / 3 - (2 * Math.PI * k) / 3) + shift);
}

/** Whether at least five of the points differ: the search stops at the fifth. */
function fiveDistinct(points: readonly Point[]): boolean {
  const seen: Point[] = [];
  for (const p of points) {
    if (!seen.some((q) => q.x === p.x && q.y === p.y)) seen.push(p);
    if (seen.length >= 5) return true;
  }
  return false;
}

/**
 * Fitzgibbon's direct least-squares ellipse fit in Halíř and Flusser's stable form: it can only
 * return an ellipse (never a hyperbola for a flat, half-drawn one) and needs no starting guess or
 * iteration, so it is deterministic and cheap. The points are centred and scaled first, which
 * also makes the fit blind to where on the board the ellipse was drawn. Null below five distinct
 * points, under `MIN_SIZE`, or when they lie on a line.
 */
export function fitEllipse(points: readonly Point[]): Ellipse | null {
  const n = points.length;
  if (n < 5) return null;
  let mx = 0;
  let my = 0;
  for (const p of points) {
    mx += p.x;
    my += p.y;
  }
  mx /= n;
  my /= n;
  let spread = 0;
  for (const p of points) spread += (p.x - mx) ** 2 + (p.y - my) ** 2;
  const scale = Math.sqrt(spread / n);
  // Five distinct points fix a conic; fewer (or a pixel's worth of ink) leave it to rounding.
  if (!(scale >= MIN_SIZE) || !fiveDistinct(points)) return null;

  // The scatter matrices' distinct sums, gathered in one pass with no allocation per point: a
  // 400-sample ellipse is fitted as its pen lifts.
  let x4 = 0,
    x3y = 0,
    x2y2 = 0,
    xy3 = 0,
    y4 = 0;
  let x3 = 0,
    x2y = 0,
    xy2 = 0,
    y3 = 0;
  let x2 = 0,
    xy = 0,
    y2 = 0,
    sx = 0,
    sy = 0;
  for (const p of points) {
    const x = (p.x - mx) / scale;
    const y = (p.y - my) / scale;
    const xx = x * x;
    const yy = y * y;
    const xyv = x * y;
    x4 += xx * xx;
    x3y += xx * xyv;
    x2y2 += xx * yy;
    xy3 += xyv * yy;
    y4 += yy * yy;
    x3 += xx * x;
    x2y += xx * y;
    xy2 += x * yy;
    y3 += yy * y;
    x2 += xx;
    xy += xyv;
    y2 += yy;
    sx += x;
    sy += y;
  }
  // quad = [x², xy, y²], lin = [x, y, 1]: s1 = Σ quad·quadᵀ, s2 = Σ quad·linᵀ, s3 = Σ lin·linᵀ.
  const s1: Mat3 = [x4, x3y, x2y2, x3y, x2y2, xy3, x2y2, xy3, y4];
  const s2: Mat3 = [x3, x2y, x2, x2y, xy2, xy, xy2, y3, y2];
  const s3: Mat3 = [x2, xy, sx, xy, y2, sy, sx, sy, n];
  const s3inv = inverse(s3);
  if (!s3inv) return null;
  const t = multiply(s3inv, transpose(s2)).map((v) => -v);
  const reduced = add(s1, multiply(s2, t));
  // Premultiplied by the inverse of the constraint 4ac − b² = 1.
  const m: Mat3 = [
    ...rowOf(reduced, 2).map((v) => v / 2),
    ...rowOf(reduced, 1).map((v) => -v),
    ...rowOf(reduced, 0).map((v) => v / 2),
  ];

  const trace = at(m, 0, 0) + at(m, 1, 1) + at(m, 2, 2);
  const minors =
    at(m, 0, 0) * at(m, 1, 1) -
    at(m, 0, 1) * at(m, 1, 0) +
    at(m, 0, 0) * at(m, 2, 2) -
    at(m, 0, 2) * at(m, 2, 0) +
    at(m, 1, 1) * at(m, 2, 2) -
    at(m, 1, 2) * at(m, 2, 1);
  let best: Vec3 | null = null;
  let bestCondition = 0;
  for (const lambda of cubicRoots(-trace, minors, -det(m))) {
    const shifted = m.map((v, k) => (k % 4 === 0 ? v - lambda : v));
    const [r0, r1, r2] = [rowOf(shifted, 0), rowOf(shifted, 1), rowOf(shifted, 2)];
    let v = cross(r0, r1);
    for (const c of [cross(r0, r2), cross(r1, r2)]) if (norm(c) > norm(v)) v = c;
    const size = norm(v);
    if (!(size > 0)) continue;
    // Only the true solution satisfies 4ac − b² > 0; the other eigenvectors are hyperbolas.
    const condition = (4 * v[0] * v[2] - v[1] * v[1]) / (size * size);
    if (condition > bestCondition) {
      bestCondition = condition;
      best = v;
    }
  }
  if (!best) return null;
  const [a, b, c] = best;
  const [d, e, f] = [0, 1, 2].map((i) => at(t, i, 0) * a + at(t, i, 1) * b + at(t, i, 2) * c) as [
    number,
    number,
    number,
  ];
  return geometry(a, b, c, d, e, f, mx, my, scale);
}

/** The conic ax² + bxy + cy² + dx + ey + f = 0 (in scaled coordinates) as centre, axes, tilt. */
function geometry(
  a0: number,
  b0: number,
  c0: number,
  d0: number,
  e0: number,
  f0: number,
  mx: number,
  my: number,
  scale: number,
): Ellipse | null {
  // One sign for the quadratic part, so the larger eigenvalue is always the minor axis.
  const sign = a0 + c0 < 0 ? -1 : 1;
  const [a, b, c, d, e, f] = [a0, b0, c0, d0, e0, f0].map((v) => v * sign) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const den = b * b - 4 * a * c;
  if (!(den < 0)) return null;
  const cx = (2 * c * d - b * e) / den;
  const cy = (2 * a * e - b * d) / den;
  const constant = f + (d * cx + e * cy) / 2;
  const mean = (a + c) / 2;
  const radius = Math.hypot((a - c) / 2, b / 2);
  const small = mean - radius;
  const large = mean + radius;
  if (!(small > 0) || !(constant < 0)) return null;
  const semiMajor = Math.sqrt(-constant / small) * scale;
  const semiMinor = Math.sqrt(-constant / large) * scale;
  const minorAngle = (((0.5 * Math.atan2(b, a - c) * DEG) % 180) + 180) % 180;
  return {
    centre: { x: mx + cx * scale, y: my + cy * scale },
    semiMajor,
    semiMinor,
    majorAngle: (minorAngle + 90) % 180,
    minorAngle,
    degree: Math.asin(Math.min(1, semiMinor / semiMajor)) * DEG,
  };
}
