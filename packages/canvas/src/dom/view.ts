import type { Engine } from '../core/engine/engine';
import type { Rect } from '../core/raster/rect';
import { isBlank, type Surface } from '../core/raster/surface';
import type { TailInk } from '../editor/tail';
import { clampZoom, cssMatrix, fitView, toDoc, type ViewTransform } from '../editor/viewTransform';
import { LiveTail } from './liveTail';
import { isLowLatency, lowLatencyContext } from './lowLatency';
import { stageCanvas } from './stageCanvas';

/** 'fill': the board floats in a workspace that fills its host; 'width': it is as wide as its host. */
export type BoardLayout = 'fill' | 'width';

/** Room kept around the board when it is fitted into a workspace. */
const FIT_MARGIN = 16;

/**
 * The board's pixels on screen: one canvas per layer at raster resolution (so lines stay crisp
 * at any devicePixelRatio), stacked in a stage that zoom, pan and rotation move with one CSS
 * transform. How the layers blend on screen is layerScreen.ts's work.
 *
 * Only the view is scaled or turned, never the pixels, and pointer input maps back through the
 * same transform (viewTransform.ts), so drawing stays exact at any zoom and angle. Until the
 * artist moves the view, it follows its host's size (the whole board in view).
 */
export class BoardView {
  readonly viewport: HTMLDivElement;
  readonly stage: HTMLDivElement;
  private readonly reference: HTMLCanvasElement;
  private readonly tail: LiveTail;
  /** Whether the layers' canvases present ink without waiting for the page's frame. */
  lowLatency = false;
  private readonly canvases = new Map<string, HTMLCanvasElement>();
  private engine: Engine | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly resize: ResizeObserver | null = null;
  private t: ViewTransform = { scale: 1, rotation: 0, panX: 0, panY: 0 };
  /** True while the view is the fitted one: a resize fits again instead of keeping a zoom. */
  private fitted = true;
  private readonly changed = new Set<() => void>();
  private readonly repaints = new Set<(rect: Rect | 'all', layerId?: string) => void>();

