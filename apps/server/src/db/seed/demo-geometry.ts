import type { Point } from './demo-sketch';

// Plane geometry of a hand's strokes: even sampling, smooth curves, arcs, and clipping.

/** Points every `step` units along a polyline, so brushes see a hand's even sampling. */
export function resample(points: readonly Point[], step: number): Point[] {
  const out: Point[] = [points[0]!];
  let carry = 0;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const length = Math.hypot(x1 - x0, y1 - y0);
    let d = step - carry;
    while (d <= length) {
      const t = d / length;
      out.push([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]);
      d += step;
    }
    carry = length - (d - step);
  }
  const last = points[points.length - 1]!;
  if (out[out.length - 1] !== last) out.push(last);
  return out;
}

/** Catmull-Rom through `points`, `per` points a span: a smooth hand curve through key points. */
export function spline(points: readonly Point[], per = 8): Point[] {
  const out: Point[] = [];
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let s = 0; s < per; s++) {
      const t = s / per;
      const t2 = t * t;
      const t3 = t2 * t;
      const c = (k: 0 | 1) =>
        0.5 *
        (2 * p1[k] +
          (p2[k] - p0[k]) * t +
          (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 +
          (3 * p1[k] - p0[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([c(0), c(1)]);
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

/** Points of an ellipse arc, from `start` through `sweep` radians, tilted by `rotation`. */
export function arc(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  { start = 0, sweep = Math.PI * 2, rotation = 0, steps = 48 } = {},
): Point[] {
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = start + (sweep * i) / steps;
    const x = Math.cos(a) * rx;
    const y = Math.sin(a) * ry;
    return [cx + x * cos - y * sin, cy + x * sin + y * cos] as Point;
  });
}

/**
 * The part of a circle around `light` that lies on the ball (cx, cy, r): a stroke that follows
 * the form. Null when that circle misses the ball.
 */
export function formArc(
  cx: number,
  cy: number,
  r: number,
  light: Point,
  radius: number,
): Point[] | null {
  const d = Math.hypot(cx - light[0], cy - light[1]);
  const cos = (radius * radius + d * d - r * r) / (2 * radius * d);
  if (cos >= 1) return null;
  const toward = Math.atan2(cy - light[1], cx - light[0]);
  const reach = Math.acos(Math.max(-1, cos)) * 0.92;
  return arc(light[0], light[1], radius, radius, {
    start: toward - reach,
    sweep: reach * 2,
    steps: 24,
  });
}

/** Where the line through `origin` along `dir` enters and leaves a convex polygon, if it does. */
export function clipToPolygon(
  origin: Point,
  dir: Point,
  polygon: readonly Point[],
): [Point, Point] | null {
  let lo = -Infinity;
  let hi = Infinity;
  // Inside is left of each edge for a counter-clockwise polygon; the area's sign covers both.
  const sign = polygonArea(polygon) > 0 ? 1 : -1;
  for (let i = 0; i < polygon.length; i++) {
    const [ax, ay] = polygon[i]!;
    const [bx, by] = polygon[(i + 1) % polygon.length]!;
    const nx = -(by - ay);
    const ny = bx - ax;
    const denom = nx * dir[0] + ny * dir[1];
    const dist = nx * (origin[0] - ax) + ny * (origin[1] - ay);
    if (Math.abs(denom) < 1e-9) {
      if (sign * dist < 0) return null;
      continue;
    }
    const t = -dist / denom;
    if (sign * denom > 0) lo = Math.max(lo, t);
    else hi = Math.min(hi, t);
  }
  if (!(lo < hi) || !Number.isFinite(lo) || !Number.isFinite(hi)) return null;
  const at = (t: number): Point => [origin[0] + dir[0] * t, origin[1] + dir[1] * t];
  return [at(lo), at(hi)];
}

function polygonArea(polygon: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [ax, ay] = polygon[i]!;
    const [bx, by] = polygon[(i + 1) % polygon.length]!;
    sum += ax * by - bx * ay;
  }
  return sum / 2;
}
