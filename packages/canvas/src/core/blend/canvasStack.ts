import type { Layer } from '../doc/document';
import type { Rect } from '../raster/rect';
import { clipBase } from './composite';

/**
 * The parts of a 2D context a layer stack is painted with, so a test can pass a recorder. A
 * target without `globalCompositeOperation` (a wrapper that only overlays strokes) shows every
 * layer in normal mode.
 */
export type PaintTarget = Pick<
  CanvasRenderingContext2D,
  'save' | 'restore' | 'fillRect' | 'drawImage' | 'fillStyle' | 'globalAlpha'
> &
  Partial<Pick<CanvasRenderingContext2D, 'globalCompositeOperation'>>;

/** What `paintStack` draws: the document's layers over its paper. */
export interface Stack {
  readonly layers: readonly Layer[];
  readonly background: string;
  /** Raster pixels per unit of the target. */
  readonly scale: number;
  /** The raster pixels of the layer at `index`, masked by its clip base where it has one. */
  picture(layer: Layer, index: number): CanvasImageSource | undefined;
  /** A picture shown over the paper and under every layer (the tracing reference). */
  readonly beneath?: { image: CanvasImageSource; opacity: number } | null;
  /**
   * Only layers `from` (inclusive) to `to` (exclusive) are painted. From a layer above the
   * first, `beneath` must be the stack already painted under it, paper included: it is copied.
   */
  readonly from?: number;
  readonly to?: number;
}

/**
 * Paints `area` (units of the target) of a layer stack: the paper, then each visible layer with
 * its opacity, blended by the canvas. Canvas and CSS blend with the same W3C formulas the export
 * computes (blend/formulas.ts), so a stack painted here looks as the exported picture does, and
 * no pixel is blended in script.
 */
export function paintStack(target: PaintTarget, stack: Stack, area: Rect): void {
  const { x, y, w, h } = area;
  const s = stack.scale;
  const from = stack.from ?? 0;
  const to = stack.to ?? stack.layers.length;
  target.save();
  target.globalAlpha = 1;
  if (from === 0) {
    target.fillStyle = stack.background;
    target.fillRect(x, y, w, h);
  }
  if (stack.beneath) {
    target.globalAlpha = stack.beneath.opacity;
    target.drawImage(stack.beneath.image, x * s, y * s, w * s, h * s, x, y, w, h);
  }
  stack.layers.forEach((layer, i) => {
    if (i < from || i >= to || !layer.visible || layer.opacity <= 0) return;
    if (clipBase(stack.layers, i)?.visible === false) return;
    const picture = stack.picture(layer, i);
    if (!picture) return;
    target.globalAlpha = layer.opacity;
    // Only the plain mode has another name on a canvas than in CSS.
    target.globalCompositeOperation = layer.blend === 'normal' ? 'source-over' : layer.blend;
    target.drawImage(picture, x * s, y * s, w * s, h * s, x, y, w, h);
  });
  target.restore();
}
