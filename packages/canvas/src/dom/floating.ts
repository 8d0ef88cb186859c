import type { Matrix } from '../doc/ops';
import type { Engine } from '../engine/engine';
import type { Rect } from '../raster/rect';
import { multiply } from '../select/matrix';
import type { BoardView } from './view';

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
 */
export class FloatingPreview {
  readonly canvas: HTMLCanvasElement;
  /** Where the layer's canvas shows the layer without the selection, to put back on drop. */
  private cutRect: Rect | null = null;

  constructor(
    private readonly view: BoardView,
    private readonly engine: Engine,
    /** The layer it belongs to, or the one it sits above (a picture for a new layer). */
    private readonly layerId: string,
    readonly source: FloatingPixels,
    private readonly ownLayer: boolean,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.dataset.floating = '';
    this.canvas.width = source.width;
    this.canvas.height = source.height;
    Object.assign(this.canvas.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      width: `${source.width}px`,
      height: `${source.height}px`,
      transformOrigin: '0 0',
      pointerEvents: 'none',
    });
    this.canvas
      .getContext('2d')
      ?.putImageData(new ImageData(source.pixels, source.width, source.height), 0, 0);
    this.restyle();
  }

  /** Shows the layer's canvas without the selection in `rect` (raster pixels). */
  showCut(rect: Rect, rest: Uint8ClampedArray<ArrayBuffer> | 'clear'): void {
    const ctx = layerCanvas(this.view, this.layerId)?.getContext('2d');
    if (rest === 'clear') ctx?.clearRect(rect.x, rect.y, rect.w, rect.h);
    else ctx?.putImageData(new ImageData(rest, rect.w, rect.h), rect.x, rect.y);
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
    this.canvas.remove();
    const rect = this.cutRect;
    this.cutRect = null;
    // Told as a change of the layer's pixels, every view of it (clipping overlays too) redraws.
    if (rect) this.engine.emit({ type: 'pixels', layerId: this.layerId, rect });
  }
}
