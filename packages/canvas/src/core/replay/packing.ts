import type { Rect } from '../raster/rect';
import type { Surface } from '../raster/surface';

/**
 * A tile of a checkpoint, in one of three forms:
 * - `runs`: runs of equal pixels (flat paint and transparent gaps: a tenth of the raw size or less);
 * - `raw`: the pixels as they are (grain, spray, dense line work, where runs would save nothing);
 * - `changes`: only the pixels that differ from `base`, the same tile at the checkpoint before.
 *   Between two checkpoints a few strokes change a few hundred pixels of a tile, so a version
 *   costs what was drawn on it, not a whole tile.
 * Words live in one arena per checkpoint, so thousands of tiles are a few buffers for the
 * collector, not thousands.
 */
export interface PackedTile {
  arena: Uint32Array;
  start: number;
  /** Words in the arena. Runs: `size / 2` values then as many lengths. Changes: spans of
   * [pixels skipped, pixels changed, their values…]. */
  size: number;
  form: 'runs' | 'raw' | 'changes';
  /** The version this one changes (null: a transparent tile); null for the other forms. */
  base: PackedTile | null;
  /** Words read to restore this version, its bases' included: what a seek pays for it. */
  cost: number;
}

/** A tile's pixels, or null for a transparent tile (the common case, and free to keep). */
export type Tile = PackedTile | null;

const words = (s: Surface) => new Uint32Array(s.data.buffer, s.data.byteOffset, s.data.length / 4);

/** Collects the packed tiles of one checkpoint, then hands them one arena. */
export class TilePacker {
  private scratch = new Uint32Array(1 << 16);
  private lengths = new Uint32Array(64 * 64);
  private used = 0;
  private readonly tiles: PackedTile[] = [];

  /** Packs a rect of a surface whole; null when every pixel is transparent. */
  pack(surface: Surface, r: Rect): Tile {
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
    if (count * 2 >= pixels) {
      for (let row = 0; row < r.h; row++) {
        const first = (r.y + row) * surface.width + r.x;
        values.set(src.subarray(first, first + r.w), at + row * r.w);
      }
      return this.add({ start: at, size: pixels, form: 'raw', base: null, cost: pixels });
    }
    values.set(lengths.subarray(0, count), at + count);
    return this.add({ start: at, size: count * 2, form: 'runs', base: null, cost: count * 2 });
  }

  /**
   * Packs what differs in a rect between `surface` and `before` (the pixels `base` restores), as
   * changes to `base`: `base` itself when nothing differs, 'whole' when the changes, added to the
   * cost of restoring `base`, would cost more than `limit` words (pack the tile whole instead).
   */
  packChanges(
    surface: Surface,
    before: Surface,
    r: Rect,
    base: Tile,
    limit: number,
  ): Tile | 'whole' {
    const now = words(surface);
    const then = words(before);
    const room = Math.min(r.w * r.h * 2, limit - (base?.cost ?? 0));
    if (room <= 0) return 'whole';
    this.reserve(room);
    const at = this.used;
    const out = this.scratch;
    let size = 0;
    let skipped = 0;
    let span = -1;
    for (let row = 0; row < r.h; row++) {
      const first = (r.y + row) * surface.width + r.x;
      for (let i = first; i < first + r.w; i++) {
        const v = now[i] ?? 0;
        if (v === then[i]) {
          span = -1;
          skipped++;
          continue;
        }
        if (span < 0) {
          if (size + 3 > room) return 'whole';
          out[at + size] = skipped;
          out[at + size + 1] = 0;
          span = at + size + 1;
          size += 2;
          skipped = 0;
        } else if (size + 1 > room) return 'whole';
        out[at + size++] = v;
        out[span] = (out[span] ?? 0) + 1;
      }
    }
    if (size === 0) return base;
    return this.add({ start: at, size, form: 'changes', base, cost: (base?.cost ?? 0) + size });
  }

  /** Moves the tiles packed so far into an arena of their exact size; returns its bytes. */
  seal(): number {
    const arena = this.scratch.slice(0, this.used);
    for (const tile of this.tiles) tile.arena = arena;
    this.tiles.length = 0;
    this.used = 0;
    return arena.byteLength;
  }

  private add(tile: Omit<PackedTile, 'arena'>): PackedTile {
    const packed = { ...tile, arena: this.scratch };
    this.used += tile.size;
    this.tiles.push(packed);
    return packed;
  }

  private reserve(words: number): void {
    if (this.used + words <= this.scratch.length) return;
    const grown = new Uint32Array(Math.max(this.scratch.length * 2, this.used + words));
    grown.set(this.scratch.subarray(0, this.used));
    for (const tile of this.tiles) tile.arena = grown;
    this.scratch = grown;
  }
}

/** Writes one version's own words into a rect (runs and raw: the whole tile; changes: theirs). */
function unpackOne(out: Uint32Array, width: number, r: Rect, tile: PackedTile): void {
  const { arena, start, size } = tile;
  if (tile.form === 'raw') {
    for (let row = 0; row < r.h; row++) {
      const from = start + row * r.w;
      out.set(arena.subarray(from, from + r.w), (r.y + row) * width + r.x);
    }
    return;
  }
  if (tile.form === 'changes') {
    let row = 0;
    let col = 0;
    for (let k = start; k < start + size;) {
      col += arena[k] ?? 0;
      const n = arena[k + 1] ?? 0;
      k += 2;
      row += Math.floor(col / r.w);
      col %= r.w;
      let at = (r.y + row) * width + r.x + col;
      for (const end = k + n; k < end; k++) {
        out[at++] = arena[k] ?? 0;
        if (++col === r.w) {
          col = 0;
          row++;
          at = (r.y + row) * width + r.x;
        }
      }
    }
    return;
  }
  const count = size / 2;
  let row = 0;
  let col = 0;
  for (let k = 0; k < count; k++) {
    const v = arena[start + k] ?? 0;
    let left = arena[start + count + k] ?? 0;
    // A run may wrap onto the next rows of the tile.
    while (left > 0) {
      const n = Math.min(left, r.w - col);
      const at = (r.y + row) * width + r.x + col;
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

/** Writes a packed tile (or transparency, for null) back into a rect of a surface. */
export function unpackTile(surface: Surface, r: Rect, tile: Tile): void {
  const out = words(surface);
  const chain: PackedTile[] = [];
  let first: Tile = tile;
  while (first?.form === 'changes') {
    chain.push(first);
    first = first.base;
  }
  if (first) unpackOne(out, surface.width, r, first);
  else
    for (let row = 0; row < r.h; row++) {
      const at = (r.y + row) * surface.width + r.x;
      out.fill(0, at, at + r.w);
    }
  for (let k = chain.length - 1; k >= 0; k--) unpackOne(out, surface.width, r, chain[k]!);
}
