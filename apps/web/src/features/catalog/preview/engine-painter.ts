import { Engine, type LiveStroke, type Rect, type StrokeOp } from '@glossy/canvas';
import { scratchCanvas, type ScratchCanvas } from './scratch-canvas';
import { PAPER, type Page } from './timelapse-page';

function union(a: Rect | null, b: Rect | null): Rect | null {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    w: Math.max(a.x + a.w, b.x + b.w) - x,
    h: Math.max(a.y + a.h, b.y + b.h) - y,
  };
}

/**
 * The strokes drawn through the sketchpad's engine the way a pen draws them on the sketchpad (a
 * live stroke fed sample by sample, then committed), within a time budget a frame, and the
 * engine's layer copied onto the canvas on screen as it grows.
 */
export class EnginePainter {
  private readonly layer: ScratchCanvas;
  private engine: Engine;
  private stopListening: () => void = () => {};
  private live: LiveStroke | null = null;
  /** Strokes complete, and samples drawn of the next one. */
  private stroke = 0;
  private sample = 0;
  /** Raster areas changed since the last flush: in the layer, and by the stroke in progress. */
  private committed: Rect | null = null;
  private growing: Rect | null = null;

  constructor(
    private readonly ops: readonly StrokeOp[],
    private readonly page: Page,
    private readonly display: CanvasRenderingContext2D,
    /** Longest a frame may spend drawing, in milliseconds. */
    private readonly budget: number,
  ) {
    this.layer = scratchCanvas(page.width * page.scale, page.height * page.scale);
    this.engine = this.startEngine();
    this.blank();
  }

  /** Whether every stroke is down. */
  get done(): boolean {
    return this.stroke >= this.ops.length;
  }

  /** Where the drawing stands, as the timeline counts: [stroke, sample]. */
  get position(): [number, number] {
    return [this.stroke, this.sample];
  }

  /** Back to the blank page, before the first stroke. */
  reset(): void {
    this.engine = this.startEngine();
    this.live = null;
    this.stroke = 0;
    this.sample = 0;
    this.committed = null;
    this.growing = null;
    this.blank();
  }

  dispose(): void {
    this.stopListening();
  }

  /**
   * Draws up to a position; false if the frame's budget ran out first (the next frame carries
   * on). Committing a stroke costs its whole area at once, so a frame past half its budget leaves
   * that to the next one.
   */
  drawTo(stroke: number, sample: number, start: number): boolean {
    const deadline = start + this.budget;
    const halfway = start + this.budget / 2;
    const reached = () => this.stroke > stroke || (this.stroke === stroke && this.sample >= sample);
    while (!reached()) {
      const op = this.ops[this.stroke];
      if (!op) return true;
      const count = op.points.length / 6;
      if (!this.live) {
        const { t: _t, points: _points, ...init } = op;
        this.live = this.engine.beginStroke(init);
        if (!this.live) {
          this.stroke++;
          continue;
        }
      }
      const want = this.stroke < stroke ? count : Math.min(count, sample);
      const p = op.points;
      while (this.sample < want) {
        const o = this.sample * 6;
        const rect = this.live.add({
          x: p[o]!,
          y: p[o + 1]!,
          pressure: p[o + 2]!,
          tiltX: p[o + 3]!,
          tiltY: p[o + 4]!,
          time: p[o + 5]!,
        });
        this.growing = union(this.growing, rect);
        this.sample++;
        if (performance.now() >= deadline) return reached();
      }
      if (this.sample >= count) {
        if (performance.now() >= halfway) return false;
        this.live.end();
        this.live = null;
        this.stroke++;
        this.sample = 0;
      }
      if (performance.now() >= deadline) return reached();
    }
    return true;
  }

  /** Copies what changed into the layer canvas, and that area onto the target. */
  flush(): void {
    const { committed, growing } = this;
    this.committed = null;
    this.growing = null;
    const area = union(committed, growing);
    if (!area) return;
    const layer = this.engine.doc.layers[0];
    if (!layer) return;
    const { context } = this.layer;
    if (committed) {
      const { data, width, height } = layer.surface;
      const image = new ImageData(data, width, height);
      context.putImageData(image, 0, 0, committed.x, committed.y, committed.w, committed.h);
    }
    if (growing && this.live) {
      // The stroke in progress is not in the layer yet: the engine composites it on top.
      const image = new ImageData(growing.w, growing.h);
      this.engine.preview(growing, image.data);
      context.putImageData(image, growing.x, growing.y);
    }
    this.show(area);
  }

  /** A new engine on a blank page, whose committed strokes are noted for the next flush. */
  private startEngine(): Engine {
    this.stopListening();
    const { width, height, scale } = this.page;
    // No undo is ever needed: the history keeps nothing.
    const engine = new Engine({ width, height, scale, background: PAPER, historyBudget: 0 });
    this.stopListening = engine.subscribe((e) => {
      if (e.type === 'pixels') this.committed = union(this.committed, e.rect);
    });
    return engine;
  }

  /** Clears the layer canvas and shows the blank page on the target. */
  private blank(): void {
    this.layer.context.clearRect(0, 0, this.layer.canvas.width, this.layer.canvas.height);
    this.display.fillStyle = PAPER;
    this.display.fillRect(0, 0, this.display.canvas.width, this.display.canvas.height);
  }

  /** Repaints a raster area of the page on the target, a pixel wider to hide any seam. */
  private show(area: Rect): void {
    const { canvas } = this.layer;
    const k = this.display.canvas.width / canvas.width;
    const x0 = Math.max(0, area.x - 1);
    const y0 = Math.max(0, area.y - 1);
    const x1 = Math.min(canvas.width, area.x + area.w + 1);
    const y1 = Math.min(canvas.height, area.y + area.h + 1);
    const dx = Math.floor(x0 * k);
    const dy = Math.floor(y0 * k);
    const dw = Math.ceil(x1 * k) - dx;
    const dh = Math.ceil(y1 * k) - dy;
    const d = this.display;
    d.fillStyle = PAPER;
    d.fillRect(dx, dy, dw, dh);
    d.drawImage(canvas, dx / k, dy / k, dw / k, dh / k, dx, dy, dw, dh);
  }
}
