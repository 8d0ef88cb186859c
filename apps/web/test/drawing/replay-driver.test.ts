import {
  PlaybackClock,
  ReplayPlayer,
  ReplayView,
  type FrameScheduler,
  type LayerCanvas,
  type PaintTarget,
} from '@glossy/canvas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplayDriver } from '../../src/sketchpad/replay/replay-driver';
import { replayLog } from './replay-fixture';

class FakeImageData {
  readonly data: Uint8ClampedArray;
  constructor(width: number, height: number) {
    this.data = new Uint8ClampedArray(width * height * 4);
  }
}

const target = {
  save() {},
  restore() {},
  fillRect() {},
  drawImage() {},
  fillStyle: '',
  globalAlpha: 1,
} as unknown as PaintTarget;
const makeCanvas = (): LayerCanvas => ({
  canvas: {} as CanvasImageSource,
  context: { putImageData: () => undefined },
});

async function setup() {
  const queue = new Map<number, (now: number) => void>();
  let id = 0;
  const frames: FrameScheduler = {
    request: (fn) => (queue.set(++id, fn), id),
    cancel: (n) => queue.delete(n),
  };
  const run = (now: number) => {
    const due = [...queue.values()];
    queue.clear();
    for (const fn of due) fn(now);
  };
  const player = await ReplayPlayer.open(replayLog);
  const view = new ReplayView(player, target, { frames, makeCanvas, frameBudgetMs: Infinity });
  run(0);
  const driver = new ReplayDriver(view, new PlaybackClock(view.timeline, 1));
  return { player, view, driver, run };
}

beforeEach(() => vi.stubGlobal('ImageData', FakeImageData));
afterEach(() => vi.unstubAllGlobals());

describe('replay driver', () => {
  it('starts on the finished drawing, at the end of its time', async () => {
    const { driver, view } = await setup();
    expect(driver.steps).toBe(5);
    expect(driver.getTime()).toBe(view.timeline.total);
  });

  it('tells the time the view is drawing while it plays, at the chosen speed', async () => {
    const { driver, view, run } = await setup();
    driver.show(0);
    run(10);
    driver.setSpeed(4, 100);
    driver.play(100);
    run(100);
    driver.refresh(600);
    expect(driver.getTime()).toBe(2000);
    run(600);
    // 2 s into the first 12 s stroke: nothing complete, the stroke in progress.
    expect(view.getState()).toMatchObject({ step: 0, drawing: true, playing: true });
    driver.pause(850);
    expect(driver.getTime()).toBe(3000);
    expect(view.getState().playing).toBe(false);
    // Playing on starts where the pause left it.
    driver.play(1000);
    driver.refresh(1250);
    expect(driver.getTime()).toBe(4000);
  });

  it('keeps a scrub’s time while showing the marks complete by then', async () => {
    const { driver, view, run, player } = await setup();
    const secondEnds = view.timeline.timeOf(2);
    driver.seek(secondEnds + 100);
    run(10);
    expect(driver.getTime()).toBe(secondEnds + 100);
    expect(view.getState().step).toBe(2);
    expect(player.step).toBe(2);
    driver.seek(-50);
    expect(driver.getTime()).toBe(0);
    driver.seek(1e9);
    expect(driver.getTime()).toBe(view.timeline.total);
  });

  it('seeks once a frame however many scrub inputs came before it', async () => {
    const { driver, player, run } = await setup();
    const seek = vi.spyOn(player, 'seek');
    for (let ms = 0; ms <= 30_000; ms += 1000) driver.seek(ms);
    expect(seek).not.toHaveBeenCalled();
    run(20);
    expect(seek).toHaveBeenCalledTimes(1);
    expect(player.step).toBe(driver.view.timeline.positionAt(30_000).step);
  });

  it('steps a stroke at a time, to the end of each', async () => {
    const { driver, view } = await setup();
    driver.show(0);
    driver.forward();
    expect(view.getState().step).toBe(1);
    expect(driver.getTime()).toBe(view.timeline.timeOf(1));
    driver.forward();
    driver.back();
    expect(view.getState().step).toBe(1);
    driver.back();
    driver.back();
    expect(view.getState().step).toBe(0);
    expect(driver.getTime()).toBe(0);
  });

  it('ends at the end of the drawing, and plays again from the start', async () => {
    const { driver, view, run } = await setup();
    driver.show(4);
    run(5);
    driver.setSpeed(32, 10);
    driver.play(10);
    for (let t = 10; t < 10_000 && view.getState().playing; t += 16) run(t);
    driver.refresh();
    expect(view.getState()).toMatchObject({ step: 5, playing: false });
    expect(driver.getTime()).toBe(view.timeline.total);
    driver.play(20_000);
    driver.refresh(20_000);
    expect(driver.getTime()).toBe(0);
    expect(view.getState().playing).toBe(true);
  });
});
