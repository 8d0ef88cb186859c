import type { Engine } from '../engine/engine';
import type { Rect } from '../raster/rect';
import type { Surface } from '../raster/surface';
import { deflateBand, writeSnapshot, type SnapshotExtras } from './snapshot';
import { BAND_ROWS } from './snapshotHeader';

/**
 * Snapshots of one engine, one after another: each band's deflated bytes are kept until the
 * engine tells of new pixels in it, so a board that took a stroke since the last snapshot
 * deflates a band or two instead of every layer (a full, busy board takes most of a second).
 * Kept by surface: a layer that gets new pixels whole (a merge) is a new surface, and one put
 * back by undo is the very surface, unchanged, that was kept.
 */
export class SnapshotEncoder {
  private readonly kept = new WeakMap<Surface, (Uint8Array | null | undefined)[]>();
  private readonly unsubscribe: () => void;

  constructor(private readonly engine: Engine) {
    this.unsubscribe = engine.subscribe((e) => {
      if (e.type === 'pixels') this.forget(e.layerId, e.rect);
    });
  }

  encode(seq: number, extras: SnapshotExtras): Uint8Array {
    return writeSnapshot(this.engine, seq, extras, (surface, band) => {
      let bands = this.kept.get(surface);
      if (!bands) this.kept.set(surface, (bands = []));
      let bytes = bands[band];
      if (bytes === undefined) bands[band] = bytes = deflateBand(surface, band);
      return bytes;
    });
  }

  dispose(): void {
    this.unsubscribe();
  }

  private forget(layerId: string, rect: Rect): void {
    const surface = this.engine.doc.layer(layerId)?.surface;
    const bands = surface && this.kept.get(surface);
    if (!bands) return;
    const last = Math.floor((rect.y + rect.h - 1) / BAND_ROWS);
    for (let b = Math.floor(rect.y / BAND_ROWS); b <= last; b++) bands[b] = undefined;
  }
}
