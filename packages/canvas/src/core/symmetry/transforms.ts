import type { Linear } from '../brushes/frame';
import type { InkPoint } from '../brushes/types';
import type { Symmetry } from './symmetry';

/** x' = a·x + c·y + e, y' = b·x + d·y + f: a mirror or a turn about the symmetry's centre. */
export interface Affine extends Linear {
  e: number;
  f: number;
}

/** The map without its translation: what a brush turns its own directions by. */
export function linearPart({ a, b, c, d }: Affine): Linear {
  return { a, b, c, d };
}

/**
 * Math.cos(Math.PI / 2) is 6e-17, not 0: snapping to halves makes quarter and half turns (and
 * their multiples of 30°) land exactly where a hand-drawn copy would, pixel for pixel.
 */
function snap(v: number): number {
  const half = Math.round(v * 2) / 2;
  return Math.abs(v - half) < 1e-12 ? half : v;
}

/** a, b, c, d about (x, y): the translation that keeps the centre where it is. */
function about(a: number, b: number, c: number, d: number, x: number, y: number): Affine {
  return { a, b, c, d, e: x - a * x - c * y, f: y - b * x - d * y };
}

/**
 * The maps from the drawn stroke to each copy, the stroke itself first (the identity), in a
 * space where the centre sits at (cx · scale, cy · scale): raster pixels for the brushes.
 */
export function symmetryTransforms(symmetry: Symmetry, scale = 1): Affine[] {
  const x = symmetry.cx * scale;
  const y = symmetry.cy * scale;
  const identity = about(1, 0, 0, 1, x, y);
  switch (symmetry.kind) {
    case 'vertical':
      return [identity, about(-1, 0, 0, 1, x, y)];
    case 'horizontal':
      return [identity, about(1, 0, 0, -1, x, y)];
    case 'radial': {
      const out = [identity];
      for (let k = 1; k < symmetry.segments; k++) {
        const turn = (2 * Math.PI * k) / symmetry.segments;
        const cos = snap(Math.cos(turn));
        const sin = snap(Math.sin(turn));
        out.push(about(cos, sin, -sin, cos, x, y));
      }
      return out;
    }
  }
}

export function mapPoint(m: Affine, x: number, y: number): { x: number; y: number } {
  return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
}

/**
 * A brush point as a copy sees it: moved to the copy's place, pressure and tilt as drawn. The
 * copy's brush lays the directions it takes from tilt through its frame, as it does its own.
 */
export function mapInk(m: Affine, p: InkPoint): InkPoint {
  return { ...p, x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f };
}
