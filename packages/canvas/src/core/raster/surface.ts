import type { Rect } from './rect';

/** Straight-alpha RGBA pixels, the layout of ImageData, so the browser can show it as is. */
export interface Surface {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray<ArrayBuffer>;
}

export function createSurface(width: number, height: number): Surface {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

export function cloneSurface(s: Surface): Surface {
  return { width: s.width, height: s.height, data: s.data.slice() };
}

/** Copies a rect out into a tight buffer (rect must lie inside the surface). */
export function readRect(s: Surface, r: Rect): Uint8ClampedArray {
  const out = new Uint8ClampedArray(r.w * r.h * 4);
  for (let row = 0; row < r.h; row++) {
    const start = ((r.y + row) * s.width + r.x) * 4;
    out.set(s.data.subarray(start, start + r.w * 4), row * r.w * 4);
  }
  return out;
}

/** Copies a rect from one surface to the same place on another of the same size. */
export function copyRect(from: Surface, to: Surface, r: Rect): void {
  for (let row = 0; row < r.h; row++) {
    const start = ((r.y + row) * from.width + r.x) * 4;
    to.data.set(from.data.subarray(start, start + r.w * 4), start);
  }
}

export function writeRect(s: Surface, r: Rect, pixels: Uint8ClampedArray | null): void {
  for (let row = 0; row < r.h; row++) {
    const start = ((r.y + row) * s.width + r.x) * 4;
    if (pixels === null) s.data.fill(0, start, start + r.w * 4);
    else s.data.set(pixels.subarray(row * r.w * 4, (row + 1) * r.w * 4), start);
  }
}

/**
 * Every byte zero. Not just alpha: an erased pixel keeps its colour under alpha 0, and what is
 * put back (undo) must be the very bytes, or a board replayed from its log parts ways with it.
 */
export function isBlank(pixels: Uint8ClampedArray): boolean {
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length >> 2);
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
  return true;
}