  constructor(
    private readonly host: HTMLElement,
    label: string,
    private readonly layout: BoardLayout = 'width',
  ) {
    this.viewport = document.createElement('div');
    this.viewport.setAttribute('role', 'img');
    this.setLabel(label);
    this.viewport.tabIndex = 0;
    this.viewport.dataset.board = '';
    this.viewport.dataset.layout = layout;
    Object.assign(this.viewport.style, {
      position: 'relative',
      overflow: 'hidden',
      touchAction: 'none',
      userSelect: 'none',
      cursor: 'crosshair',
      ...(layout === 'fill' && { width: '100%', height: '100%' }),
    });
    // 'clip' where the browser knows it (elsewhere the assignment is ignored and 'hidden'
    // stays): unlike 'hidden' it cannot scroll, not even to show the caret of a text box near
    // the edge, and the view's transform assumes a viewport that never scrolls.
    this.viewport.style.overflow = 'clip';
    this.stage = document.createElement('div');
    this.stage.dataset.stage = '';
    Object.assign(this.stage.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      transformOrigin: '0 0',
      // In a workspace the sheet lifts off the table around it.
      ...(layout === 'fill' && {
        boxShadow: '0 1px 3px rgb(0 0 0 / 0.18), 0 10px 30px rgb(0 0 0 / 0.14)',
      }),
    });
    this.reference = stageCanvas('reference');
    this.stage.append(this.reference);
    this.tail = new LiveTail(this.stage);
    this.viewport.append(this.stage);
    host.append(this.viewport);
    if (typeof ResizeObserver !== 'undefined') {
      this.resize = new ResizeObserver(() => {
        if (this.fitted) this.fit();
        else this.applyTransform();
      });
      this.resize.observe(host);
    }
  }

  /** What the board is called to a screen reader (its size, as it changes with New). */
  setLabel(label: string): void {
    this.viewport.setAttribute('aria-label', label);
  }

  /** Screen pixels per document unit (1 = 100 %). */
  get zoom(): number {
    return this.t.scale;
  }

  /** Clockwise, in radians. */
  get rotation(): number {
    return this.t.rotation;
  }

  get transform(): ViewTransform {
    return this.t;
  }

  /** Told after every change of zoom, pan or rotation (the readout follows it). */
  onChange(fn: () => void): () => void {
    this.changed.add(fn);
    return () => this.changed.delete(fn);
  }

  /**
   * Told of raster pixels the view's canvases show anew with no engine event: a stroke in
   * progress or a selection lifted off a layer (`layerId`), the reference (none).
   */
  onRepaint(fn: (rect: Rect | 'all', layerId?: string) => void): () => void {
    this.repaints.add(fn);
    return () => this.repaints.delete(fn);
  }

  repainted(rect: Rect | 'all', layerId?: string): void {
    for (const fn of this.repaints) fn(rect, layerId);
  }

  /** The whole board in view, upright, at 100 % when it fits. */
  fit(): void {
    const doc = this.engine?.doc;
    if (!doc) return;
    const { width, height } = this.hostSize();
    if (width <= 0) return;
    this.t =
      this.layout === 'fill'
        ? fitView(doc.width, doc.height, width, height, FIT_MARGIN)
        : fitView(doc.width, doc.height, width, 0);
    this.fitted = true;
    this.applyTransform();
  }

  /** Moves the view; the board stops following the host's size until the next fit. */
  setTransform(next: ViewTransform): void {
    this.t = { ...next, scale: clampZoom(next.scale) };
    this.fitted = false;
    this.applyTransform();
  }

  /** The centre of the viewport, in client coordinates: where buttons zoom and turn about. */
  centre(): { x: number; y: number } {
    const box = this.viewport.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }

  /** Shows `engine`; fitted anew unless `keepView` and the artist has moved the view. */
  attach(engine: Engine, keepView = false): void {
    this.unsubscribe?.();
    this.engine = engine;
    const { doc } = engine;
    Object.assign(this.stage.style, {
      width: `${doc.width}px`,
      height: `${doc.height}px`,
      background: doc.background,
    });
    this.sizeCanvas(this.reference);
    this.tail.size(doc.width, doc.height, doc.rasterWidth, doc.rasterHeight);
    for (const c of this.canvases.values()) c.remove();
    this.canvases.clear();
    this.syncLayers(); // every canvas is new: each shows its layer as it is made
    this.unsubscribe = engine.subscribe((e) => {
      if (e.type === 'pixels') this.showPixels(e.layerId, e.rect);
      else if (e.type === 'layers') this.syncLayers();
    });
    if (keepView && !this.fitted) this.applyTransform();
    else this.fit();
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
    this.repainted(rect, layerId);
  }

  /** Shows the live tail ahead of the stroke (editor/tail.ts), or none. */
  showTail(tail: TailInk | null): void {
    this.tail.show(tail, this.engine?.doc.scale ?? 1);
  }

  /** Whether a live tail is on screen. */
  get tailShown(): boolean {
    return this.tail.showing;
  }

  showReference(image: CanvasImageSource | null, opacity: number, visible: boolean): void {
    const ctx = this.reference.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, this.reference.width, this.reference.height);
    if (image) ctx.drawImage(image, 0, 0, this.reference.width, this.reference.height);
    this.reference.style.opacity = String(opacity);
    this.reference.style.display = visible && image ? 'block' : 'none';
    this.repainted('all');
  }

  /** Client coordinates → document units. */
  origin(): { left: number; top: number } {
    return this.viewport.getBoundingClientRect();
  }

  toDocument(clientX: number, clientY: number): { x: number; y: number } {
    const box = this.viewport.getBoundingClientRect();
    return toDoc(this.t, clientX - box.left, clientY - box.top);
  }

  destroy(): void {
    this.resize?.disconnect();
    this.unsubscribe?.();
    this.viewport.remove();
  }

  private hostSize() {
    return { width: this.host.clientWidth, height: this.host.clientHeight };
  }

  private applyTransform(): void {
    const doc = this.engine?.doc;
    if (doc && this.layout === 'width') {
      // The board is its own frame here: as wide as the host allows, as tall as its ratio says.
      const frame = Math.min(1, this.hostSize().width / doc.width) || 1;
      this.viewport.style.width = `${doc.width * frame}px`;
      this.viewport.style.height = `${doc.height * frame}px`;
    }
    this.stage.style.transform = cssMatrix(this.t);
    // Pixels stay pixels when zoomed in: artists zoom to see them.
    const pixelated = this.t.scale >= 2 ? 'pixelated' : 'auto';
    for (const c of this.canvases.values()) c.style.imageRendering = pixelated;
    for (const fn of this.changed) fn();
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
        c = stageCanvas('layer', layer.id);
        this.sizeCanvas(c);
        // The live stroke is painted into its layer's canvas: each is made low-latency.
        this.lowLatency = isLowLatency(lowLatencyContext(c));
        this.canvases.set(layer.id, c);
        // A new canvas is transparent already; a board's full put is 8 MB (8 ms here, 60 on a phone).
        if (!isBlank(layer.surface.data)) this.showPixelsOn(c, layer.surface, null);
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
