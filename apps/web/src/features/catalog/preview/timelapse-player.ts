import { FIRST_LAYER_ID, type FrameScheduler } from '@glossy/canvas';
import { CoverFade, type DrawCover } from './cover-fade';
import { EnginePainter } from './engine-painter';
import { strokeOpFor } from './stroke-op';
import type { PlannedStroke } from './stroke-plan';
import { StrokeTimeline } from './stroke-timeline';
import type { Page } from './timelapse-page';

export type TimelapseState = 'ready' | 'playing' | 'paused' | 'finished';

export interface TimelapseOptions {
  plan: readonly PlannedStroke[];
  page: Page;
  /** The canvas on screen, at any pixel size: the page is scaled onto it. */
  target: HTMLCanvasElement;
  drawCover: DrawCover;
  /** Time the painting takes, then the fade into the cover. */
  paintMs?: number;
  fadeMs?: number;
  /** Longest a frame may spend drawing; a slow machine plays slower rather than drop frames. */
  frameBudgetMs?: number;
  frames?: FrameScheduler;
  /** Starts on the finished picture (reduced motion) instead of the blank page. */
  startFinished?: boolean;
}

/** A frame that comes late (a background tab) does not jump the painting ahead. */
const MAX_FRAME_GAP = 100;

const animationFrames: FrameScheduler = {
  request: (fn) => requestAnimationFrame(fn),
  cancel: (id) => cancelAnimationFrame(id),
};

/**
 * A cover painted by the sketchpad's engine, stroke by stroke, as a timelapse: each planned
 * stroke is drawn the way a pen draws it on the sketchpad (a live stroke fed sample by sample,
 * then committed), and the engine's layer is shown on the target canvas as it grows. Frames run
 * only while playing; each spends at most the frame budget in the engine. When the last stroke is
 * down, the real cover fades in over the painting.
 */
export class TimelapsePlayer {
  private readonly timeline: StrokeTimeline;
  private readonly painter: EnginePainter;
  private readonly cover: CoverFade;
  private readonly frames: FrameScheduler;
  /** Painting time reached. */
  private clock = 0;
  private lastFrame = -1;
  private frame = 0;
  private state: TimelapseState = 'ready';
  private readonly listeners = new Set<() => void>();

  constructor(o: TimelapseOptions) {
    const ops = o.plan.map((stroke) => strokeOpFor(stroke, FIRST_LAYER_ID));
    this.frames = o.frames ?? animationFrames;
    const display = o.target.getContext('2d');
    if (!display) throw new Error('No 2D canvas in this browser');
    this.painter = new EnginePainter(ops, o.page, display, o.frameBudgetMs ?? 6);
    this.cover = new CoverFade(display, o.drawCover, o.fadeMs ?? 900);
    this.timeline = new StrokeTimeline(o.plan, ops, o.paintMs ?? 9_000);
    if (o.startFinished) {
      this.cover.showWhole();
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
    this.painter.dispose();
    this.listeners.clear();
  }

  private reset(): void {
    this.painter.reset();
    this.cover.reset();
    this.clock = 0;
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
    if (!this.painter.done) {
      this.paint(gap);
    } else if (this.cover.fadeIn(gap)) {
      this.cancelFrame();
      this.setState('finished');
    }
    if (this.state === 'playing') this.schedule();
  };

  /** Moves the painting time on by `gap` and draws up to it, as far as the frame's budget goes. */
  private paint(gap: number): void {
    const { timeline, painter } = this;
    this.clock = Math.min(timeline.paintMs, this.clock + gap);
    const [stroke, sample] = timeline.positionAt(this.clock);
    if (!painter.drawTo(stroke, sample, performance.now())) {
      // Out of time for this frame: the clock waits for the drawing, never runs ahead of it.
      this.clock = timeline.timeAt(...painter.position);
    }
    painter.flush();
  }
}
