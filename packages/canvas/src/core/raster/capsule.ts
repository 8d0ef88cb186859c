import type { Combine, Mask } from './mask';
import { fromBounds } from './rect';

export interface CapsuleStyle {
  /** 1 = hard edge with one pixel of anti-aliasing; 0 = coverage fades from the centre out. */
  hardness: number;
  alpha: number;
  combine: Combine;
  /** Per-pixel coverage multiplier (paper grain), named by `key`; absent = smooth. */
  texture?: { key: string; at: (x: number, y: number) => number } | undefined;
  /** No anti-aliasing: pixel art. */
  aliased?: boolean | undefined;
}

/**
 * Coverage of a segment swept by a circle whose radius goes linearly from r0 to r1, evaluated
 * per pixel from the distance to the segment. Cost is the segment's bounding box only, which is
 * what keeps each pointer event O(1) however long the stroke is.
 *
 * `startCovered`: the mask already holds, with max, at least this segment's disc at its start
 * (the stroke's previous piece ended there, no narrower and no fainter). The half-plane behind
 * the start would only write that disc again, so it is skipped: half the work of a wide brush.
 */
export function drawCapsule(
  mask: Mask,
  x0: number,
  y0: number,
  r0: number,
  x1: number,
  y1: number,
  r1: number,
  style: CapsuleStyle,
  startCovered = false,
): void {
  const rMax = Math.max(r0, r1);
  const box = mask.touch(
    fromBounds(Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1), rMax + 1),
  );
  if (!box) return;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy;
  const { hardness, alpha, combine, texture, aliased } = style;
  const grain = texture ? mask.grainValues(texture.key) : null;
  const skipBehind = startCovered && len2 > 0 && combine === 'max';
  for (let py = box.y; py < box.y + box.h; py++) {
    const cy = py + 0.5;
    const row = py * mask.width;
    let from = box.x;
    let to = box.x + box.w;
    if (skipBehind) {
      // Ahead of the start where (px + 0.5)·dx > k; the bounds err a pixel wide, the test is exact.
      const k = x0 * dx - (cy - y0) * dy;
      if (dx > 0) from = Math.max(from, Math.floor(k / dx - 0.5));
      else if (dx < 0) to = Math.min(to, Math.ceil(k / dx - 0.5) + 1);
      else if ((cy - y0) * dy <= 0) continue;
    }
    for (let px = from; px < to; px++) {
      const cx = px + 0.5;
      const along = (cx - x0) * dx + (cy - y0) * dy;
      if (skipBehind && along <= 0) continue;
      let t = len2 > 0 ? along / len2 : 0;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const qx = x0 + dx * t - cx;
      const qy = y0 + dy * t - cy;
      const dist = Math.sqrt(qx * qx + qy * qy);
      const r = r0 + (r1 - r0) * t;
      let cov: number;
      if (aliased) cov = dist <= Math.max(r, 0.5) ? 1 : 0;
      else {
        const inner = r * hardness;
        cov = (r + 0.5 - dist) / (r - inner + 1);
        if (cov <= 0) continue;
        if (cov > 1) cov = 1;
        if (r < 0.5) cov *= r * 2; // thinner than a pixel: fade rather than vanish
      }
      if (cov <= 0) continue;
      if (texture && grain) {
        // Read back as stored (a float32), so a pixel's grain is the same kept or new.
        if (Number.isNaN(grain[row + px])) grain[row + px] = texture.at(px, py);
        cov *= grain[row + px] ?? 0;
      }
      const v = cov * alpha;
      if (combine === 'max') mask.max(row + px, v);
      else mask.add(row + px, v);
    }
  }
}
