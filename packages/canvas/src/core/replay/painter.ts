import { paintStack, type PaintTarget } from '../blend/canvasStack';
import { clipBase } from '../blend/composite';
import type { Layer } from '../doc/document';
import { union, type Rect } from '../raster/rect';
import type { ReplayChange, ReplayPlayer } from './player';

/** A canvas a layer's raster pixels are kept in (OffscreenCanvas where the browser has it). */
export interface LayerCanvas {
  readonly canvas: CanvasImageSource;
  readonly context: Pick<CanvasRenderingContext2D, 'putImageData'>;
}

export type LayerCanvasFactory = (width: number, height: number) => LayerCanvas;

function browserCanvas(width: number, height: number): LayerCanvas {
  const canvas =
    typeof OffscreenCanvas === 'undefined'
      ? Object.assign(document.createElement('canvas'), { width, height })
      : new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  return { canvas, context };
}

/**
 * Paints a player's page into a 2D context at document size: one canvas per layer holds its
 * raster pixels and the layers are blended by the canvas with their blend modes, as the
 * sketchpad's view does with CSS, never per pixel in script. A clipped layer's canvas holds its
 * pixels already masked by its base. Only what changed since the last paint is copied and
 * recomposed, so a replay frame costs the stroke it adds, not the page.
 */
export class ReplayPainter {
  private readonly layers = new Map<string, LayerCanvas>();
  /** Raster rect of each layer to copy in, or 'all'. */
  private readonly dirty = new Map<string, Rect | 'all'>();
  /** Where the stroke in progress grew since the last paint. */
  private live: Rect | null = null;
  /** Raster area to recompose; 'all' after layer changes or a reset. */
  private area: Rect | 'all' | null = 'all';
  /** Layers held masked by their clip base: a layer change may unclip them or change base. */
  private readonly masked = new Set<string>();
  private readonly stop: () => void;

  constructor(
    private readonly player: ReplayPlayer,
    private readonly makeCanvas: LayerCanvasFactory = browserCanvas,
  ) {
    this.stop = player.subscribe((change) => this.note(change));
  }

  /** Draws what changed since the last call; false when nothing had. */
  paint(target: PaintTarget): boolean {
    const area = this.area;
    if (area === null) return false;
    const doc = this.player.document;
    const alive = new Set<string>();
    const whole: Rect = { x: 0, y: 0, w: doc.rasterWidth, h: doc.rasterHeight };
    doc.layers.forEach((layer, i) => {
      alive.add(layer.id);
      let held = this.layers.get(layer.id);
      let rect = this.changed(layer);
      if (!held) {
        held = this.makeCanvas(doc.rasterWidth, doc.rasterHeight);
        this.layers.set(layer.id, held);
        rect = 'all';
      }
      const base = clipBase(doc.layers, i);
      // A clipped layer is held masked by its base, so whatever the base gains shows through.
      if (base && rect !== 'all') {
        const under = this.changed(base);
        rect = under === 'all' ? 'all' : union(rect, under);
      }
      if (base) this.masked.add(layer.id);
      else this.masked.delete(layer.id);
      if (!rect) return;
      if (!base && layer.id !== this.player.liveLayer) {
        const image = new ImageData(layer.surface.data, layer.surface.width, layer.surface.height);
        if (rect === 'all') held.context.putImageData(image, 0, 0);
        else held.context.putImageData(image, 0, 0, rect.x, rect.y, rect.w, rect.h);
        return;
      }
      const r = rect === 'all' ? whole : rect;
      const image = new ImageData(r.w, r.h);
      this.pixels(layer, r, image.data);
      if (base) this.mask(base, r, image.data);
      held.context.putImageData(image, r.x, r.y);
    });
    for (const id of this.layers.keys()) if (!alive.has(id)) this.layers.delete(id);

    // Whole document units around the raster area, so scaled layers meet without seams.
    const s = doc.scale;
    const r = area === 'all' ? whole : area;
    const x = Math.floor(r.x / s);
    const y = Math.floor(r.y / s);
    const w = Math.min(doc.width, Math.ceil((r.x + r.w) / s)) - x;
    const h = Math.min(doc.height, Math.ceil((r.y + r.h) / s)) - y;
    paintStack(
      target,
      {
        layers: doc.layers,
        background: doc.background,
        scale: s,
        picture: (layer) => this.layers.get(layer.id)?.canvas,
      },
      { x, y, w, h },
    );
    this.dirty.clear();
    this.live = null;
    this.area = null;
    return true;
  }

  dispose(): void {
    this.stop();
    this.layers.clear();
  }

  private note(change: ReplayChange): void {
    if (change.type === 'live') {
      this.live = union(this.live, change.rect);
      if (this.area !== 'all') this.area = union(this.area, change.rect);
      return;
    }
    if (change.type === 'pixels') {
      const held = this.dirty.get(change.layerId);
      if (held !== 'all') this.dirty.set(change.layerId, union(held ?? null, change.rect) ?? 'all');
      if (this.area !== 'all') this.area = union(this.area, change.rect);
      return;
    }
    // Guides are drawn over the picture by whoever shows it, never into it.
    if (change.type === 'guides') return;
    // Order or a layer's properties changed (layers), or every pixel may have (reset).
    for (const l of this.player.document.layers) {
      if (change.type === 'reset' || l.clip || this.masked.has(l.id)) this.dirty.set(l.id, 'all');
    }
    this.area = 'all';
  }

  /** What of a layer must be copied again: its changes, and the stroke in progress on it. */
  private changed(layer: Layer): Rect | 'all' | null {
    const rect = this.dirty.get(layer.id) ?? null;
    if (rect === 'all' || layer.id !== this.player.liveLayer) return rect;
    return union(rect, this.live);
  }

  /** A raster rect of a layer as shown, with the stroke in progress if it is on it. */
  private pixels(layer: Layer, r: Rect, out: Uint8ClampedArray): void {
    if (layer.id === this.player.liveLayer) {
      this.player.preview(r, out);
      return;
    }
    const { data, width } = layer.surface;
    for (let row = 0; row < r.h; row++) {
      const start = ((r.y + row) * width + r.x) * 4;
      out.set(data.subarray(start, start + r.w * 4), row * r.w * 4);
    }
  }

  /** Keeps of `out` only as much as the base has paint: a clip, as the export computes it. */
  private mask(base: Layer, r: Rect, out: Uint8ClampedArray): void {
    const under = new Uint8ClampedArray(r.w * r.h * 4);
    this.pixels(base, r, under);
    for (let i = 3; i < out.length; i += 4) {
      out[i] = Math.round(((out[i] ?? 0) * (under[i] ?? 0)) / 255);
    }
  }
}
