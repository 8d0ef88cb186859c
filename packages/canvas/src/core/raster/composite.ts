import type { Rgb } from '../color';
import type { Mask } from './mask';
import type { Rect } from './rect';
import type { Surface } from './surface';

export type Blend = 'normal' | 'erase' | 'multiply';

export interface Paint {
  color: Rgb;
  opacity: number;
  blend: Blend;
}

/**
 * Composites paint through the mask over `src` within `rect`, writing to `out` (a tight rect
 * buffer for the live preview, or `src.data` itself with stride = surface width to commit).
 * One function for both is what makes the preview equal the committed pixels.
 */
export function compositeRect(
  src: Surface,
  mask: Mask,
  rect: Rect,
  paint: Paint,
  out: Uint8ClampedArray,
  outStride: number,
  outOrigin: { x: number; y: number },
): void {
  const { r: sr, g: sg, b: sb } = paint.color;
  const { opacity, blend } = paint;
  const sd = src.data;
  const md = mask.data;
  for (let y = rect.y; y < rect.y + rect.h; y++) {
    let si = (y * src.width + rect.x) * 4;
    let mi = y * mask.width + rect.x;
    let oi = ((y - outOrigin.y) * outStride + (rect.x - outOrigin.x)) * 4;
    for (let x = 0; x < rect.w; x++, si += 4, mi++, oi += 4) {
      const cov = md[mi] ?? 0;
      const dr = sd[si] ?? 0;
      const dg = sd[si + 1] ?? 0;
      const db = sd[si + 2] ?? 0;
      const da255 = sd[si + 3] ?? 0;
      if (cov <= 0) {
        out[oi] = dr;
        out[oi + 1] = dg;
        out[oi + 2] = db;
        out[oi + 3] = da255;
        continue;
      }
      const sa = cov * opacity;
      const da = da255 / 255;
      if (blend === 'erase') {
        out[oi] = dr;
        out[oi + 1] = dg;
        out[oi + 2] = db;
        out[oi + 3] = Math.round(da255 * (1 - sa));
        continue;
      }
      let cr = sr;
      let cg = sg;
      let cb = sb;
      if (blend === 'multiply') {
        cr = (1 - da) * sr + (da * sr * dr) / 255;
        cg = (1 - da) * sg + (da * sg * dg) / 255;
        cb = (1 - da) * sb + (da * sb * db) / 255;
      }
      const oa = sa + da * (1 - sa);
      const k = da * (1 - sa);
      out[oi] = Math.round((cr * sa + dr * k) / oa);
      out[oi + 1] = Math.round((cg * sa + dg * k) / oa);
      out[oi + 2] = Math.round((cb * sa + db * k) / oa);
      out[oi + 3] = Math.round(oa * 255);
    }
  }
}

/** Commits the mask's dirty area into the surface in place. */
export function commitMask(surface: Surface, mask: Mask, paint: Paint): void {
  if (!mask.dirty) return;
  compositeRect(surface, mask, mask.dirty, paint, surface.data, surface.width, { x: 0, y: 0 });
}
