import type { Matrix } from '../core/doc/ops';
import type { Engine } from '../core/engine/engine';
import type { Rect } from '../core/raster/rect';
import { multiply } from '../core/select/matrix';
import type { BoardView } from './view';
import { stageCanvas } from './stageCanvas';

/** Pixels that float over the board while a selection is moved: lifted, or a picture. */
export interface FloatingPixels {
  pixels: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
  /** Their pixels to document units, before the selection's own map. */
  toDoc: Matrix;
}

/** The view's canvas of a layer (found by value: an id from a log may hold any character). */
const layerCanvas = (view: BoardView, id: string) =>
  [...view.stage.querySelectorAll<HTMLCanvasElement>('canvas[data-layer]')].find(
    (c) => c.dataset.layer === id,
  ) ?? null;

/**
 * A selection being moved, scaled or turned, on screen: its pixels in a canvas of their own
 * that the stage shows through a CSS transform, right above its layer's canvas (with the
 * layer's opacity and blend), and the layer shown without them. A drag then only changes one
 * CSS matrix per event, however large the selection: the pixels are resampled once, into the
 * layer, when the move is committed. Nothing here touches the layer's pixels in the engine.
 *
 * The canvas holds them no finer than the screen shows them: a browser may copy a canvas's
 * whole bitmap at every frame it moves (Chromium without a GPU does), and a 4000 × 4000 layer
 * seen whole at 27 % would cost 64 MB a frame where 9 MB look the same. Zooming in while
 * it floats draws it finer.
 */
export class FloatingPreview {
  readonly canvas: HTMLCanvasElement;
  /** Where the layer's canvas shows the layer without the selection, to put back on drop. */
  private cutRect: Rect | null = null;
  /** The canvas's pixels per source pixel. */
  private resolution = 0;
  private readonly unfollow: () => void;

  constructor(
    private readonly view: BoardView,
    private readonly engine: Engine,
    /** The layer it belongs to, or the one it sits above (a picture for a new layer). */
    private readonly layerId: string,
    readonly source: FloatingPixels,
    private readonly ownLayer: boolean,
  ) {
    this.canvas = stageCanvas('floating');
    Object.assign(this.canvas.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      width: `${source.width}px`,
      height: `${source.height}px`,
      transformOrigin: '0 0',
      // A layer of its own for the compositor: moving it then repaints nothing.
      willChange: 'transform',
      pointerEvents: 'none',
    });
    this.draw();
    this.unfollow = view.onChange(() => this.draw());
    this.restyle();
  }

  /** Draws the pixels at the resolution the view shows them, if finer than drawn so far. */
  private draw(): void {
    const { width, height, pixels } = this.source;
    const shown = (this.view.zoom * (globalThis.devicePixelRatio || 1)) / this.engine.doc.scale;
    const resolution = Math.min(1, Math.ceil(shown * 8) / 8);
    if (resolution <= this.resolution) return;
    this.resolution = resolution;
    const w = Math.max(1, Math.ceil(width * resolution));
    const h = Math.max(1, Math.ceil(height * resolution));
    Object.assign(this.canvas, { width: w, height: h });
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const image = new ImageData(pixels, width, height);
    if (resolution === 1) {
      ctx.putImageData(image, 0, 0);
      return;
    }
    const full = Object.assign(document.createElement('canvas'), { width, height });
    full.getContext('2d')?.putImageData(image, 0, 0);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(full, 0, 0, w, h);
  }

  /** Shows the layer's canvas without the selection in `rect` (raster pixels). */
  showCut(rect: Rect, rest: Uint8ClampedArray<ArrayBuffer> | 'clear'): void {
    const ctx = layerCanvas(this.view, this.layerId)?.getContext('2d');
    if (rest === 'clear') ctx?.clearRect(rect.x, rect.y, rect.w, rect.h);
    else ctx?.putImageData(new ImageData(rest, rect.w, rect.h), rect.x, rect.y);
    this.view.repainted(rect, this.layerId);
    this.cutRect = rect;
  }

  /** Puts the pixels where `matrix` (the selection's map, document units) takes them. */
  place(matrix: Matrix): void {
    const [a, b, c, d, e, f] = multiply(matrix, this.source.toDoc);
    this.canvas.style.transform = `matrix(${a}, ${b}, ${c}, ${d}, ${e}, ${f})`;
  }

  /**
   * Sits right above its layer, looking as that layer does. Called again after layer changes:
   * the view re-appends its canvases in stack order, which would leave this one below them.
   */
  restyle(): void {
    const under = layerCanvas(this.view, this.layerId);
    under?.after(this.canvas);
    const layer = this.ownLayer ? this.engine.doc.layer(this.layerId) : null;
    Object.assign(this.canvas.style, {
      opacity: layer ? String(layer.opacity) : '1',
      mixBlendMode: layer && layer.blend !== 'normal' ? layer.blend : '',
      display: !layer || layer.visible ? 'block' : 'none',
      imageRendering: under?.style.imageRendering ?? '',
    });
  }

  /** Takes the floating pixels away and shows the layer as the engine holds it again. */
  drop(): void {
    this.unfollow();
    this.canvas.remove();
    const rect = this.cutRect;
    this.cutRect = null;
    // Told as a change of the layer's pixels, every view of it (the blended screen too) redraws.
    if (rect) this.engine.emit({ type: 'pixels', layerId: this.layerId, rect });
  }
}
