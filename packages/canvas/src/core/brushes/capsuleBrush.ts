import { drawCapsule, type CapsuleStyle } from '../raster/capsule';
import { valueNoise, hash2 } from '../raster/texture';
import { radiusFor } from '../ink/pressure';
import type { BrushContext, InkPoint, StrokeRenderer } from './types';

export interface Grain {
  amount: number;
  /** Grain cell in document units. */
  cell: number;
}

export interface CapsuleBrushOptions {
  sizeScale: number;
  thinning: number;
  hardness: number;
  /** How much light pressure fades the ink (pencil), 0 = not at all. */
  pressureOpacity?: number;
  grain?: Grain;
  aliased?: boolean;
}

/** Paper grain: a coverage multiplier that depends only on where the pixel is on the page. */
export function grainTexture(grain: Grain, scale: number, seed: number) {
  return {
    key: `${grain.amount}:${grain.cell}:${scale}:${seed}`,
    at: (x: number, y: number): number => {
      const n =
        0.65 * valueNoise(x / scale, y / scale, grain.cell, seed) + 0.35 * hash2(x, y, seed);
      const v = 1 - grain.amount * (1 - n) * 1.6;
      return v < 0 ? 0 : v > 1 ? 1 : v;
    },
  };
}

/** The round brush family: each new point sweeps a circle from the previous one. */
export function capsuleBrush(o: CapsuleBrushOptions) {
  return (ctx: BrushContext): StrokeRenderer => {
    const style: CapsuleStyle = {
      hardness: o.hardness,
      alpha: 1,
      combine: 'max',
      texture: o.grain ? grainTexture(o.grain, ctx.scale, 7) : undefined,
      aliased: o.aliased,
    };
    const size = ctx.size * o.sizeScale;
    let prev: { x: number; y: number; r: number; a: number } | null = null;
    /** The last piece drawn: whether it covers the next one's start as that one would. */
    let last: { narrowed: boolean; alpha: number } | null = null;
    return {
      add(p: InkPoint) {
        const r = o.aliased
          ? Math.max(0.5, Math.round(size / 2))
          : radiusFor(size, o.thinning, p.pressure);
        const a = 1 - (o.pressureOpacity ?? 0) * (1 - p.pressure);
        const from = prev ?? { x: p.x, y: p.y, r, a };
        style.alpha = (from.a + a) / 2;
        // Coverage grows with the radius and falls with the distance: a piece that narrowed
        // (or kept its width) to this start covers its disc at least as much as this one would.
        const startCovered = last !== null && last.narrowed && style.alpha <= last.alpha;
        drawCapsule(ctx.mask, from.x, from.y, from.r, p.x, p.y, r, style, startCovered);
        last = { narrowed: from.r >= r, alpha: style.alpha };
        prev = { x: p.x, y: p.y, r, a };
      },
    };
  };
}
