import { drawCapsule, type CapsuleStyle } from '../raster/capsule';
import { prng } from '../raster/texture';
import { radiusFor } from '../ink/pressure';
import type { Combine } from '../raster/mask';
import { inFrame } from './frame';
import type { BrushContext, InkPoint, StrokeRenderer } from './types';

export interface DabOptions {
  sizeScale: number;
  thinning: number;
  hardness: number;
  /** Distance between dabs as a share of the diameter. */
  spacing: number;
  flow: number;
  combine: Combine;
  /** Random shrink of each dab, 0..1 (stipple). */
  sizeJitter?: number;
}

/**
 * Evenly spaced dabs along the path. The distance left over from one piece carries into the
 * next, so spacing does not depend on how the input was split into events.
 */
export function dabBrush(o: DabOptions) {
  return (ctx: BrushContext): StrokeRenderer => {
    const style: CapsuleStyle = { hardness: o.hardness, alpha: o.flow, combine: o.combine };
    const size = ctx.size * o.sizeScale;
    const rand = prng(ctx.seed);
    let prev: InkPoint | null = null;
    let carry = 0;
    const dab = (x: number, y: number, pressure: number) => {
      const jitter = o.sizeJitter ? 1 - o.sizeJitter * rand() : 1;
      const r = radiusFor(size, o.thinning, pressure) * jitter;
      drawCapsule(ctx.mask, x, y, r, x, y, r, style);
    };
    return {
      add(p: InkPoint) {
        if (!prev) {
          dab(p.x, p.y, p.pressure);
          prev = p;
          return;
        }
        const step = Math.max(0.5, size * o.spacing);
        const dx = p.x - prev.x;
        const dy = p.y - prev.y;
        const len = Math.hypot(dx, dy);
        let d = step - carry;
        while (d <= len) {
          const t = d / len;
          dab(prev.x + dx * t, prev.y + dy * t, prev.pressure + (p.pressure - prev.pressure) * t);
          d += step;
        }
        carry = len - (d - step);
        prev = p;
      },
    };
  };
}

/** Spray can: fine dots scattered over a disc, their count proportional to distance moved. */
export function sprayBrush(sizeScale: number, density: number) {
  return (ctx: BrushContext): StrokeRenderer => {
    const style: CapsuleStyle = { hardness: 1, alpha: 1, combine: 'max' };
    const radius = (ctx.size * sizeScale) / 2;
    const dot = 0.45 * ctx.scale;
    const rand = prng(ctx.seed);
    let prev: InkPoint | null = null;
    return {
      add(p: InkPoint) {
        const len = prev ? Math.hypot(p.x - prev.x, p.y - prev.y) : radius;
        const count = Math.ceil(len * radius * density * (0.3 + p.pressure));
        const from = prev ?? p;
        for (let i = 0; i < count; i++) {
          const t = rand();
          const a = rand() * Math.PI * 2;
          const r = Math.sqrt(rand()) * radius;
          // The same draws in every copy, each dot's offset mirrored or turned with it.
          const [ox, oy] = inFrame(ctx.frame, Math.cos(a) * r, Math.sin(a) * r);
          const x = from.x + (p.x - from.x) * t + ox;
          const y = from.y + (p.y - from.y) * t + oy;
          drawCapsule(ctx.mask, x, y, dot, x, y, dot, style);
        }
        prev = p;
      },
    };
  };
}
