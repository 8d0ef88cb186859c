import type { Engine } from '../engine/engine';
import type { Rect } from '../raster/rect';
import type { Surface } from '../raster/surface';

/**
 * The board's pixels on screen: one canvas per layer at raster resolution (so lines stay crisp
 * at any devicePixelRatio), stacked in a stage that zoom and pan move with a CSS transform.
 * Layers are shown by the compositor, never re-blended in script.
 *
 * The board shrinks to fit its host (`fit` ≤ 1) through the same transform, so pointer mapping
 * stays exact and the document keeps its size: only the view is scaled, never the pixels.
 */
export class BoardView {
  readonly viewport: HTMLDivElement;
  readonly stage: HTMLDivElement;
  private readonly reference: HTMLCanvasElement;
  private readonly canvases = new Map<string, HTMLCanvasElement>();
  private engine: Engine | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly resize: ResizeObserver | null = null;
  zoom = 1;
  /** Screen pixels per document unit at zoom 1: how much the board shrinks to fit its host. */
  fit = 1;
  panX = 0;
  panY = 0;

  constructor(
    private readonly host: HTMLElement,
    label: string,
  ) {
    this.viewport = document.createElement('div');
    this.viewport.setAttribute('role', 'img');
    this.viewport.setAttribute('aria-label', label);
    this.viewport.tabIndex = 0;
    this.viewport.dataset.board = '';
    Object.assign(this.viewport.style, {
      position: 'relative',
      overflow: 'hidden',
      touchAction: 'none',
      userSelect: 'none',
      cursor: 'crosshair',
    });
    this.stage = document.createElement('div');
    Object.assign(this.stage.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      transformOrigin: '0 0',
    });
    this.reference = document.createElement('canvas');
    this.reference.setAttribute('aria-hidden', 'true');
    this.stage.append(this.reference);
    this.viewport.append(this.stage);
    host.append(this.viewport);
    if (typeof ResizeObserver !== 'undefined') {
      this.resize = new ResizeObserver(() => this.fitTo(this.host.clientWidth));
      this.resize.observe(host);
    }
  }

  /** Shrinks the board to `width` screen pixels at most; pan keeps the same document point. */
  fitTo(width: number): void {
    const doc = this.engine?.doc;
    if (!doc || width <= 0) return;
    const fit = Math.min(1, width / doc.width);
    if (Math.abs(fit - this.fit) < 1e-4) return;
    const k = fit / this.fit;
    this.fit = fit;
    this.panX *= k;
    this.panY *= k;
    this.applyTransform();
  }

  attach(engine: Engine): void {
    this.unsubscribe?.();
    this.engine = engine;
    const { doc } = engine;
    Object.assign(this.stage.style, {
      width: `${doc.width}px`,
      height: `${doc.height}px`,
      background: doc.background,
    });
    this.sizeCanvas(this.reference);
    for (const c of this.canvases.values()) c.remove();
    this.canvases.clear();
    this.syncLayers();
    for (const layer of doc.layers) this.showPixels(layer.id, null);
    this.unsubscribe = engine.subscribe((e) => {
      if (e.type === 'pixels') this.showPixels(e.layerId, e.rect);
      else if (e.type === 'layers') this.syncLayers();
    });
    const width = this.host.clientWidth;
    if (width > 0) this.fit = Math.min(1, width / doc.width);
    this.applyTransform();
  }

  /** Shows the live op over its layer in `rect`; called in the pointer handler itself. */
  showPreview(rect: Rect | null): void {
    const engine = this.engine;
    const layerId = engine?.liveLayerId;
    if (!engine || !rect || !layerId) return;
    const ctx = this.canvases.get(layerId)?.getContext('2d');
    if (!ctx) return;
    const img = new ImageData(rect.w, rect.h);
    engine.preview(rect, img.data);
    ctx.putImageData(img, rect.x, rect.y);
  }

  showReference(image: CanvasImageSource | null, opacity: number, visible: boolean): void {
    const ctx = this.reference.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, this.reference.width, this.reference.height);
    if (image) ctx.drawImage(image, 0, 0, this.reference.width, this.reference.height);
    this.reference.style.opacity = String(opacity);
    this.reference.style.display = visible && image ? 'block' : 'none';
  }

  setTransform(zoom: number, panX: number, panY: number): void {
    this.zoom = Math.max(0.25, Math.min(8, zoom));
    this.panX = panX;
    this.panY = panY;
    this.applyTransform();
  }

  /** Client coordinates → document units. */
  toDocument(clientX: number, clientY: number): { x: number; y: number } {
    const box = this.viewport.getBoundingClientRect();
    const k = this.zoom * this.fit;
    return { x: (clientX - box.left - this.panX) / k, y: (clientY - box.top - this.panY) / k };
  }

  destroy(): void {
    this.resize?.disconnect();
    this.unsubscribe?.();
    this.viewport.remove();
  }

  private applyTransform(): void {
    const doc = this.engine?.doc;
    if (doc) {
      this.viewport.style.width = `${doc.width * this.fit}px`;
      this.viewport.style.height = `${doc.height * this.fit}px`;
    }
    const k = this.zoom * this.fit;
    this.stage.style.transform = `translate(${this.panX}px, ${this.panY}px) scale(${k})`;
    // Pixels stay pixels when zoomed in: artists zoom to see them.
    const pixelated = k >= 2 ? 'pixelated' : 'auto';
    for (const c of this.canvases.values()) c.style.imageRendering = pixelated;
  }

  private sizeCanvas(c: HTMLCanvasElement): void {
    const doc = this.engine?.doc;
    if (!doc) return;
    c.width = doc.rasterWidth;
    c.height = doc.rasterHeight;
    Object.assign(c.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      width: `${doc.width}px`,
      height: `${doc.height}px`,
    });
  }

  private syncLayers(): void {
    const doc = this.engine?.doc;
    if (!doc) return;
    const alive = new Set(doc.layers.map((l) => l.id));
    for (const [id, c] of this.canvases) {
      if (!alive.has(id)) c.remove();
    }
    for (const layer of doc.layers) {
      let c = this.canvases.get(layer.id);
      if (!c) {
        c = document.createElement('canvas');
        c.setAttribute('aria-hidden', 'true');
        c.dataset.layer = layer.id;
        this.sizeCanvas(c);
        this.canvases.set(layer.id, c);
        this.showPixelsOn(c, layer.surface, null);
      }
      c.style.opacity = String(layer.opacity);
      c.style.display = layer.visible ? 'block' : 'none';
      this.stage.append(c); // re-appending in stack order reorders them
    }
    // A deleted layer may come back with undo: keep its canvas only while the layer lives.
    for (const id of [...this.canvases.keys()]) if (!alive.has(id)) this.canvases.delete(id);
  }

  private showPixels(layerId: string, rect: Rect | null): void {
    const layer = this.engine?.doc.layer(layerId);
    const c = this.canvases.get(layerId);
    if (layer && c) this.showPixelsOn(c, layer.surface, rect);
  }

  private showPixelsOn(c: HTMLCanvasElement, surface: Surface, rect: Rect | null): void {
    const ctx = c.getContext('2d');
    if (!ctx) return;
    const img = new ImageData(surface.data, surface.width, surface.height);
    if (rect) ctx.putImageData(img, 0, 0, rect.x, rect.y, rect.w, rect.h);
    else ctx.putImageData(img, 0, 0);
  }
}
