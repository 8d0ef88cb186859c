import { paintStack, type Stack } from '../core/blend/canvasStack';
import { clipBase } from '../core/blend/composite';
import type { Layer } from '../core/doc/document';
import type { Engine, EngineEvent } from '../core/engine/engine';
import { clip, union, type Rect } from '../core/raster/rect';
import { lowLatencyContext } from './lowLatency';
import type { BoardView } from './view';
import { stageCanvas } from './stageCanvas';

/**
 * The layers on screen as they blend.
 *
 * While every layer is plain (normal, unclipped), the compositor stacks the view's canvases,
 * one a layer, with their opacity: nothing runs in script.
 *
 * As soon as a visible layer blends or clips, the stack is painted into one canvas instead, by
 * the canvas itself (paintStack: no script per pixel), and the layer canvases are hidden. CSS
 * `mix-blend-mode` could blend them, but then the compositor re-blends every layer over the
 * whole board at every frame of a stroke: 16 multiply layers cost a stroke four times its plain
 * cost. Here a frame repaints only what changed, and a clipped layer is masked by its base
 * (`destination-in`) in a scratch canvas first, as the export computes it. While the changes
 * are all on one layer (a stroke, a drag), what lies under it is painted once into a canvas
 * of its own and copied, so a frame costs the layers from that one up, not all sixteen.
 * The composite sits right over the reference, so a floating selection still shows above it.
 */
export class LayerScreen {
  private engine: Engine | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly screen: HTMLCanvasElement;
  private scratch: HTMLCanvasElement | null = null;
  private compositing = false;
  private arranged = false;
  /** Raster area to paint again at the next frame. */
  private dirty: Rect | 'all' | null = null;
  /** The layers whose pixels changed in it; null when some change is of no one layer. */
  private changedLayers: Set<string> | null = new Set();
  /** The paper and the layers under layer `layerId`, painted; null when anything there changed. */
  private under: { layerId: string; canvas: HTMLCanvasElement } | null = null;
  private frame: number | null = null;
  /** The view's canvas of each layer, and its reference, as of the last arrangement. */
  private shown = new Map<string, HTMLCanvasElement>();
  private reference: HTMLCanvasElement | null = null;

  constructor(private readonly view: Pick<BoardView, 'stage' | 'onChange' | 'onRepaint'>) {
    this.screen = stageCanvas('composite');
    this.screen.style.display = 'none';
    // While layers blend, the live stroke shows in this canvas: low-latency like a layer's.
    lowLatencyContext(this.screen);
    view.onRepaint((rect, layerId) => this.mark(rect, layerId));
    // Zooming in turns the view's canvases pixelated: the composite follows.
    view.onChange(() => {
      this.screen.style.imageRendering = this.layerCanvases()[0]?.style.imageRendering ?? '';
    });
  }

  /** Shows `engine`'s layers (the view shows a new engine's pixels in new canvases). */
  attach(engine: Engine): void {
    this.unsubscribe?.();
    this.engine = engine;
    this.unsubscribe = engine.subscribe((e) => this.note(e));
    this.arranged = false;
    this.schedule();
  }

  private note(e: EngineEvent): void {
    if (e.type === 'layers') {
      this.arranged = false;
      this.under = null;
      this.schedule();
    } else if (e.type === 'pixels') this.mark(e.rect, e.layerId);
  }

