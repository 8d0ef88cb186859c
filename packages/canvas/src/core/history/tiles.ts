import { clip, type Rect } from '../raster/rect';
import { isBlank, readRect, writeRect, type Surface } from '../raster/surface';

/** Small tiles keep a thin stroke's undo cost near its own footprint (16 KB a tile). */
export const TILE = 64;

/** The pixels an operation is about to change, tile by tile; null = the tile was empty. */
export interface TilePatch {
  layerId: string;
  tiles: Map<number, Uint8ClampedArray | null>;
  bytes: number;
}

function tileRect(surface: Surface, index: number): Rect | null {
  const cols = Math.ceil(surface.width / TILE);
  const tx = index % cols;
  const ty = Math.floor(index / cols);
  return clip({ x: tx * TILE, y: ty * TILE, w: TILE, h: TILE }, surface.width, surface.height);
}

/**
 * Remembers the tiles within `rect` that `changes` says will change (all, if absent): a
 * diagonal stroke's bounding box spans the page, but it only touches the tiles along its path.
 */
export function captureTiles(
  surface: Surface,
  rect: Rect,
  layerId: string,
  changes?: (tile: Rect) => boolean,
): TilePatch {
  const cols = Math.ceil(surface.width / TILE);
  const patch: TilePatch = { layerId, tiles: new Map(), bytes: 0 };
  const tx0 = Math.floor(rect.x / TILE);
  const ty0 = Math.floor(rect.y / TILE);
  const tx1 = Math.floor((rect.x + rect.w - 1) / TILE);
  const ty1 = Math.floor((rect.y + rect.h - 1) / TILE);
  for (let ty = ty0; ty <= ty1; ty++) {
    for (let tx = tx0; tx <= tx1; tx++) {
      const index = ty * cols + tx;
      const r = tileRect(surface, index);
      if (!r || (changes && !changes(r))) continue;
      const pixels = readRect(surface, r);
      // Empty tiles are the common case on a fresh page and cost nothing to remember.
      const kept = isBlank(pixels) ? null : pixels;
      patch.tiles.set(index, kept);
      patch.bytes += 64 + (kept?.byteLength ?? 0);
    }
  }
  return patch;
}

/** The patch's tiles as rects: where its op changes pixels, often far less than its box. */
export function patchRects(surface: Surface, patch: TilePatch): Rect[] {
  const rects: Rect[] = [];
  for (const index of patch.tiles.keys()) {
    const r = tileRect(surface, index);
    if (r) rects.push(r);
  }
  return rects;
}

/** Puts the remembered tiles back; returns the area that changed. */
export function restoreTiles(surface: Surface, patch: TilePatch): Rect | null {
  let changed: Rect | null = null;
  for (const [index, pixels] of patch.tiles) {
    const r = tileRect(surface, index);
    if (!r) continue;
    writeRect(surface, r, pixels);
    changed = changed
      ? {
          x: Math.min(changed.x, r.x),
          y: Math.min(changed.y, r.y),
          w: Math.max(changed.x + changed.w, r.x + r.w) - Math.min(changed.x, r.x),
          h: Math.max(changed.y + changed.h, r.y + r.h) - Math.min(changed.y, r.y),
        }
      : r;
  }
  return changed;
}
