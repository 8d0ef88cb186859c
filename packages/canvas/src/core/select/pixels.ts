import type { Matrix } from '../doc/ops';
import type { Mask } from '../raster/mask';
import { clip, fromBounds, type Rect } from '../raster/rect';
import type { Surface } from '../raster/surface';
import { invert, mappedBounds } from './matrix';

/**
 * The selected pixels of `rect` as a tight RGBA buffer: each pixel's alpha times its coverage,
 * so a lasso's soft edge lifts soft. Fully clear pixels get a zero colour (they pack smaller and
 * draw the same).
 */
export function lift(surface: Surface, mask: Mask, rect: Rect): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(rect.w * rect.h * 4);
  const sd = surface.data;
  for (let y = 0; y < rect.h; y++) {
    let si = ((rect.y + y) * surface.width + rect.x) * 4;
    let mi = (rect.y + y) * mask.width + rect.x;
    let oi = y * rect.w * 4;
    for (let x = 0; x < rect.w; x++, si += 4, mi++, oi += 4) {
      const a = Math.round((sd[si + 3] ?? 0) * (mask.data[mi] ?? 0));
      if (a === 0) continue;
      out[oi] = sd[si] ?? 0;
      out[oi + 1] = sd[si + 1] ?? 0;
      out[oi + 2] = sd[si + 2] ?? 0;
      out[oi + 3] = a;
    }
  }
  return out;
}

/**
 * The layer in `rect` with the selection taken out (alpha times what coverage leaves), written
 * to `out`: a tight buffer for the screen while a selection floats, or the surface itself
 * (stride = its width) on commit. One function for both keeps the preview equal to the result.
 */
export function cut(
  surface: Surface,
  mask: Mask,
  rect: Rect,
  out: Uint8ClampedArray,
  outStride: number,
  outOrigin: { x: number; y: number },
): void {
  const sd = surface.data;
  for (let y = rect.y; y < rect.y + rect.h; y++) {
    let si = (y * surface.width + rect.x) * 4;
    let mi = y * mask.width + rect.x;
    let oi = ((y - outOrigin.y) * outStride + (rect.x - outOrigin.x)) * 4;
    for (let x = 0; x < rect.w; x++, si += 4, mi++, oi += 4) {
      const a = Math.round((sd[si + 3] ?? 0) * (1 - (mask.data[mi] ?? 0)));
      // What is taken away whole leaves a clear pixel with no colour, as a fresh layer has.
      const keep = a > 0 ? 1 : 0;
      out[oi] = (sd[si] ?? 0) * keep;
      out[oi + 1] = (sd[si + 1] ?? 0) * keep;
      out[oi + 2] = (sd[si + 2] ?? 0) * keep;
      out[oi + 3] = a;
    }
  }
}

/** Raster pixels a w × h picture mapped by `m` can reach on a page, or null (none). */
export function reach(m: Matrix, w: number, h: number, page: Rect): Rect | null {
  const b = mappedBounds(m, w, h);
  // An edge pixel half outside the picture still gets its share (anti-aliased edges).
  return clip(fromBounds(b.minX, b.minY, b.maxX, b.maxY, 1), page.w, page.h);
}

/** Picture units per raster pixel along its x and y: how wide a one-pixel edge is in it. */
function steps(inverse: Matrix): { du: number; dv: number } {
  return { du: Math.hypot(inverse[0], inverse[2]), dv: Math.hypot(inverse[1], inverse[3]) };
}

/**
 * Whether any pixel of `tile` can take paint from the picture: the tile's corners mapped back
 * into it, padded by an edge pixel. A turned picture's box holds tiles it never reaches.
 */
export function sampledIn(inverse: Matrix, w: number, h: number, tile: Rect): boolean {
  const b = mappedBounds(inverse, tile.w, tile.h);
  const { du, dv } = steps(inverse);
  const ox = inverse[0] * tile.x + inverse[2] * tile.y;
  const oy = inverse[1] * tile.x + inverse[3] * tile.y;
  return ox + b.maxX > -du && ox + b.minX < w + du && oy + b.maxY > -dv && oy + b.minY < h + dv;
}

/** How much of a pixel lies inside [0, size] when its centre is at `at`, `step` a pixel wide. */
const inside = (at: number, size: number, step: number) =>
  Math.max(0, Math.min(1, 0.5 + at / step, 0.5 + (size - at) / step));

/**
 * Draws a straight-alpha w × h picture over the surface through `m` (picture pixels to raster
 * pixels), within `rect`. Each raster pixel centre maps back into the picture; inside, it takes
 * the bilinear mix of the four picture pixels around it (clamped at the picture's edge, and
 * weighted by alpha, so clear pixels lend no colour); at the picture's outline it takes the
 * share of the pixel the outline leaves in, so a turned picture has smooth edges and a scaled
 * one sharp ones. Then it goes over the layer (source-over). A whole-pixel move, a quarter turn
 * or a flip maps centres onto centres: one tap of weight 1, the same pixels exactly.
 */
