import type { Region } from '../doc/ops';
import type { Mask } from '../raster/mask';
import { fillPolygon } from '../raster/polygon';
import { fromBounds, type Rect } from '../raster/rect';
import type { Surface } from '../raster/surface';
import { cut, lift } from './pixels';

/**
 * The region's coverage (0..1) into an empty mask, at raster scale: exact area for a rectangle
 * (whole inside, a share on a fractional edge), the polygon filler's anti-aliasing for a lasso.
 * The mask's dirty rect is then the region's box on the page.
 */
export function fillRegion(mask: Mask, region: Region, scale: number): void {
  if (region.kind === 'lasso') {
    const ring: number[][] = [];
    for (let i = 0; i + 1 < region.points.length; i += 2) {
      ring.push([(region.points[i] ?? 0) * scale, (region.points[i + 1] ?? 0) * scale]);
    }
    fillPolygon(mask, [ring], 1);
    return;
  }
  const x0 = region.x * scale;
  const y0 = region.y * scale;
  const x1 = x0 + region.w * scale;
  const y1 = y0 + region.h * scale;
  const box = mask.touch(fromBounds(x0, y0, x1, y1, 0));
  if (!box) return;
  const span = (p: number, lo: number, hi: number) =>
    Math.max(0, Math.min(p + 1, hi) - Math.max(p, lo));
  const data = mask.data;
  for (let y = box.y; y < box.y + box.h; y++) {
    const cy = span(y, y0, y1);
    for (let x = box.x, i = y * mask.width + box.x; x < box.x + box.w; x++, i++) {
      const c = span(x, x0, x1) * cy;
      if (c > (data[i] as number)) data[i] = c;
    }
  }
}

/** The region's box in document units. */
export function regionBounds(region: Region): { x: number; y: number; w: number; h: number } {
  if (region.kind === 'rect') return { x: region.x, y: region.y, w: region.w, h: region.h };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < region.points.length; i += 2) {
    const x = region.points[i] ?? 0;
    const y = region.points[i + 1] ?? 0;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
}

/** A region's pixels lifted off a layer, and where they sit (raster pixels). */
export interface Lifted {
  pixels: Uint8ClampedArray<ArrayBuffer>;
  rect: Rect;
  /**
   * The layer in `rect` with the region taken out: what it shows while the selection floats.
   * 'clear' when that is nothing at all (a rectangle on whole pixels takes every pixel whole).
   */
  rest: Uint8ClampedArray<ArrayBuffer> | 'clear' | null;
}

/** A rectangle whose edges fall between raster pixels covers each pixel in it whole. */
const whole = (region: Region, scale: number) =>
  region.kind === 'rect' &&
  [region.x, region.y, region.w, region.h].every((v) => Number.isInteger(v * scale));

/**
 * Lifts a region off a layer with the engine's mask (empty again after): what a copy takes,
 * and, with `rest`, what a floating selection and the layer under it show. The commit runs the
 * same lift and cut, so the preview is the result.
 */
export function liftRegion(
  surface: Surface,
  mask: Mask,
  region: Region,
  scale: number,
  rest: boolean,
): Lifted | null {
  mask.reset();
  fillRegion(mask, region, scale);
  const rect = mask.dirty;
  let lifted: Lifted | null = null;
  if (rect) {
    // A whole layer lifted needs no second page-sized buffer of nothing.
    let left: Lifted['rest'] = null;
    if (rest && whole(region, scale)) left = 'clear';
    else if (rest) {
      left = new Uint8ClampedArray(rect.w * rect.h * 4);
      cut(surface, mask, rect, left, rect.w, rect);
    }
    lifted = { pixels: lift(surface, mask, rect), rect, rest: left };
  }
  mask.reset();
  return lifted;
}

/** The raster box of a surface's paint (any alpha), or null on an empty one. */
export function paintedBounds(surface: Surface): Rect | null {
  const { width, height, data } = surface;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width * 4 + 3; x < width; x++, i += 4) {
      if (data[i] === 0) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      minY = Math.min(minY, y);
      maxY = y;
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
}
