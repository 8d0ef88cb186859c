import { describe, expect, it } from 'vitest';
import type { LayerCanvas } from '../../src/core/replay/painter';
import { ReplayPlayer } from '../../src/core/replay/player';
import {
  MAX_REPLAY_SPEED,
  MAX_SPEED,
  PlaybackClock,
  REPLAY_SPEEDS,
  SPEEDS,
  Timeline,
} from '../../src/core/replay/timeline';
import { ReplayView } from '../../src/core/replay/view';
import { demoLog } from './demo';
import { blankTarget, manualFrames, withImageData } from './fakes';

withImageData();

describe('replay speeds', () => {
  it('gives a saved drawing’s replay 32× on top of the paint-along’s half to sixteen times', () => {
    expect(REPLAY_SPEEDS).toEqual([0.5, 1, 2, 4, 8, 16, 32]);
    expect(MAX_REPLAY_SPEED).toBe(REPLAY_SPEEDS.at(-1));
    // The paint-along's own list is not touched.
    expect(SPEEDS).toEqual([0.5, 1, 2, 4, 8, 16]);
    expect(MAX_SPEED).toBe(16);
  });

  it('runs the clock at 32 ms of drawing a millisecond, and keeps its place switching to it', () => {
    const line = new Timeline(demoLog().ops.filter((op) => !op.t.startsWith('layer.')) as never);
    const clock = new PlaybackClock(line, 1);
    clock.start(0, 0);
    clock.setSpeed(32, 100);
    expect(clock.speed).toBe(32);
    expect(clock.demoTime(100)).toBe(100);
    expect(clock.demoTime(110)).toBe(100 + 320);
    expect(clock.position(100 + line.total).done).toBe(true);
  });
});

describe('a replay view at 32×', () => {
  it('plays to the end in 60 fps frames, copying only what each frame changed', async () => {
    const player = await ReplayPlayer.open(demoLog(60));
    const { frames, run } = manualFrames();
    /** Pixels copied into the layer canvases, frame by frame. */
    let copied = 0;
    const makeCanvas = (): LayerCanvas => ({
      canvas: {} as CanvasImageSource,
      context: {
        putImageData: (image: ImageData, _x: number, _y: number, ...dirty: number[]) => {
          const [, , w = 0, h = 0] = dirty;
          copied += dirty.length === 4 ? w * h : image.data.length / 4;
        },
      },
    });
    // No frame budget: what a frame shows must not depend on how busy the machine is (the time a
    // frame takes is the canvas bench's to measure, not a unit test's).
    const view = new ReplayView(player, blankTarget, {
      speed: 32,
      frames,
      makeCanvas,
      frameBudgetMs: Infinity,
    });
    run(0);
    view.show(0);
    run(1);

    const frameMs = 1000 / 60;
    const expected = Math.ceil(view.timeline.total / 32 / frameMs);
    const perFrame: number[] = [];
    view.play(100);
    let t = 100;
    while (view.getState().playing && perFrame.length < expected * 3) {
      copied = 0;
      run(t);
      perFrame.push(copied);
      t += frameMs;
    }
    expect(view.getState()).toMatchObject({ step: player.total, playing: false });
    // The whole drawing at 32× its own pace: the frame it starts on, then one per 1/60 s.
    expect(perFrame.length).toBeLessThanOrEqual(expected + 2);
    const page = player.document.rasterWidth * player.document.rasterHeight;
    const layers = player.document.layers.length;
    // A typical frame copies the few strokes it adds, far less than re-uploading every layer.
    const sorted = [...perFrame].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    expect(median).toBeLessThan((page * layers) / 4);
    view.dispose();
  });
});
