import {
  Engine,
  FIRST_LAYER_ID,
  type FrameScheduler,
  type LiveStroke,
  type Rect,
  type StrokeOp,
} from '@glossy/canvas';
import { strokeOpFor, type PlannedStroke } from './stroke-plan';

export type TimelapseState = 'ready' | 'playing' | 'paused' | 'finished';

/** The engine's page: document units (CSS pixels) and raster pixels per unit. */
export interface Page {
  width: number;
  height: number;
  scale: number;
}

export interface TimelapseOptions {
  plan: readonly PlannedStroke[];
  page: Page;
  /** The canvas on screen, at any pixel size: the page is scaled onto it. */
  target: HTMLCanvasElement;
  /** Draws the finished picture over a whole canvas (the last frame is the real cover). */
  drawCover: (context: CanvasRenderingContext2D, width: number, height: number) => void;
  /** Time the painting takes, then the fade into the cover. */
  paintMs?: number;
  fadeMs?: number;
  /** Longest a frame may spend drawing; a slow machine plays slower rather than drop frames. */
  frameBudgetMs?: number;
  frames?: FrameScheduler;
  /** Starts on the finished picture (reduced motion) instead of the blank page. */
  startFinished?: boolean;
}

export const PAPER = '#ffffff';
/**
 * Raster pixels the engine paints at the screen's density (2) at most: a phone's page. A wider
 * page is painted one raster pixel a CSS pixel and scaled up on the canvas, so the engine's work,
 * four times the pixels at density 2, stays within a frame budget on a small machine.
 */
const DENSE_RASTER_MAX = 640_000;

/**
 * The engine's page for a canvas shown `cssWidth` wide (at the covers' proportions), and the
 * canvas's own pixel size: the shown size at the device pixel ratio, capped at 2.
 */
export function pageFor(
  cssWidth: number,
  ratio: number,
  devicePixelRatio: number,
): { page: Page; target: { width: number; height: number } } {
  const width = Math.round(Math.min(960, Math.max(160, cssWidth || 640)));
  const height = Math.round(width / ratio);
  const density = Math.min(2, Math.max(1, devicePixelRatio || 1));
  const scale = density >= 1.5 && width * height * 4 <= DENSE_RASTER_MAX ? 2 : 1;
  return {
    page: { width, height, scale },
    target: { width: Math.round(width * density), height: Math.round(height * density) },
  };
}
/** Share of the painting time a stroke of each level takes: broad strokes are slower. */
const LEVEL_WEIGHT = [2.4, 1.5, 1, 0.75];
/** A frame that comes late (a background tab) does not jump the painting ahead. */
const MAX_FRAME_GAP = 100;

const animationFrames: FrameScheduler = {
  request: (fn) => requestAnimationFrame(fn),
  cancel: (id) => cancelAnimationFrame(id),
};

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

function layerCanvas(width: number, height: number) {
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  return { canvas, context };
}

/**
 * A cover painted by the sketchpad's engine, stroke by stroke, as a timelapse: each planned
 * stroke is drawn the way a pen draws it on the sketchpad (a live stroke fed sample by sample,
 * then committed), and the engine's layer is shown on the target canvas as it grows. Frames run
 * only while playing; each spends at most the frame budget in the engine. When the last stroke is
 * down, the real cover fades in over the painting.
 */
export class TimelapsePlayer {
  private readonly ops: StrokeOp[];
  private readonly starts: Float64Array;
  private readonly ends: Float64Array;
  private readonly paintMs: number;
  private readonly fadeMs: number;
  private readonly budget: number;
  private readonly frames: FrameScheduler;
  private readonly display: CanvasRenderingContext2D;
  private readonly layer: ReturnType<typeof layerCanvas>;
  /** The cover at the target's size, drawn once: the fade only blends it in. */
  private readonly finished: ReturnType<typeof layerCanvas>;
  private engine!: Engine;
  private stopListening: () => void = () => {};
  private live: LiveStroke | null = null;
  /** Strokes complete, and samples drawn of the next one. */
  private stroke = 0;
  private sample = 0;
  /** Painting time reached, and share of the fade shown. */
  private clock = 0;
  private faded = 0;
  private lastFrame = -1;
  private frame = 0;
  private committed: Rect | null = null;
  private growing: Rect | null = null;
  private state: TimelapseState = 'ready';
  private readonly listeners = new Set<() => void>();

  constructor(private readonly o: TimelapseOptions) {
    this.ops = o.plan.map((stroke) => strokeOpFor(stroke, FIRST_LAYER_ID));
    this.paintMs = o.paintMs ?? 9_000;
    this.fadeMs = o.fadeMs ?? 900;
    this.budget = o.frameBudgetMs ?? 6;
    this.frames = o.frames ?? animationFrames;
    const display = o.target.getContext('2d');
    if (!display) throw new Error('No 2D canvas in this browser');
    this.display = display;
    this.layer = layerCanvas(o.page.width * o.page.scale, o.page.height * o.page.scale);
    this.finished = layerCanvas(o.target.width, o.target.height);
    o.drawCover(this.finished.context, o.target.width, o.target.height);
    const weights = o.plan.map((stroke) => LEVEL_WEIGHT[stroke.level] ?? 1);
    const totalWeight = weights.reduce((sum, w) => sum + w, 0);
    const unit = this.paintMs / Math.max(1, totalWeight);
    this.starts = new Float64Array(weights.length);
    this.ends = new Float64Array(weights.length);
    let t = 0;
    weights.forEach((w, i) => {
      this.starts[i] = t;
      t += w * unit;
      this.ends[i] = t;
    });
    this.reset();
    if (o.startFinished) {
      this.display.drawImage(this.finished.canvas, 0, 0);
      this.state = 'finished';
    }
  }

