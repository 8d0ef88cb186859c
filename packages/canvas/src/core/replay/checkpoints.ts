import { layerProps, type DrawingDocument, type LayerProps } from '../doc/document';
import type { Engine } from '../engine/engine';
import type { Guide } from '../guides/guides';
import { TILE } from '../history/tiles';
import { clip, type Rect } from '../raster/rect';
import { copyRect, createSurface, writeRect, type Surface } from '../raster/surface';
import { TilePacker, unpackTile, type Tile } from './packing';

interface LayerShot extends LayerProps {
  id: string;
  tiles: Tile[];
}

export interface Checkpoint {
  /** How many ops had been applied when it was taken. */
  at: number;
  layers: LayerShot[];
  /** The guides then (lists are replaced, never changed, so this is shared, not copied). */
  guides: readonly Guide[];
}

/**
 * What restoring one tile may read, in words: two whole tiles' worth (a raw tile and as much
 * again of changes on it). A tile whose versions would cost more is packed whole again, so a
 * seek reads at most about two pages.
 */
const RESTORE_LIMIT = 2 * TILE * TILE;

/** One layer as the last checkpoint holds it: its tiles, and their pixels to compare with. */
interface LayerState {
  surface: Surface;
  tiles: Tile[];
  pixels: Surface;
}

/**
 * Snapshots of the page taken while a log is opened, so a seek restores the nearest one and
 * redraws only the ops after it. A snapshot keeps, of each tile changed since the one before,
 * only the pixels that changed (see PackedTile's `changes`), and shares the tiles nothing
 * touched: one costs what was drawn since the last, not a whole page. Past the byte budget every
 * other snapshot is dropped and the rest packed anew: seeks get slower, memory stays bounded.
 */
export class Checkpoints {
  private list: Checkpoint[] = [];
  private used = 0;
  private readonly cols: number;
  private readonly count: number;
  private readonly dirty = new Map<string, Set<number>>();
  /** Per layer, as of the last capture. */
  private last = new Map<string, LayerState>();
  private packer = new TilePacker();

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
    const next = new Map<string, LayerState>();
    const layers = engine.doc.layers.map((layer): LayerShot => {
      const prev = this.last.get(layer.id);
      // A new surface (an added layer, or a deleted one re-added) may differ anywhere.
      const fresh = prev?.surface !== layer.surface;
      const dirty = this.dirty.get(layer.id);
      const state = this.pack(layer.surface, prev, (i) => fresh || !!dirty?.has(i));
      next.set(layer.id, { ...state, surface: layer.surface });
      return { id: layer.id, ...layerProps(layer), tiles: state.tiles };
    });
    this.seal();
    this.last = next;
    this.dirty.clear();
    this.list.push({ at, layers, guides: engine.doc.guides });
  }

  /**
   * Packs the tiles of `surface` that `changed` names against `prev` (the layer at the last
   * capture, if it was there): as changes to its tiles where that is cheap, whole otherwise.
   * Unchanged tiles are shared. Returns the tiles, and `prev`'s pixels brought up to date.
   */
  private pack(
    surface: Surface,
    prev: Omit<LayerState, 'surface'> | undefined,
    changed: (tile: number) => boolean,
  ): Omit<LayerState, 'surface'> {
    const pixels = prev?.pixels ?? createSurface(this.width, this.height);
    const tiles: Tile[] = new Array<Tile>(this.count);
    for (let i = 0; i < this.count; i++) {
      const before = prev?.tiles[i] ?? null;
      const r = this.rect(i);
      if (!r || !changed(i)) {
        tiles[i] = before;
        continue;
      }
      const packed = this.packer.packChanges(surface, pixels, r, before, RESTORE_LIMIT);
      const tile = packed === 'whole' ? this.packer.pack(surface, r) : packed;
      tiles[i] = tile;
      // The pixels stay what the tiles restore: a tile packed as transparent restores zeros.
      if (tile === null) writeRect(pixels, r, null);
      else if (tile !== before) copyRect(surface, pixels, r);
    }
    return { tiles, pixels };
  }

  private seal(): void {
    this.used += this.packer.seal();
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
   * Puts a checkpoint's layers and guides into `doc`, reusing the buffers of `reuse` (the layers shown until
   * now, by id) so a seek does not allocate a page per layer.
   */
  restore(cp: Checkpoint, doc: DrawingDocument, reuse: ReadonlyMap<string, Surface>): void {
    doc.guides = cp.guides;
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
      const { tiles: _tiles, ...layer } = shot;
      return { ...layer, surface };
    });
  }

  /**
   * Drops every other checkpoint (never the first or the last) and packs the rest anew, each as
   * changes to the one now before it.
   */
  thin(): void {
    const kept = this.list.filter((_, i) => i % 2 === 0 || i === this.list.length - 1);
    const page = createSurface(this.width, this.height);
    let before = new Map<string, { old: Tile[]; state: Omit<LayerState, 'surface'> }>();
    this.packer = new TilePacker();
    this.used = 0;
    for (const cp of kept) {
      const next = new Map<string, { old: Tile[]; state: Omit<LayerState, 'surface'> }>();
      for (const shot of cp.layers) {
        const prev = before.get(shot.id);
        const state = this.pack(page, prev?.state, (i) => {
          if (prev?.old[i] === shot.tiles[i]) return false;
          const r = this.rect(i);
          if (r) unpackTile(page, r, shot.tiles[i] ?? null);
          return true;
        });
        next.set(shot.id, { old: shot.tiles, state });
        shot.tiles = state.tiles;
      }
      this.seal();
      before = next;
    }
    this.list = kept;
    for (const [id, layer] of this.last) {
      const state = before.get(id)?.state;
      if (state) this.last.set(id, { ...layer, tiles: state.tiles });
    }
  }

  private rect(index: number): Rect | null {
    const tx = index % this.cols;
    const ty = Math.floor(index / this.cols);
    return clip({ x: tx * TILE, y: ty * TILE, w: TILE, h: TILE }, this.width, this.height);
  }
}