  private mark(rect: Rect | 'all', layerId?: string): void {
    if (!this.compositing) return;
    const held = this.dirty;
    this.dirty = held === 'all' || rect === 'all' ? 'all' : (union(held, rect) ?? rect);
    const doc = this.engine?.doc;
    if (layerId === undefined) {
      this.under = null;
      this.changedLayers = null;
    } else {
      if (this.under && doc && doc.indexOf(layerId) < doc.indexOf(this.under.layerId)) {
        this.under = null;
      }
      this.changedLayers?.add(layerId);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.draw();
    });
  }

  private layerCanvases(): HTMLCanvasElement[] {
    return [...this.view.stage.querySelectorAll<HTMLCanvasElement>('canvas[data-layer]')];
  }

  private draw(): void {
    const engine = this.engine;
    if (!engine) return;
    if (!this.arranged) this.arrange(engine.doc.layers);
    const area = this.dirty;
    const changed = this.changedLayers;
    this.dirty = null;
    this.changedLayers = new Set();
    if (!this.compositing || !area) return;
    const { rasterWidth, rasterHeight } = engine.doc;
    const whole = { x: 0, y: 0, w: rasterWidth, h: rasterHeight };
    const rect = area === 'all' ? whole : clip(area, rasterWidth, rasterHeight);
    if (!rect) return;
    const only = changed?.size === 1 ? [...changed][0] : undefined;
    const from = only === undefined ? 0 : engine.doc.indexOf(only);
    if (only === undefined || from <= 0) {
      this.paint(engine, rect, {});
      return;
    }
    if (this.under?.layerId !== only) {
      const canvas = this.under?.canvas ?? document.createElement('canvas');
      canvas.dataset.under = '';
      Object.assign(canvas, { width: this.screen.width, height: this.screen.height });
      this.under = { layerId: only, canvas };
      this.paint(engine, whole, { to: from }, canvas);
    }
    this.paint(engine, rect, { from, beneath: { image: this.under.canvas, opacity: 1 } });
  }

  /** Composites when a layer that shows blends or clips; hides the layer canvases then. */
  private arrange(layers: readonly Layer[]): void {
    this.arranged = true;
    this.compositing = layers.some(
      (layer, i) => layer.visible && (layer.blend !== 'normal' || clipBase(layers, i) !== null),
    );
    const canvases = this.layerCanvases();
    this.shown = new Map(canvases.map((c) => [c.dataset.layer ?? '', c]));
    this.reference = this.view.stage.querySelector('canvas[data-reference]');
    for (const c of canvases) c.style.visibility = this.compositing ? 'hidden' : '';
    const { screen } = this;
    screen.style.display = this.compositing ? 'block' : 'none';
    if (!this.compositing) return;
    const model = canvases[0];
    if (model) {
      if (screen.width !== model.width || screen.height !== model.height) {
        Object.assign(screen, { width: model.width, height: model.height });
      }
      const { position, left, top, width, height, imageRendering } = model.style;
      Object.assign(screen.style, { position, left, top, width, height, imageRendering });
    }
    const { reference } = this;
    if (reference) reference.after(screen);
    else this.view.stage.prepend(screen);
    this.dirty = 'all';
  }

  /** Paints `rect` of the stack, or of the part `part` names, into `into` (the screen). */
  private paint(
    engine: Engine,
    rect: Rect,
    part: Pick<Stack, 'from' | 'to' | 'beneath'>,
    into: HTMLCanvasElement = this.screen,
  ): void {
    const ctx = into.getContext('2d');
    if (!ctx) return;
    const { shown, reference } = this;
    const { layers, background } = engine.doc;
    ctx.imageSmoothingEnabled = false;
    paintStack(
      ctx,
      {
        layers,
        background,
        scale: 1,
        beneath:
          reference && reference.style.display === 'block'
            ? { image: reference, opacity: Number(reference.style.opacity || 1) }
            : null,
        ...part,
        picture: (layer, index) => {
          const own = shown.get(layer.id);
          const base = clipBase(layers, index);
          const under = base && shown.get(base.id);
          return own && under ? this.masked(own, under, rect) : own;
        },
      },
      rect,
    );
  }

  /** `own`'s pixels in `rect`, kept only as far as its base's go: the export's clip. */
  private masked(own: HTMLCanvasElement, base: HTMLCanvasElement, rect: Rect): HTMLCanvasElement {
    const scratch = (this.scratch ??= document.createElement('canvas'));
    if (scratch.width !== own.width || scratch.height !== own.height) {
      Object.assign(scratch, { width: own.width, height: own.height });
    }
    const ctx = scratch.getContext('2d');
    if (!ctx) return own;
    const { x, y, w, h } = rect;
    ctx.save();
    // 'copy' and 'destination-in' reach past what they draw: the clip keeps them in the rect.
    ctx.beginPath();
    ctx.rect(x, y, w, h);
    ctx.clip();
    ctx.imageSmoothingEnabled = false;
    ctx.globalCompositeOperation = 'copy';
    ctx.drawImage(own, x, y, w, h, x, y, w, h);
    ctx.globalCompositeOperation = 'destination-in';
    ctx.drawImage(base, x, y, w, h, x, y, w, h);
    ctx.restore();
    return scratch;
  }
}
