import { drawCapsule, type CapsuleStyle } from '../raster/capsule';
import { fillPolygon } from '../raster/polygon';
import { hash2 } from '../raster/texture';
import { radiusFor } from '../ink/pressure';
import { inFrame, isMirrored, swapsAxes } from './frame';
import type { BrushContext, InkPoint, StrokeRenderer } from './types';

/**
 * A flat nib. With a tilting pen the nib follows the pen's lean; otherwise it is held at the
 * classic 45°. Thick across the nib, hairline along it.
 */
export function nibBrush(sizeScale: number, thinning: number) {
  return (ctx: BrushContext): StrokeRenderer => {
    const size = ctx.size * sizeScale;
    const hair = Math.max(0.6, size * 0.06);
    const edge: CapsuleStyle = { hardness: 1, alpha: 1, combine: 'max' };
    const columns = swapsAxes(ctx.frame);
    let prev: { x: number; y: number; nx: number; ny: number } | null = null;
    return {
      add(p: InkPoint) {
        const tilted = p.tiltX !== 0 || p.tiltY !== 0;
        const angle = tilted ? Math.atan2(p.tiltY, p.tiltX) + Math.PI / 2 : Math.PI / 4;
        // Laid through the copy's frame, the held 45° turns to 135° in a mirror copy, and the
        // nib across the pen's lean is the exact image of the original's.
        const [ux, uy] = inFrame(ctx.frame, Math.cos(angle), Math.sin(angle));
        const half = radiusFor(size, thinning, p.pressure);
        const cur = { x: p.x, y: p.y, nx: ux * half, ny: uy * half };
        const from = prev ?? cur;
        fillPolygon(
          ctx.mask,
          [
            [
              [from.x + from.nx, from.y + from.ny],
              [cur.x + cur.nx, cur.y + cur.ny],
              [cur.x - cur.nx, cur.y - cur.ny],
              [from.x - from.nx, from.y - from.ny],
            ],
          ],
          1,
          'max',
          columns,
        );
        drawCapsule(
          ctx.mask,
          cur.x - cur.nx,
          cur.y - cur.ny,
          hair,
          cur.x + cur.nx,
          cur.y + cur.ny,
          hair,
          edge,
        );
        prev = cur;
      },
    };
  };
}

/** Oil brush: parallel bristles across the stroke, each with its own load of paint. */
export function bristleBrush(sizeScale: number, count: number) {
  return (ctx: BrushContext): StrokeRenderer => {
    const size = ctx.size * sizeScale;
    const styles: CapsuleStyle[] = [];
    for (let k = 0; k < count; k++) {
      styles.push({ hardness: 0.7, alpha: 0.55 + 0.45 * hash2(k, ctx.seed), combine: 'max' });
    }
    let prev: InkPoint | null = null;
    // Bristle k lies on the path's left at first and across it after; in a mirrored copy the
    // path's left is the original's right, so the side flips and the stripes come out mirrored.
    let [nx, ny] = inFrame(ctx.frame, 0, 1);
    const side = isMirrored(ctx.frame) ? -1 : 1;
    let tips: { x: number; y: number }[] = [];
    return {
      add(p: InkPoint) {
        if (prev) {
          const dx = p.x - prev.x;
          const dy = p.y - prev.y;
          const len = Math.hypot(dx, dy);
          if (len > 0.5) {
            nx = (side * -dy) / len;
            ny = (side * dx) / len;
          }
        }
        const half = radiusFor(size, 0.3, p.pressure);
        const bristle = Math.max(0.5, (half / count) * 1.3);
        const next = styles.map((_, k) => {
          const o = (k / (count - 1) - 0.5) * 2 * half;
          return { x: p.x + nx * o, y: p.y + ny * o };
        });
        next.forEach((tip, k) => {
          const from = tips[k] ?? tip;
          const style = styles[k];
          if (style) drawCapsule(ctx.mask, from.x, from.y, bristle, tip.x, tip.y, bristle, style);
        });
        tips = next;
        prev = p;
      },
    };
  };
}

/** Neon: a hard bright core inside a soft glow. */
export function neonBrush(sizeScale: number) {
  return (ctx: BrushContext): StrokeRenderer => {
    const size = ctx.size * sizeScale;
    const core: CapsuleStyle = { hardness: 1, alpha: 1, combine: 'max' };
    const glow: CapsuleStyle = { hardness: 0, alpha: 0.6, combine: 'max' };
    let prev: InkPoint | null = null;
    return {
      add(p: InkPoint) {
        const from = prev ?? p;
        const r = radiusFor(size, 0.2, p.pressure);
        drawCapsule(ctx.mask, from.x, from.y, r, p.x, p.y, r, glow);
        drawCapsule(ctx.mask, from.x, from.y, r * 0.4, p.x, p.y, r * 0.4, core);
        prev = p;
      },
    };
  };
}