  getState = (): TimelapseState => this.state;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** Plays on from where it stands; from the finished picture, over from the blank page. */
  play(): void {
    if (this.state === 'playing') return;
    if (this.state === 'finished') this.reset();
    this.lastFrame = -1;
    this.setState('playing');
    this.schedule();
  }

  pause(): void {
    if (this.state !== 'playing') return;
    this.cancelFrame();
    this.setState('paused');
  }

  /** Back to the blank page, playing. */
  restart(): void {
    this.cancelFrame();
    this.reset();
    this.state = 'paused';
    this.play();
  }

  dispose(): void {
    this.cancelFrame();
    this.stopListening();
    this.listeners.clear();
  }

  private reset(): void {
    this.stopListening();
    const { width, height, scale } = this.o.page;
    // No undo is ever needed: the history keeps nothing.
    this.engine = new Engine({ width, height, scale, background: PAPER, historyBudget: 0 });
    this.stopListening = this.engine.subscribe((e) => {
      if (e.type === 'pixels') this.committed = union(this.committed, e.rect);
    });
    this.live = null;
    this.stroke = 0;
    this.sample = 0;
    this.clock = 0;
    this.faded = 0;
    this.committed = null;
    this.growing = null;
    this.layer.context.clearRect(0, 0, this.layer.canvas.width, this.layer.canvas.height);
    this.display.fillStyle = PAPER;
    this.display.fillRect(0, 0, this.o.target.width, this.o.target.height);
  }

  private setState(state: TimelapseState): void {
    if (state === this.state) return;
    this.state = state;
    for (const fn of this.listeners) fn();
  }

  private schedule(): void {
    if (!this.frame) this.frame = this.frames.request(this.tick);
  }

  private cancelFrame(): void {
    if (this.frame) this.frames.cancel(this.frame);
    this.frame = 0;
  }

  private readonly tick = (now: number): void => {
    this.frame = 0;
    if (this.state !== 'playing') return;
    const gap = this.lastFrame < 0 ? 0 : Math.min(MAX_FRAME_GAP, Math.max(0, now - this.lastFrame));
    this.lastFrame = now;
    if (this.stroke < this.ops.length) {
      this.clock = Math.min(this.paintMs, this.clock + gap);
      const [stroke, sample] = this.positionAt(this.clock);
      if (!this.drawTo(stroke, sample, performance.now())) {
        // Out of time for this frame: the clock waits for the drawing, never runs ahead of it.
        this.clock = this.timeAt(this.stroke, this.sample);
      }
      this.flush();
    } else {
      this.fade(gap);
    }
    if (this.state === 'playing') this.schedule();
  };

  /** Strokes complete and samples into the next one at painting time `t`. */
  private positionAt(t: number): [number, number] {
    if (t >= this.paintMs) return [this.ops.length, 0];
    let lo = 0;
    let hi = this.ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.ends[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    const op = this.ops[lo];
    if (!op) return [this.ops.length, 0];
    const start = this.starts[lo]!;
    const share = (t - start) / Math.max(1e-6, this.ends[lo]! - start);
    return [lo, Math.floor(share * (op.points.length / 6))];
  }

  private timeAt(stroke: number, sample: number): number {
    const op = this.ops[stroke];
    if (!op) return this.paintMs;
    const start = this.starts[stroke]!;
    return start + ((this.ends[stroke]! - start) * sample) / (op.points.length / 6);
  }

  /**
   * Draws up to a position; false if the frame's budget ran out first (the next frame carries
   * on). Committing a stroke costs its whole area at once, so a frame past half its budget leaves
   * that to the next one.
   */
  private drawTo(stroke: number, sample: number, start: number): boolean {
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
  private flush(): void {
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

  /** Repaints a raster area of the page on the target, a pixel wider to hide any seam. */
  private show(area: Rect): void {
    const { canvas } = this.layer;
    const k = this.o.target.width / canvas.width;
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

  /**
   * Brings the cover in over the painting: each frame lays it on at the alpha that makes the
   * blend so far linear in time, and the last frame lays it on whole, so what stays is the cover.
   */
  private fade(gap: number): void {
    const before = this.faded;
    const after = this.fadeMs > 0 ? Math.min(1, before + gap / this.fadeMs) : 1;
    if (after > before) {
      this.display.save();
      this.display.globalAlpha = after >= 1 ? 1 : (after - before) / (1 - before);
      this.display.drawImage(this.finished.canvas, 0, 0);
      this.display.restore();
      this.faded = after;
    }
    if (after >= 1) {
      this.cancelFrame();
      this.setState('finished');
    }
  }
}
