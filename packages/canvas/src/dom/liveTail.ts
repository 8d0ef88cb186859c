import type { Rect } from '../core/raster/rect';
import { tailPaths, type TailInk } from '../editor/tail';
import { lowLatencyContext } from './lowLatency';
import { stageCanvas } from './stageCanvas';

/**
 * The canvas the live tail is drawn on (editor/tail.ts): over the layers, low-latency, and
 * apart from them, so the predicted points never touch a layer's pixels. For a frame the tail
 * may show over the layers above the one drawn on; the real ink replaces it at the next event.
 */
export class LiveTail {
  private readonly canvas: HTMLCanvasElement;
  private ctx: CanvasRenderingContext2D | null = null;
  private shown: Rect | null = null;

  constructor(stage: HTMLElement) {
    this.canvas = stageCanvas('tail');
    Object.assign(this.canvas.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      pointerEvents: 'none',
      // Above the layer canvases, which the view re-appends whenever the stack changes.
      zIndex: '1',
    });
    stage.append(this.canvas);
  }

  /** Sized like the layers: raster pixels stretched over the document's units. */
  size(width: number, height: number, rasterWidth: number, rasterHeight: number): void {
    this.shown = null;
    Object.assign(this.canvas, { width: rasterWidth, height: rasterHeight });
    Object.assign(this.canvas.style, { width: `${width}px`, height: `${height}px` });
  }

  /** Whether a tail is on screen now. */
  get showing(): boolean {
    return this.shown !== null;
  }

  /** Replaces the tail on screen with `ink`'s, or with none. */
  show(ink: TailInk | null, scale: number): void {
    if (this.shown) this.ctx?.clearRect(this.shown.x, this.shown.y, this.shown.w, this.shown.h);
    this.shown = null;
    if (!ink || ink.points.length < 2) return;
    const { paths, width, bounds } = tailPaths(ink, scale);
    this.shown = bounds;
    // Made at the first prediction: a browser that sends none never pays for its pixels.
    this.ctx ??= lowLatencyContext(this.canvas);
    if (!this.ctx) return;
    const { ctx } = this;
    ctx.lineWidth = width;
    ctx.lineCap = ctx.lineJoin = 'round';
    ctx.strokeStyle = ink.op.color;
    ctx.globalAlpha = ink.op.opacity;
    ctx.beginPath();
    for (const [first, ...rest] of paths) {
      if (!first) continue;
      ctx.moveTo(first.x, first.y);
      for (const p of rest) ctx.lineTo(p.x, p.y);
    }
    ctx.stroke();
  }
}
