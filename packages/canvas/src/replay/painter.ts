import { union, type Rect } from '../raster/rect';
import type { ReplayChange, ReplayPlayer } from './player';

/** A canvas a layer's raster pixels are kept in (OffscreenCanvas where the browser has it). */
export interface LayerCanvas {
  readonly canvas: CanvasImageSource;
  readonly context: Pick<CanvasRenderingContext2D, 'putImageData'>;
}

export type LayerCanvasFactory = (width: number, height: number) => LayerCanvas;

/** The parts of a 2D context the painter draws with, so a test can pass a recorder. */
export type PaintTarget = Pick<
  CanvasRenderingContext2D,
  'save' | 'restore' | 'fillRect' | 'drawImage' | 'fillStyle' | 'globalAlpha'
>;

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
 * raster pixels and the layers are blended by the canvas, as the sketchpad's view does with CSS,
 * never per pixel in script. Only what changed since the last paint is copied and recomposed, so
 * a replay frame costs the stroke it adds, not the page.
 */
export class ReplayPainter {
  private readonly layers = new Map<string, LayerCanvas>();
  /** Raster rect of each layer to copy in, or 'all'. */
  private readonly dirty = new Map<string, Rect | 'all'>();
  /** Where the stroke in progress grew since the last paint. */
  private live: Rect | null = null;
  /** Raster area to recompose; 'all' after layer changes or a reset. */
  private area: Rect | 'all' | null = 'all';
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
    for (const layer of doc.layers) {
      alive.add(layer.id);
      let held = this.layers.get(layer.id);
      let rect = this.dirty.get(layer.id);
      if (!held) {
        held = this.makeCanvas(doc.rasterWidth, doc.rasterHeight);
        this.layers.set(layer.id, held);
        rect = 'all';
      }
      if (layer.id === this.player.liveLayer) {
        // The stroke in progress is not in the layer yet: copy the layer with it on top.
        const whole = { x: 0, y: 0, w: doc.rasterWidth, h: doc.rasterHeight };
        const area = rect === 'all' ? whole : union(rect ?? null, this.live);
        if (!area) continue;
        const image = new ImageData(area.w, area.h);
        this.player.preview(area, image.data);
        held.context.putImageData(image, area.x, area.y);
        continue;
      }
      if (!rect) continue;
      const { data, width, height } = layer.surface;
      const image = new ImageData(data, width, height);
      if (rect === 'all') held.context.putImageData(image, 0, 0);
      else held.context.putImageData(image, 0, 0, rect.x, rect.y, rect.w, rect.h);
    }
    for (const id of this.layers.keys()) if (!alive.has(id)) this.layers.delete(id);

    // Whole document units around the raster area, so scaled layers meet without seams.
    const s = doc.scale;
    const r = area === 'all' ? { x: 0, y: 0, w: doc.rasterWidth, h: doc.rasterHeight } : area;
    const x = Math.floor(r.x / s);
    const y = Math.floor(r.y / s);
    const w = Math.min(doc.width, Math.ceil((r.x + r.w) / s)) - x;
    const h = Math.min(doc.height, Math.ceil((r.y + r.h) / s)) - y;
    target.save();
    target.globalAlpha = 1;
    target.fillStyle = doc.background;
    target.fillRect(x, y, w, h);
    for (const layer of doc.layers) {
      const held = this.layers.get(layer.id);
      if (!held || !layer.visible || layer.opacity <= 0) continue;
      target.globalAlpha = layer.opacity;
      target.drawImage(held.canvas, x * s, y * s, w * s, h * s, x, y, w, h);
    }
    target.restore();
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
    // Order, visibility or opacity changed (layers), or every pixel may have (reset).
    if (change.type === 'reset')
      for (const l of this.player.document.layers) this.dirty.set(l.id, 'all');
    this.area = 'all';
  }
}