export function drawTransformed(
  surface: Surface,
  src: Uint8ClampedArray,
  w: number,
  h: number,
  m: Matrix,
  rect: Rect,
): void {
  const inv = invert(m);
  if (!inv) return;
  const [ia, ib, ic, id, ie, iF] = inv;
  if (
    ia === 1 &&
    ib === 0 &&
    ic === 0 &&
    id === 1 &&
    Number.isInteger(ie) &&
    Number.isInteger(iF)
  ) {
    drawShifted(surface, src, w, h, ie, iF, rect);
    return;
  }
  const { du, dv } = steps(inv);
  const dd = surface.data;
  const row = w * 4;
  for (let y = rect.y; y < rect.y + rect.h; y++) {
    const cx0 = rect.x + 0.5;
    const cy = y + 0.5;
    // Stepping along the row: exact for maps that land on whole pixels (whole or half steps);
    // elsewhere off by a rounding, where nothing is exact anyway, and alike on every machine.
    let us = ia * cx0 + ic * cy + ie;
    let vs = ib * cx0 + id * cy + iF;
    let di = (y * surface.width + rect.x) * 4;
    for (let x = 0; x < rect.w; x++, di += 4, us += ia, vs += ib) {
      let cover = 1;
      if (us < du / 2 || us > w - du / 2 || vs < dv / 2 || vs > h - dv / 2) {
        cover = inside(us, w, du) * inside(vs, h, dv);
        if (cover <= 0) continue;
      }
      const u = us < 0.5 ? 0 : us - 0.5 > w - 1 ? w - 1 : us - 0.5;
      const v = vs < 0.5 ? 0 : vs - 0.5 > h - 1 ? h - 1 : vs - 0.5;
      const x0 = u | 0;
      const y0 = v | 0;
      const fx = u - x0;
      const fy = v - y0;
      // A zero share reads the same pixel again: never past the picture's last column or row.
      const i00 = y0 * row + x0 * 4;
      const i01 = i00 + (fx > 0 ? 4 : 0);
      const i10 = i00 + (fy > 0 ? row : 0);
      const i11 = i10 + (fx > 0 ? 4 : 0);
      const a00 = (src[i00 + 3] as number) * (1 - fx) * (1 - fy);
      const a01 = (src[i01 + 3] as number) * fx * (1 - fy);
      const a10 = (src[i10 + 3] as number) * (1 - fx) * fy;
      const a11 = (src[i11 + 3] as number) * fx * fy;
      const sa = a00 + a01 + a10 + a11;
      if (sa <= 0) continue;
      const r =
        (src[i00] as number) * a00 +
        (src[i01] as number) * a01 +
        (src[i10] as number) * a10 +
        (src[i11] as number) * a11;
      const g =
        (src[i00 + 1] as number) * a00 +
        (src[i01 + 1] as number) * a01 +
        (src[i10 + 1] as number) * a10 +
        (src[i11 + 1] as number) * a11;
      const b =
        (src[i00 + 2] as number) * a00 +
        (src[i01 + 2] as number) * a01 +
        (src[i10 + 2] as number) * a10 +
        (src[i11 + 2] as number) * a11;
      over(dd, di, r / sa, g / sa, b / sa, (sa / 255) * cover);
    }
  }
}

/**
 * A move by whole pixels: each pixel from one picture pixel with weight 1, exactly what the
 * bilinear path gives for it, without its arithmetic (a whole layer moved is 16 M pixels).
 */
function drawShifted(
  surface: Surface,
  src: Uint8ClampedArray,
  w: number,
  h: number,
  dx: number,
  dy: number,
  rect: Rect,
): void {
  const dd = surface.data;
  for (let y = rect.y; y < rect.y + rect.h; y++) {
    const sy = y + dy;
    if (sy < 0 || sy >= h) continue;
    let di = (y * surface.width + rect.x) * 4;
    for (let x = rect.x; x < rect.x + rect.w; x++, di += 4) {
      const sx = x + dx;
      if (sx < 0 || sx >= w) continue;
      const si = (sy * w + sx) * 4;
      const a = src[si + 3] as number;
      if (a > 0)
        over(dd, di, src[si] as number, src[si + 1] as number, src[si + 2] as number, a / 255);
    }
  }
}

/**
 * Straight-alpha source-over of one pixel (colour 0..255, alpha 0..1) onto out[i..i+3]; an
 * opaque source, or a clear layer, takes the source as it is.
 */
function over(out: Uint8ClampedArray, i: number, r: number, g: number, b: number, alpha: number) {
  const da = (out[i + 3] as number) / 255;
  if (alpha >= 1 || da <= 0) {
    out[i] = Math.round(r);
    out[i + 1] = Math.round(g);
    out[i + 2] = Math.round(b);
    out[i + 3] = Math.round(Math.min(1, alpha) * 255);
    return;
  }
  const k = da * (1 - alpha);
  const oa = alpha + k;
  out[i] = Math.round((r * alpha + (out[i] as number) * k) / oa);
  out[i + 1] = Math.round((g * alpha + (out[i + 1] as number) * k) / oa);
  out[i + 2] = Math.round((b * alpha + (out[i + 2] as number) * k) / oa);
  out[i + 3] = Math.round(oa * 255);
}
