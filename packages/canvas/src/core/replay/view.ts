import type { PaintTarget } from '../blend/canvasStack';
import type { FrameScheduler } from '../frames';
import { ReplayPainter, type LayerCanvasFactory } from './painter';
import type { ReplayPlayer } from './player';
import { PlaybackClock, Timeline, type ReplayPosition } from './timeline';

export interface ReplayViewState {
  /**
   * Steps complete: shown while playing; while paused, the step asked for (a far seek may take
   * a few frames to arrive, and a scrubber should not jump back meanwhile).
   */
  step: number;
  /** A stroke is being drawn over them: step + 1 is in progress. */
  drawing: boolean;
  playing: boolean;
  speed: number;
}

export type { FrameScheduler };

export interface ReplayViewOptions {
  speed?: number;
  /** Drawing a frame may spend on reaching a far step; the rest waits for the next frame. */
  frameBudgetMs?: number;
  /** requestAnimationFrame, unless a test drives the frames. */
  frames?: FrameScheduler;
  makeCanvas?: LayerCanvasFactory;
}

const animationFrames: FrameScheduler = {
  request: (fn) => requestAnimationFrame(fn),
  cancel: (id) => cancelAnimationFrame(id),
};

/**
 * A replay on screen: player, painter, target canvas and playback clock, driven by animation
 * frames. Frames run only while playing or while a seek has not arrived; paused and settled it
 * costs nothing. A frame draws for at most `frameBudgetMs`, so whatever else the page does (the
 * student drawing beside it) waits at most that long for the replay.
 */
export class ReplayView {
  readonly timeline: Timeline;
  private readonly painter: ReplayPainter;
  private readonly clock: PlaybackClock;
  private readonly frames: FrameScheduler;
  private readonly budget: number;
  private wanted: ReplayPosition;
  /** Demo time to play from: where a pause or a seek left the replay. */
  private from: number;
  private playing = false;
  private frame = 0;
  private state: ReplayViewState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly player: ReplayPlayer,
    private readonly target: PaintTarget,
    o: ReplayViewOptions = {},
  ) {
    this.timeline = new Timeline(player.marks);
    this.painter = new ReplayPainter(player, o.makeCanvas);
    this.clock = new PlaybackClock(this.timeline, o.speed ?? 1);
    this.frames = o.frames ?? animationFrames;
    this.budget = o.frameBudgetMs ?? 6;
    this.wanted = { step: player.step, samples: player.samples };
    this.from = this.timeline.timeOf(player.step);
    this.state = { step: player.step, drawing: false, playing: false, speed: this.clock.speed };
    this.schedule();
  }

  getState = (): ReplayViewState => this.state;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** Pauses on `step` complete. */
  show(step: number): void {
    const target = Math.max(0, Math.min(this.player.total, Math.round(step)));
    this.playing = false;
    this.wanted = { step: target, samples: 0 };
    this.from = this.timeline.timeOf(target);
    this.update();
  }

  /** Pauses on the next step complete (finishing a stroke in progress). */
  next(): void {
    this.show(this.state.step + 1);
  }

  play(now = performance.now()): void {
    if (this.playing || this.player.total === 0) return;
    this.clock.start(now, this.from);
    this.playing = true;
    this.update();
  }

  /** Stops where the replay is, a stroke in progress included. */
  pause(now = performance.now()): void {
    if (!this.playing) return;
    this.playing = false;
    this.from = this.clock.demoTime(now);
    this.wanted = this.clock.position(now);
    this.update();
  }

  setSpeed(speed: number, now = performance.now()): void {
    this.clock.setSpeed(speed, now);
    this.publish();
  }

  dispose(): void {
    if (this.frame) this.frames.cancel(this.frame);
    this.frame = 0;
    this.painter.dispose();
    this.listeners.clear();
  }

  private update(): void {
    this.publish();
    this.schedule();
  }

  private schedule(): void {
    if (!this.frame) this.frame = this.frames.request(this.tick);
  }

  private readonly tick = (now: number): void => {
    this.frame = 0;
    const at = this.playing ? this.clock.position(now) : null;
    const pos = at ?? this.wanted;
    const reached = this.player.seek(pos.step, pos.samples, this.budget);
    this.painter.paint(this.target);
    if (at?.done && reached) {
      this.playing = false;
      this.wanted = pos;
      this.from = this.timeline.total;
    }
    this.publish();
    if (this.playing || !reached) this.schedule();
  };

  private publish(): void {
    const next: ReplayViewState = {
      step: this.playing ? this.player.step : this.wanted.step,
      drawing: this.player.samples > 0,
      playing: this.playing,
      speed: this.clock.speed,
    };
    const now = this.state;
    if (
      now.step === next.step &&
      now.drawing === next.drawing &&
      now.playing === next.playing &&
      now.speed === next.speed
    )
      return;
    this.state = next;
    for (const fn of this.listeners) fn();
  }
}
