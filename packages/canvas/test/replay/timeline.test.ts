import { describe, expect, it } from 'vitest';
import type { PixelOp } from '../../src/core/doc/ops';
import {
  clampSpeed,
  markDuration,
  MAX_HOLD_MS,
  PAUSE_MS,
  PlaybackClock,
  sampleTimes,
  Timeline,
} from '../../src/core/replay/timeline';
import { strokeOp } from '../helpers/draw';

/** A stroke whose samples were logged at these milliseconds. */
const timed = (...times: number[]) => strokeOp(times.flatMap((t, i) => [i * 10, 0, 0.5, 0, 0, t]));

/** A stroke drawn steadily for `ms`, a sample every 10 ms. */
const steady = (ms: number) => timed(...Array.from({ length: ms / 10 + 1 }, (_, i) => i * 10));

const shape: PixelOp = {
  t: 'shape',
  layer: 'layer-1',
  shape: 'line',
  color: '#000000',
  size: 2,
  opacity: 1,
  filled: false,
  sides: 5,
  x0: 0,
  y0: 0,
  x1: 10,
  y1: 10,
};

describe('replay timing', () => {
  it('plays a stroke at the pace it was drawn, shortening a resting pen', () => {
    expect([...sampleTimes(timed(0, 16, 32, 48))]).toEqual([0, 16, 32, 48]);
    // The pen rested 3 s between the 2nd and 3rd samples: played as one short hold.
    expect([...sampleTimes(timed(0, 16, 3016, 3032))]).toEqual([
      0,
      16,
      16 + MAX_HOLD_MS,
      32 + MAX_HOLD_MS,
    ]);
    expect(markDuration(timed(0, 20, 40))).toBe(40);
  });

  it('gives untimed strokes a pointer’s pace, and shapes and fills a fixed length', () => {
    expect(markDuration(timed(0, 0, 0, 0))).toBeCloseTo(3 * (1000 / 120));
    expect(markDuration(shape)).toBeGreaterThan(0);
    expect(markDuration({ t: 'clear' })).toBeGreaterThan(0);
  });

  it('puts one short pause between marks, none before the first', () => {
    const line = new Timeline([timed(0, 100), timed(0, 50)]);
    expect([...line.starts]).toEqual([0, 100 + PAUSE_MS]);
    expect([...line.ends]).toEqual([100, 150 + PAUSE_MS]);
    expect(line.total).toBe(150 + PAUSE_MS);
    expect(line.timeOf(0)).toBe(0);
    expect(line.timeOf(1)).toBe(100);
    expect(line.timeOf(9)).toBe(line.total);
  });

  it('says which steps are done and how much of the stroke in progress shows', () => {
    const line = new Timeline([timed(0, 40, 80, 120), shape]);
    expect(line.positionAt(0)).toEqual({ step: 0, samples: 1 });
    expect(line.positionAt(50)).toEqual({ step: 0, samples: 2 });
    expect(line.positionAt(120)).toEqual({ step: 1, samples: 0 });
    // During the pause and while the shape is dragged, nothing is in progress.
    expect(line.positionAt(120 + PAUSE_MS / 2)).toEqual({ step: 1, samples: 0 });
    expect(line.positionAt(1e9)).toEqual({ step: 2, samples: 0 });
  });
});

describe('playback clock', () => {
  const line = new Timeline([steady(1000), steady(1000), steady(1000)]);

  it('runs the demo at its speed', () => {
    const clock = new PlaybackClock(line, 4);
    clock.start(10_000, 0);
    expect(clock.demoTime(9_990)).toBe(0);
    expect(clock.demoTime(10_250)).toBe(1000);
    expect(clock.position(10_250 + PAUSE_MS / 4).step).toBe(1);
    expect(clock.position(1e9)).toMatchObject({ step: 3, done: true });
  });

  it('starts from a step, or over from the blank page when at the end', () => {
    const clock = new PlaybackClock(line, 1);
    clock.start(0, line.timeOf(2));
    expect(clock.position(0)).toMatchObject({ step: 2, samples: 0, done: false });
    clock.start(0, line.timeOf(3));
    expect(clock.demoTime(0)).toBe(0);
  });

  it('keeps its place when the speed changes', () => {
    const clock = new PlaybackClock(line, 1);
    clock.start(0, 0);
    clock.setSpeed(16, 500);
    expect(clock.demoTime(500)).toBe(500);
    expect(clock.demoTime(510)).toBe(500 + 160);
    expect(clock.speed).toBe(16);
  });

  it('takes any positive speed, while the paint-along keeps to half to sixteen times', () => {
    expect(new PlaybackClock(line, 64).speed).toBe(64);
    expect(new PlaybackClock(line, -1).speed).toBe(1);
    expect(clampSpeed(0.1)).toBe(0.5);
    expect(clampSpeed(64)).toBe(16);
    expect(clampSpeed(Number.NaN)).toBe(1);
    expect(clampSpeed(2)).toBe(2);
  });
});
