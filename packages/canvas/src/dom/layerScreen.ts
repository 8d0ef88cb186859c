import { clipBase } from '../blend/composite';
import type { Layer } from '../doc/document';
import type { Engine, EngineEvent } from '../engine/engine';
import type { BoardView } from './view';
import { union, type Rect } from '../raster/rect';

/**
 * Blend modes and clipping on screen, done by the compositor as the view does with opacity.
 *
 * Blending: each layer canvas the view stacks in its stage gets `mix-blend-mode`. The stage is a
 * stacking context over an opaque paper, so every layer blends with what lies under it, exactly
 * the W3C formula the export computes (blend/composite.ts).
 *
 * Clipping: CSS has no compositing operator but source-over, and blending never lowers alpha, so
 * no grouping of canvases with blend modes can confine a layer to its base's paint; CSS masks
 * would need the base re-encoded as an image at every change. So a clipped layer is shown by an
 * overlay canvas placed where the view's own canvas for it is (that one is hidden): the layer's
 * pixels `destination-in` its base's, copied from the view's two canvases by the canvas itself
 * (no script per pixel), then blended by CSS like any layer. That is the export's clip: the
 * layer's alpha times its base's. Only the changed rect is redrawn, once a frame, and only when
 * a clipped layer or its base changed, so layers without clips cost nothing more.
 */
export class LayerScreen {
  private engine: Engine | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Clipped layer id → its overlay canvas. */
  private readonly overlays = new Map<string, HTMLCanvasElement>();
  /** Overlay areas to redraw at the next frame. */
  private readonly dirty = new Map<string, Rect | 'all'>();
  private arranged = false;
  private restyle = false;
  private frame: number | null = null;

  constructor(private readonly view: Pick<BoardView, 'stage' | 'viewport' | 'onChange'>) {
    // A stroke in progress is drawn straight into the view's canvas, with no event: while one
    // goes on a clipped layer or its base, its overlay follows it frame by frame.
    const follow = () => this.schedule();
    view.viewport.addEventListener('pointerdown', follow, { passive: true });
    view.viewport.addEventListener('pointermove', follow, { passive: true });
    // Zooming in turns the view's canvases pixelated: the overlays follow.
    view.onChange(() => {
      this.restyle = true;
      this.schedule();
    });
  }

  /** Shows `engine`'s layers (the view shows a new engine's pixels in new canvases). */
  attach(engine: Engine): void {
    this.unsubscribe?.();
    this.engine = engine;
    for (const overlay of this.overlays.values()) overlay.remove();
    this.overlays.clear();
    this.unsubscribe = engine.subscribe((e) => this.note(e));
    this.arranged = false;
    this.schedule();
  }

  private note(e: EngineEvent): void {
    if (e.type === 'layers') this.arranged = false;
    else if (e.type === 'pixels') this.touch(e.layerId, e.rect);
    else return;
    this.schedule();
  }

  /** Marks the overlays that show pixels of `layerId` (its own, or a clipped one's base). */
  private touch(layerId: string, rect: Rect | 'all'): void {
    const layers = this.engine?.doc.layers ?? [];
    layers.forEach((layer, i) => {
      if (!this.overlays.has(layer.id)) return;
      if (layer.id !== layerId && clipBase(layers, i)?.id !== layerId) return;
      const held = this.dirty.get(layer.id);
      if (held === 'all' || rect === 'all') this.dirty.set(layer.id, 'all');
      else this.dirty.set(layer.id, union(held ?? null, rect) ?? rect);
    });
  }

  private schedule(): void {
    if (this.frame !== null || (this.arranged && this.overlays.size === 0)) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.draw();
    });
  }

  private draw(): void {
    const engine = this.engine;
    if (!engine) return;
    const live = engine.liveLayerId;
    if (live && engine.mask.dirty) this.touch(live, engine.mask.dirty);
    if (this.arranged && !this.restyle && this.dirty.size === 0) return;
    this.restyle = false;
    const shown = new Map<string, HTMLCanvasElement>();
    for (const c of this.view.stage.querySelectorAll<HTMLCanvasElement>('canvas[data-layer]')) {
      if (c.dataset.layer) shown.set(c.dataset.layer, c);
    }
    if (!this.arranged) this.arrange(engine.doc.layers, shown);
    engine.doc.layers.forEach((layer, i) => {
      const overlay = this.overlays.get(layer.id);
      const own = shown.get(layer.id);
      const base = clipBase(engine.doc.layers, i);
      const under = base && shown.get(base.id);
      if (!overlay || !own || !under) return;
      overlay.style.imageRendering = own.style.imageRendering;
      const rect = this.dirty.get(layer.id);
      if (rect) redraw(overlay, own, under, rect);
    });
    this.dirty.clear();
  }

  /** Blend modes, and an overlay right after each clipped layer's canvas (the view reorders). */
  private arrange(
    layers: readonly Layer[],
    canvases: ReadonlyMap<string, HTMLCanvasElement>,
  ): void {
    this.arranged = true;
    const alive = new Set<string>();
    layers.forEach((layer, i) => {
      const shown = canvases.get(layer.id);
      if (!shown) return;
      const base = clipBase(layers, i);
      const blend = layer.blend === 'normal' ? '' : layer.blend;
      if (!base) {
        Object.assign(shown.style, { mixBlendMode: blend, visibility: '' });
        return;
      }
      alive.add(layer.id);
      let overlay = this.overlays.get(layer.id);
      if (!overlay) {
        overlay = document.createElement('canvas');
        overlay.setAttribute('aria-hidden', 'true');
        overlay.dataset.clipped = layer.id;
        this.overlays.set(layer.id, overlay);
      }
      if (overlay.width !== shown.width || overlay.height !== shown.height) {
        Object.assign(overlay, { width: shown.width, height: shown.height });
      }
      const { position, left, top, width, height } = shown.style;
      Object.assign(overlay.style, { position, left, top, width, height });
      Object.assign(overlay.style, {
        mixBlendMode: blend,
        opacity: String(layer.opacity),
        display: layer.visible && base.visible ? 'block' : 'none',
      });
      shown.style.visibility = 'hidden';
      shown.after(overlay);
      this.dirty.set(layer.id, 'all');
    });
    for (const [id, overlay] of this.overlays) {
      if (alive.has(id)) continue;
      overlay.remove();
      this.overlays.delete(id);
    }
  }
}

/** The overlay's `rect`: the layer's pixels kept only as far as its base has paint. */
function redraw(
  overlay: HTMLCanvasElement,
  own: HTMLCanvasElement,
  base: HTMLCanvasElement,
  rect: Rect | 'all',
): void {
  const ctx = overlay.getContext('2d');
  if (!ctx) return;
  const r = rect === 'all' ? { x: 0, y: 0, w: overlay.width, h: overlay.height } : rect;
  ctx.save();
  // 'copy' and 'destination-in' reach past what they draw: the clip keeps them in the rect.
  ctx.beginPath();
  ctx.rect(r.x, r.y, r.w, r.h);
  ctx.clip();
  ctx.imageSmoothingEnabled = false;
  ctx.globalCompositeOperation = 'copy';
  ctx.drawImage(own, r.x, r.y, r.w, r.h, r.x, r.y, r.w, r.h);
  ctx.globalCompositeOperation = 'destination-in';
  ctx.drawImage(base, r.x, r.y, r.w, r.h, r.x, r.y, r.w, r.h);
  ctx.restore();
}
