import type { Rect } from '../raster/rect';
import type { Surface } from '../raster/surface';

/**
 * A tile of a checkpoint, kept as runs of equal pixels: painted pages are mostly transparent
 * gaps and flat strokes, so a tile of line art takes a tenth of its raw size or less. A noisy
 * tile (grain, spray) keeps its raw pixels instead when runs would not save anything. The words
 * live in one arena per checkpoint, so thousands of tiles are a few buffers for the collector,
 * not thousands.
 */
export interface PackedTile {
  arena: Uint32Array;
  start: number;
  /** Runs: `count` values then `count` lengths. Raw: `count` pixels. */
  count: number;
  runs: boolean;
}

export const packedBytes = (t: PackedTile) => (t.runs ? t.count * 8 : t.count * 4);

const words = (s: Surface) => new Uint32Array(s.data.buffer, s.data.byteOffset, s.data.length / 4);

/** Collects the packed tiles of one checkpoint, then hands them one arena. */
export class TilePacker {
  private scratch = new Uint32Array(1 << 16);
  private lengths = new Uint32Array(64 * 64);
  private used = 0;
  private readonly tiles: PackedTile[] = [];

  /** Packs a rect of a surface; null when every pixel is transparent. */
  pack(surface: Surface, r: Rect): PackedTile | null {
    const src = words(surface);
    const pixels = r.w * r.h;
    // Room for the worst case (every pixel its own run) before knowing which it is.
    this.reserve(pixels * 2);
    const at = this.used;
    const values = this.scratch;
    if (this.lengths.length < pixels) this.lengths = new Uint32Array(pixels);
    const lengths = this.lengths;
    let count = 0;
    let blank = true;
    for (let row = 0; row < r.h; row++) {
      const first = (r.y + row) * surface.width + r.x;
      for (let i = first; i < first + r.w; i++) {
        const v = src[i] ?? 0;
        // Any pixel with alpha > 0 makes the tile worth keeping (alpha is the 4th byte).
        if (blank && (surface.data[i * 4 + 3] ?? 0) !== 0) blank = false;
        if (count > 0 && values[at + count - 1] === v)
          lengths[count - 1] = (lengths[count - 1] ?? 0) + 1;
        else {
          values[at + count] = v;
          lengths[count] = 1;
          count++;
        }
      }
    }
    if (blank) return null;
    let tile: PackedTile;
    if (count * 2 >= pixels) {
      for (let row = 0; row < r.h; row++) {
        const first = (r.y + row) * surface.width + r.x;
        values.set(src.subarray(first, first + r.w), at + row * r.w);
      }
      tile = { arena: values, start: at, count: pixels, runs: false };
      this.used += pixels;
    } else {
      values.set(lengths.subarray(0, count), at + count);
      tile = { arena: values, start: at, count, runs: true };
      this.used += count * 2;
    }
    this.tiles.push(tile);
    return tile;
  }

  /** Moves the tiles packed so far into an arena of their exact size. */
  seal(): void {
    const arena = this.scratch.slice(0, this.used);
    for (const tile of this.tiles) tile.arena = arena;
    this.tiles.length = 0;
    this.used = 0;
  }

  private reserve(words: number): void {
    if (this.used + words <= this.scratch.length) return;
    const grown = new Uint32Array(Math.max(this.scratch.length * 2, this.used + words));
    grown.set(this.scratch.subarray(0, this.used));
    for (const tile of this.tiles) tile.arena = grown;
    this.scratch = grown;
  }
}

/**
 * Copies tiles into one arena of their own, so arenas of dropped checkpoints are freed even
 * where a few of their tiles live on. Returns the arena's bytes.
 */
export function compact(tiles: ReadonlySet<PackedTile>): number {
  let total = 0;
  for (const tile of tiles) total += tile.runs ? tile.count * 2 : tile.count;
  const arena = new Uint32Array(total);
  let at = 0;
  for (const tile of tiles) {
    const size = tile.runs ? tile.count * 2 : tile.count;
    arena.set(tile.arena.subarray(tile.start, tile.start + size), at);
    tile.arena = arena;
    tile.start = at;
    at += size;
  }
  return arena.byteLength;
}

/** Writes a packed tile (or transparency, for null) back into a rect of a surface. */
export function unpackTile(surface: Surface, r: Rect, tile: PackedTile | null): void {
  const out = words(surface);
  if (tile === null || !tile.runs) {
    for (let row = 0; row < r.h; row++) {
      const at = (r.y + row) * surface.width + r.x;
      if (tile) {
        const from = tile.start + row * r.w;
        out.set(tile.arena.subarray(from, from + r.w), at);
      } else out.fill(0, at, at + r.w);
    }
    return;
  }
  const { arena, start, count } = tile;
  let row = 0;
  let col = 0;
  for (let k = 0; k < count; k++) {
    const v = arena[start + k] ?? 0;
    let left = arena[start + count + k] ?? 0;
    // A run may wrap onto the next rows of the tile.
    while (left > 0) {
      const n = Math.min(left, r.w - col);
      const at = (r.y + row) * surface.width + r.x + col;
      out.fill(v, at, at + n);
      left -= n;
      col += n;
      if (col === r.w) {
        col = 0;
        row++;
      }
    }
  }
}
