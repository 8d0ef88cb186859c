import type { Point } from '../raster/polygon';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface ShapePath {
  points: Point[];
  closed: boolean;
}

export function normalize(b: Box): { left: number; top: number; w: number; h: number } {
  return {
    left: Math.min(b.x0, b.x1),
    top: Math.min(b.y0, b.y1),
    w: Math.abs(b.x1 - b.x0),
    h: Math.abs(b.y1 - b.y0),
  };
}

/** Points on the ellipse inscribed in the box, starting at the top, clockwise. */
export function radial(b: Box, count: number, radiusAt: (i: number) => number): Point[] {
  const { left, top, w, h } = normalize(b);
  const cx = left + w / 2;
  const cy = top + h / 2;
  const pts: Point[] = [];
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + (i / count) * Math.PI * 2;
    const k = radiusAt(i);
    pts.push([cx + Math.cos(a) * (w / 2) * k, cy + Math.sin(a) * (h / 2) * k]);
  }
  return pts;
}

export function arrowHead(from: Point, to: Point, length: number): Point[] {
  const fx = from[0] ?? 0;
  const fy = from[1] ?? 0;
  const tx = to[0] ?? 0;
  const ty = to[1] ?? 0;
  const len = Math.hypot(tx - fx, ty - fy) || 1;
  const l = Math.min(length, len * 0.5);
  const ux = (tx - fx) / len;
  const uy = (ty - fy) / len;
  const spread = Math.PI / 7;
  const wing = (s: number): Point => [
    tx - l * (ux * Math.cos(s) - uy * Math.sin(s)),
    ty - l * (uy * Math.cos(s) + ux * Math.sin(s)),
  ];
  return [wing(spread), [tx, ty], wing(-spread)];
}

export function roundedRect(b: Box): Point[] {
  const { left, top, w, h } = normalize(b);
  const r = Math.min(w, h) * 0.2;
  const corners: [number, number, number][] = [
    [left + w - r, top + r, -Math.PI / 2],
    [left + w - r, top + h - r, 0],
    [left + r, top + h - r, Math.PI / 2],
    [left + r, top + r, Math.PI],
  ];
  const pts: Point[] = [];
  for (const [cx, cy, start] of corners) {
    for (let i = 0; i <= 8; i++) {
      const a = start + (i / 8) * (Math.PI / 2);
      pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
    }
  }
  return pts;
}

/** The classic parametric heart, fitted to the box. */
export function heart(b: Box): Point[] {
  const { left, top, w, h } = normalize(b);
  const pts: Point[] = [];
  const n = 96;
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    pts.push([left + ((x + 16) / 32) * w, top + ((12 - y) / 29) * h]);
  }
  return pts;
}

export function cross(b: Box): Point[] {
  const { left, top, w, h } = normalize(b);
  const a = w / 3;
  const c = h / 3;
  const xs = [left, left + a, left + 2 * a, left + w];
  const ys = [top, top + c, top + 2 * c, top + h];
  const order: [number, number][] = [
    [1, 0],
    [2, 0],
    [2, 1],
    [3, 1],
    [3, 2],
    [2, 2],
    [2, 3],
    [1, 3],
    [1, 2],
    [0, 2],
    [0, 1],
    [1, 1],
  ];
  return order.map(([i, j]) => [xs[i] ?? 0, ys[j] ?? 0]);
}
