import type * as Canvas from '@glossy/canvas';
import type { Engine, StrokeLog } from '@glossy/canvas';

type CanvasModule = typeof Canvas;

let canvasModule: Promise<CanvasModule> | undefined;
/** The drawing engine loads only when a demo is shown, so the review page itself stays small. */
export const loadCanvasEngine = () => (canvasModule ??= import('@glossy/canvas'));

const historyBudget = 24 * 1024 * 1024;

/**
 * Replays a demo's stroke log step by step on the engine: any step can be shown, backwards through
 * the engine's undo, forwards through redo, rebuilding from the start only when undo data was
 * evicted. Steps are the ops that apply (an op the engine refuses draws nothing anyway).
 */
export class DemoPlayer {
  readonly width: number;
  readonly height: number;
  private readonly steps: StrokeLog['ops'] = [];
  private engine: Engine;

  private constructor(
    private readonly canvas: Pick<CanvasModule, 'Engine'>,
    private readonly log: StrokeLog,
  ) {
    this.width = log.width;
    this.height = log.height;
    this.engine = this.fresh();
  }

  /**
   * Draws the whole log once, a slice at a time so the page stays responsive (a large brush on a
   * full page takes tens of milliseconds a stroke). Stops early when `signal` aborts.
   */
  static async open(
    canvas: Pick<CanvasModule, 'Engine'>,
    log: StrokeLog,
    { signal, onProgress }: { signal?: AbortSignal; onProgress?: (share: number) => void } = {},
  ): Promise<DemoPlayer> {
    const player = new DemoPlayer(canvas, log);
    let sliceStart = performance.now();
    for (const [i, op] of log.ops.entries()) {
      if (player.engine.apply(structuredClone(op))) player.steps.push(op);
      if (performance.now() - sliceStart > 12) {
        onProgress?.((i + 1) / log.ops.length);
        await new Promise((resolve) => setTimeout(resolve, 0));
        signal?.throwIfAborted();
        sliceStart = performance.now();
      }
    }
    return player;
  }

  /** How many steps the demo has; the player starts on the last one (the finished drawing). */
  get total(): number {
    return this.steps.length;
  }

  get step(): number {
    return this.engine.history.cursor;
  }

  seek(target: number): void {
    const step = Math.max(0, Math.min(this.total, Math.round(target)));
    while (this.step > step) {
      if (!this.engine.undo()) {
        this.rebuild(step);
        return;
      }
    }
    while (this.step < step) {
      const op = this.steps[this.step];
      if (!this.engine.redo() && !(op && this.engine.apply(structuredClone(op)))) return;
    }
  }

  /** The drawing as it stands at the current step, on its paper colour. */
  paint(context: Pick<CanvasRenderingContext2D, 'putImageData'>): void {
    const surface = this.engine.flatten({ background: true });
    context.putImageData(new ImageData(surface.data, surface.width, surface.height), 0, 0);
  }

  private fresh(): Engine {
    return new this.canvas.Engine({
      width: this.log.width,
      height: this.log.height,
      scale: this.log.scale,
      background: this.log.background,
      historyBudget,
    });
  }

  private rebuild(step: number): void {
    this.engine = this.fresh();
    for (const op of this.steps.slice(0, step)) this.engine.apply(structuredClone(op));
  }
}
