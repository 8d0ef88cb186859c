import type { Picture } from './picture';
import type { PlanCanvas } from './plan-canvas';
import type { Level } from './plan-levels';
import type { Cell } from './stroke-starts';

/** Mean difference of two colours, 0..255 a channel. */
const distance = (a: readonly number[], b: readonly number[]) =>
  (Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!)) / 3;

/** Follows the picture's edges from a start, while the picture keeps the stroke's colour. */
export function trace(
  pic: Picture,
  canvas: PlanCanvas,
  start: Cell,
  r: number,
  level: Level,
  colour: readonly number[],
  drift: number,
): number[] {
  const points = [start.x, start.y];
  const h = Math.max(1, r / 2);
  let dx = Math.cos(drift);
  let dy = Math.sin(drift);
  let x = start.x;
  let y = start.y;
  for (let step = 1; step <= level.maxSteps; step++) {
    if (step > level.minSteps) {
      const here = pic.colour(x, y, h / 2);
      const px = Math.max(0, Math.min(canvas.width - 1, Math.floor(x)));
      const py = Math.max(0, Math.min(canvas.height - 1, Math.floor(y)));
      const o = (py * canvas.width + px) * 3;
      const painted = [canvas.rgb[o]!, canvas.rgb[o + 1]!, canvas.rgb[o + 2]!];
      const away = distance(here, colour);
      if (away > level.tolerance || (level.threshold > 0 && away > distance(here, painted))) break;
    }
    const { angle, strength } = pic.grain(x, y, h);
    let nx = dx;
    let ny = dy;
    if (strength > 1.5) {
      // Along the edge, keeping the way the stroke was going; brushes do not turn on the spot.
      nx = Math.cos(angle);
      ny = Math.sin(angle);
      if (nx * dx + ny * dy < 0) {
        nx = -nx;
        ny = -ny;
      }
      nx = 0.7 * nx + 0.3 * dx;
      ny = 0.7 * ny + 0.3 * dy;
      const n = Math.hypot(nx, ny) || 1;
      nx /= n;
      ny /= n;
    }
    const next = [x + nx * r, y + ny * r];
    if (next[0]! < -r / 2 || next[1]! < -r / 2) break;
    if (next[0]! > pic.width + r / 2 || next[1]! > pic.height + r / 2) break;
    x = next[0]!;
    y = next[1]!;
    dx = nx;
    dy = ny;
    points.push(x, y);
  }
  return points;
}

/**
 * A broad bristle brush ends square, not round: blocking in lays it on a radius before its start
 * and lifts it a radius after its end, so it covers at least the round-ended stroke the plan
 * counts on, around its cell's centre too.
 */
export function laidOnAndLifted(points: number[], r: number, drift: number): number[] {
  const n = points.length;
  const along = (x0: number, y0: number, x1: number, y1: number) => {
    const len = Math.hypot(x1 - x0, y1 - y0);
    return len > 0 ? [(x1 - x0) / len, (y1 - y0) / len] : [Math.cos(drift), Math.sin(drift)];
  };
  const [sx, sy] = along(points[0]!, points[1]!, points[2] ?? points[0]!, points[3] ?? points[1]!);
  const [ex, ey] = along(
    points[n - 4] ?? points[0]!,
    points[n - 3] ?? points[1]!,
    points[n - 2]!,
    points[n - 1]!,
  );
  return [
    points[0]! - sx! * r,
    points[1]! - sy! * r,
    ...points,
    points[n - 2]! + ex! * r,
    points[n - 1]! + ey! * r,
  ];
}
