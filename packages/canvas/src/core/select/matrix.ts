import type { Matrix } from '../doc/ops';

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m·n: n first, then m (x' = a·x + c·y + e, y' = b·x + d·y + f, as the canvas writes it). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const [na, nb, nc, nd, ne, nf] = n;
  return [
    a * na + c * nb,
    b * na + d * nb,
    a * nc + c * nd,
    b * nc + d * nd,
    a * ne + c * nf + e,
    b * ne + d * nf + f,
  ];
}

export const determinant = ([a, b, c, d]: Matrix) => a * d - b * c;

/** The inverse, or null when the map squashes everything onto a line (nothing to sample). */
export function invert(m: Matrix): Matrix | null {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

export function apply(m: Matrix, x: number, y: number): { x: number; y: number } {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

export const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
export const scaling = (sx: number, sy: number): Matrix => [sx, 0, 0, sy, 0, 0];

/**
 * Math.cos(Math.PI / 2) is 6e-17, not 0: snapping to halves makes quarter and half turns land
 * exactly on pixels (the same reasoning as symmetry's copies).
 */
function snapHalf(v: number): number {
  const half = Math.round(v * 2) / 2;
  return Math.abs(v - half) < 1e-12 ? half : v;
}

/** A turn by `angle` radians (clockwise on screen, y down) about (x, y). */
export function rotationAbout(angle: number, x: number, y: number): Matrix {
  const cos = snapHalf(Math.cos(angle));
  const sin = snapHalf(Math.sin(angle));
  return [cos, sin, -sin, cos, x - cos * x + sin * y, y - sin * x - cos * y];
}

/** `m` done about (x, y) instead of the origin. */
export const about = (m: Matrix, x: number, y: number): Matrix =>
  multiply(translate(x, y), multiply(m, translate(-x, -y)));

/** The bounding box of a w × h rect mapped by `m`. */
export function mappedBounds(m: Matrix, w: number, h: number) {
  const pts = [apply(m, 0, 0), apply(m, w, 0), apply(m, 0, h), apply(m, w, h)];
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return {
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  };
}

export const isIdentity = (m: Matrix) => m.every((v, i) => v === IDENTITY[i]);
