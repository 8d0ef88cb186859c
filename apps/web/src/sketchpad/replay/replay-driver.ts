import type { PlaybackClock, ReplayView } from '@glossy/canvas';

type Clock = Pick<PlaybackClock, 'start' | 'setSpeed' | 'demoTime' | 'speed'>;

/**
 * The page's hold on a replay: every control goes through it to the engine's ReplayView, and it
 * keeps the replay's time for the scrubber. The view publishes a change when a step completes,
 * not every frame; the driver runs a twin of the view's clock, started, paused and re-speeded
 * at the same instants, so the time it tells is the one the view is drawing.
 *
 * A scrub is a `view.show`, which only records the step wanted: the view seeks once in its next
 * animation frame, through the player's checkpoints, however many inputs came before it.
 */
export class ReplayDriver {
  /** Where the view plays from next (its own `from`). */
  private from: number;
  /** The time shown while paused: where a scrub left the thumb, or where playback stopped. */
  private shown: number;
  private playing = false;
  private current: number;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly view: ReplayView,
    private readonly clock: Clock,
  ) {
    this.from = view.timeline.timeOf(view.getState().step);
    this.shown = this.from;
    this.current = this.from;
  }

  get total(): number {
    return this.view.timeline.total;
  }

  get steps(): number {
    return this.view.timeline.steps;
  }

  /** The replay's time as last refreshed, 0..total (a `useSyncExternalStore` snapshot). */
  getTime = (): number => this.current;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** Reads the clock again (each frame while playing) and tells the page if the time moved. */
  refresh(now = performance.now()): void {
    // The view stops by itself at the end: it then plays from there, so over from the start.
    if (this.playing && !this.view.getState().playing) {
      this.playing = false;
      this.from = this.total;
      this.shown = this.total;
    }
    const time = this.playing ? this.clock.demoTime(now) : this.shown;
    if (time === this.current) return;
    this.current = time;
    for (const fn of this.listeners) fn();
  }

  play(now = performance.now()): void {
    this.refresh(now);
    if (this.playing) return;
    this.view.play(now);
    if (!this.view.getState().playing) return;
    this.clock.start(now, this.from);
    this.playing = true;
    this.refresh(now);
  }

  pause(now = performance.now()): void {
    this.refresh(now);
    if (!this.playing) return;
    this.from = this.clock.demoTime(now);
    this.shown = this.from;
    this.playing = false;
    this.view.pause(now);
    this.refresh(now);
  }

  toggle(now = performance.now()): void {
    this.refresh(now);
    if (this.playing) this.pause(now);
    else this.play(now);
  }

  setSpeed(speed: number, now = performance.now()): void {
    this.clock.setSpeed(speed, now);
    this.view.setSpeed(speed, now);
  }

  /** Pauses on `step` steps complete (0: the blank page). */
  show(step: number): void {
    const target = Math.max(0, Math.min(this.steps, Math.round(step)));
    this.playing = false;
    this.view.show(target);
    this.from = this.view.timeline.timeOf(target);
    this.shown = this.from;
    this.refresh();
  }

  /** Pauses at `ms` of the replay: the marks complete by then are shown, the thumb stays put. */
  seek(ms: number): void {
    const time = Math.max(0, Math.min(this.total, Number.isFinite(ms) ? ms : 0));
    const { step } = this.view.timeline.positionAt(time);
    this.playing = false;
    this.view.show(step);
    this.from = this.view.timeline.timeOf(step);
    this.shown = time;
    this.refresh();
  }

  /** One step on: finishes a stroke a pause left half drawn. */
  forward(): void {
    this.show(this.view.getState().step + 1);
  }

  /** One step back: takes away a stroke a pause left half drawn, else the last one finished. */
  back(): void {
    const { step, drawing } = this.view.getState();
    this.show(drawing ? step : step - 1);
  }
}
