import type { Matrix } from '../doc/ops';
import { about, apply, invert, multiply, rotationAbout, scaling, translate } from './matrix';

/** A box in the selection's own space (document units for a region, pixels for a picture). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Point = { x: number; y: number };

/** Scale handles by compass point, the turn handle above the top edge, and the inside. */
export type Grip = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'rotate' | 'move';
export type ScaleGrip = Exclude<Grip, 'rotate' | 'move'>;

/** Where each scale handle sits on the box, as fractions of its width and height. */
const SCALE_GRIPS: Record<ScaleGrip, [number, number]> = {
  nw: [0, 0],
  n: [0.5, 0],
  ne: [1, 0],
  e: [1, 0.5],
  se: [1, 1],
  s: [0.5, 1],
  sw: [0, 1],
  w: [0, 0.5],
};

/** How far above the top edge the turn handle floats, in screen pixels. */
const ROTATE_REACH = 28;

const at = (box: Box, [fx, fy]: [number, number]): Point => ({
  x: box.x + box.w * fx,
  y: box.y + box.h * fy,
});

/**
 * The handles in document units: the box's corners and edge middles mapped by `m`, and the
 * turn handle `ROTATE_REACH` screen pixels out from the top edge (`zoom` = screen pixels per
 * unit), whichever way the box is turned or flipped.
 */
export function gripPoints(
  box: Box,
  m: Matrix,
  zoom: number,
): Record<Exclude<Grip, 'move'>, Point> {
  const out = {} as Record<Exclude<Grip, 'move'>, Point>;
  for (const [grip, f] of Object.entries(SCALE_GRIPS) as [ScaleGrip, [number, number]][]) {
    const p = at(box, f);
    out[grip] = apply(m, p.x, p.y);
  }
  const top = out.n;
  const centre = apply(m, box.x + box.w / 2, box.y + box.h / 2);
  const dx = top.x - centre.x;
  const dy = top.y - centre.y;
  const len = Math.hypot(dx, dy) || 1;
  out.rotate = {
    x: top.x + (dx / len) * (ROTATE_REACH / zoom),
    y: top.y + (dy / len) * (ROTATE_REACH / zoom),
  };
  return out;
}

/**
 * What a press at `p` (document units) takes hold of: the nearest handle within `reach`
 * screen pixels, else the inside of the box, else nothing. Inside the box a handle must also
 * be nearer than the box's centre is, so a small selection can still be moved by its middle.
 */
export function gripAt(box: Box, m: Matrix, zoom: number, p: Point, reach: number): Grip | null {
  const inverse = invert(m);
  const s = inverse && apply(inverse, p.x, p.y);
  const inside =
    s !== null && s.x >= box.x && s.x <= box.x + box.w && s.y >= box.y && s.y <= box.y + box.h;
  const c = apply(m, box.x + box.w / 2, box.y + box.h / 2);
  let best: Grip | null = null;
  let bestDistance = inside
    ? Math.min(reach / zoom, Math.hypot(c.x - p.x, c.y - p.y))
    : reach / zoom;
  for (const [grip, q] of Object.entries(gripPoints(box, m, zoom)) as [Grip, Point][]) {
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d <= bestDistance) {
      best = grip;
      bestDistance = d;
    }
  }
  return best ?? (inside ? 'move' : null);
}

export interface DragOptions {
  /** Shift: scale keeps the box's proportions, a turn goes by 15°. */
  constrain: boolean;
  /** Raster pixels per document unit: moves go by whole pixels, so they stay sharp. */
  rasterScale: number;
  /**
   * What turns the map's linear part into raster pixels per source pixel: 1 for a region (its
   * pixels are the layer's own), the raster scale for a picture (its map gives document units
   * per picture pixel). Tells `settle` when every pixel would land on a pixel.
   */
  pixelScale: number;
}

/**
 * The map after dragging `grip` from `from` to `to` (document units), starting from `start`.
 * Null when the drag would squash the box to less than a unit (the last good map stays).
 */
export function dragMatrix(
  start: Matrix,
  box: Box,
  grip: Grip,
  from: Point,
  to: Point,
  o: DragOptions,
): Matrix | null {
  if (grip === 'move') {
    const k = o.rasterScale;
    const dx = Math.round((to.x - from.x) * k) / k;
    const dy = Math.round((to.y - from.y) * k) / k;
    return multiply(translate(dx, dy), start);
  }
  if (grip === 'rotate') {
    const c = apply(start, box.x + box.w / 2, box.y + box.h / 2);
    let angle = Math.atan2(to.y - c.y, to.x - c.x) - Math.atan2(from.y - c.y, from.x - c.x);
    if (o.constrain) angle = Math.round(angle / (Math.PI / 12)) * (Math.PI / 12);
    return settle(multiply(rotationAbout(angle, c.x, c.y), start), o);
  }
  const inverse = invert(start);
  if (!inverse) return null;
  const [fx, fy] = SCALE_GRIPS[grip];
  const handle = at(box, [fx, fy]);
  const anchor = at(box, [1 - fx, 1 - fy]);
  const a = apply(inverse, from.x, from.y);
  const b = apply(inverse, to.x, to.y);
  const moved = { x: handle.x + b.x - a.x, y: handle.y + b.y - a.y };
  let sx = fx === 0.5 ? 1 : (moved.x - anchor.x) / (handle.x - anchor.x);
  let sy = fy === 0.5 ? 1 : (moved.y - anchor.y) / (handle.y - anchor.y);
  if (o.constrain) {
    // One factor for both axes: the one the pointer moved furthest along (an edge's own).
    const k = fx === 0.5 ? sy : fy === 0.5 ? sx : Math.abs(sx) >= Math.abs(sy) ? sx : sy;
    sx = k;
    sy = k;
  }
  const next = multiply(start, about(scaling(sx, sy), anchor.x, anchor.y));
  // A box under a unit across (or flat) has nothing left to show: keep the last good one.
  const width = Math.hypot(next[0], next[1]) * box.w;
  const height = Math.hypot(next[2], next[3]) * box.h;
  return width < 1 || height < 1 ? null : settle(next, o);
}

/** The map mirrored left to right (`horizontal`) or top to bottom, about the box's centre. */
export function flipMatrix(m: Matrix, box: Box, horizontal: boolean, o: DragOptions): Matrix {
  const flip = horizontal ? scaling(-1, 1) : scaling(1, -1);
  return settle(multiply(m, about(flip, box.x + box.w / 2, box.y + box.h / 2)), o);
}

/**
 * A map that turns by quarter turns or flips (no scale, no odd angle) is put on whole raster
 * pixels: then every pixel lands on a pixel and the result is exact, not resampled. Moves by
 * less than half a pixel do not show; blur would.
 */
export function settle(m: Matrix, { rasterScale, pixelScale }: DragOptions): Matrix {
  const k = pixelScale;
  const linear = [m[0] * k, m[1] * k, m[2] * k, m[3] * k].map((v) => {
    const r = Math.round(v);
    return Math.abs(v - r) < 1e-9 ? r : v;
  });
  const signedPermutation =
    linear.every((v) => v === 0 || v === 1 || v === -1) &&
    Math.abs((linear[0] ?? 0) * (linear[3] ?? 0) - (linear[1] ?? 0) * (linear[2] ?? 0)) === 1;
  if (!signedPermutation) return m;
  const [a = 0, b = 0, c = 0, d = 0] = linear;
  const s = rasterScale;
  return [a / k, b / k, c / k, d / k, Math.round(m[4] * s) / s, Math.round(m[5] * s) / s];
}
