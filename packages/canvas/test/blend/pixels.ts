import { Engine } from '../../src/core/engine/engine';

export type Rgba = [number, number, number, number];

/** Sets raster pixels of a layer directly: reference tests need exact colours, not brushes. */
export function setPixels(engine: Engine, layerId: string, pixels: readonly Rgba[]): void {
  const layer = engine.doc.layer(layerId);
  if (!layer) throw new Error(`no layer ${layerId}`);
  pixels.forEach((px, i) => layer.surface.data.set(px, i * 4));
}

/** A one-row page, one pixel per entry, with a second layer over the first. */
export function twoLayers(width: number, background = '#ffffff'): Engine {
  const e = new Engine({ width, height: 1, background });
  e.apply({ t: 'layer.add', id: 'layer-2', name: 'Top', index: 1 });
  return e;
}

export function pixel(data: Uint8ClampedArray, i: number): Rgba {
  return [data[i * 4] ?? -1, data[i * 4 + 1] ?? -1, data[i * 4 + 2] ?? -1, data[i * 4 + 3] ?? -1];
}
