import type { DrawingDocument } from '../doc/document';
import type { Engine } from '../engine/engine';
import { TILE } from '../history/tiles';
import { clip, type Rect } from '../raster/rect';
import { createSurface, type Surface } from '../raster/surface';
import { compact, packedBytes, TilePacker, unpackTile, type PackedTile } from './runs';

/** A tile's pixels, or null for a transparent tile (the common case, and free to keep). */
type Tile = PackedTile | null;

interface LayerShot {
  id: string;
  name: string;
  visible: boolean;
  opacity: number;
  tiles: Tile[];
}

export interface Checkpoint {
  /** How many ops had been applied when it was taken. */
  at: number;
  layers: LayerShot[];
}

/**
 * Snapshots of the page taken while a log is opened, so a seek restores the nearest one and
 * redraws only the ops after it. Consecutive snapshots share every tile that did not change
 * between them, so one costs what was drawn since the last, not a whole page. Past the byte
 * budget every other snapshot is dropped: seeks get slower, memory stays bounded.
 */
export class Checkpoints {
  private list: Checkpoint[] = [];
  private used = 0;
  private readonly cols: number;
  private readonly count: number;
  private readonly dirty = new Map<string, Set<number>>();
  /** Per layer: the surface last captured and its tiles, to tell what changed since. */
  private last = new Map<string, { surface: Surface; tiles: Tile[] }>();
  private readonly packer = new TilePacker();

  constructor(
    private readonly width: number,
    private readonly height: number,
    readonly budget: number,
  ) {
    this.cols = Math.ceil(width / TILE);
    this.count = this.cols * Math.ceil(height / TILE);
  }

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.list.length;
  }

  get overBudget(): boolean {
    return this.used > this.budget;
  }

  /** Notes the tiles a raster rect of a layer touches (the engine's 'pixels' events). */
  touch(layerId: string, rect: Rect): void {
    let set = this.dirty.get(layerId);
    if (!set) this.dirty.set(layerId, (set = new Set()));
    const tx1 = Math.floor((rect.x + rect.w - 1) / TILE);
    const ty1 = Math.floor((rect.y + rect.h - 1) / TILE);
    for (let ty = Math.floor(rect.y / TILE); ty <= ty1; ty++)
      for (let tx = Math.floor(rect.x / TILE); tx <= tx1; tx++) set.add(ty * this.cols + tx);
  }

  capture(engine: Engine, at: number): void {
    const next = new Map<string, { surface: Surface; tiles: Tile[] }>();
    const layers = engine.doc.layers.map((layer): LayerShot => {
      const prev = this.last.get(layer.id);
      // A new surface (an added layer, or a deleted one re-added) shares nothing with the last.
      const same = prev?.surface === layer.surface;
      const changed = this.dirty.get(layer.id);
      const tiles: Tile[] = new Array<Tile>(this.count);
      for (let i = 0; i < this.count; i++) {
        if (same && !changed?.has(i)) {
          tiles[i] = prev.tiles[i] ?? null;
          continue;
        }
        const r = this.rect(i);
        const tile = r ? this.packer.pack(layer.surface, r) : null;
        tiles[i] = tile;
        if (tile) this.used += packedBytes(tile);
      }
      next.set(layer.id, { surface: layer.surface, tiles });
      return {
        id: layer.id,
        name: layer.name,
        visible: layer.visible,
        opacity: layer.opacity,
        tiles,
      };
    });
    this.packer.seal();
    this.last = next;
    this.dirty.clear();
    this.list.push({ at, layers });
  }

  /** The latest checkpoint taken at or before op `at` (there is always one at 0). */
  before(at: number): Checkpoint {
    let lo = 0;
    let hi = this.list.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.list[mid]?.at ?? 0) <= at) lo = mid;
      else hi = mid - 1;
    }
    const found = this.list[lo];
    if (!found) throw new Error('no checkpoint');
    return found;
  }

  /**
   * Puts a checkpoint's layers into `doc`, reusing the buffers of `reuse` (the layers shown until
   * now, by id) so a seek does not allocate a page per layer.
   */
  restore(cp: Checkpoint, doc: DrawingDocument, reuse: ReadonlyMap<string, Surface>): void {
    doc.layers = cp.layers.map((shot) => {
      const found = reuse.get(shot.id);
      const surface =
        found?.width === this.width && found.height === this.height
          ? found
          : createSurface(this.width, this.height);
      for (let i = 0; i < this.count; i++) {
        const r = this.rect(i);
        if (r) unpackTile(surface, r, shot.tiles[i] ?? null);
      }
      const { id, name, visible, opacity } = shot;
      return { id, name, visible, opacity, surface };
    });
  }

  /** Drops every other checkpoint (never the first) and packs what is still held anew. */
  thin(): void {
    this.list = this.list.filter((_, i) => i % 2 === 0);
    const held = new Set<PackedTile>();
    for (const cp of this.list)
      for (const layer of cp.layers) for (const tile of layer.tiles) if (tile) held.add(tile);
    for (const { tiles } of this.last.values()) for (const tile of tiles) if (tile) held.add(tile);
    this.used = compact(held);
  }

  private rect(index: number): Rect | null {
    const tx = index % this.cols;
    const ty = Math.floor(index / this.cols);
    return clip({ x: tx * TILE, y: ty * TILE, w: TILE, h: TILE }, this.width, this.height);
  }
}
