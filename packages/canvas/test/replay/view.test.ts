import { describe, expect, it } from 'vitest';
import type { LayerCanvas } from '../../src/core/replay/painter';
import { ReplayPlayer } from '../../src/core/replay/player';
import { ReplayView } from '../../src/core/replay/view';
import { demoLog } from './demo';
import { blankTarget as target, manualFrames, withImageData } from './fakes';

const makeCanvas = (): LayerCanvas => ({
  canvas: {} as CanvasImageSource,
  context: { putImageData: () => undefined },
});

withImageData();

async function setup(speed = 1) {
  const player = await ReplayPlayer.open(demoLog());
  const f = manualFrames();
  // No frame budget: what a frame shows must not depend on how busy the machine is.
  const view = new ReplayView(player, target, {
    speed,
    frames: f.frames,
    makeCanvas,
    frameBudgetMs: Infinity,
  });
  f.run(0);
  return { player, view, ...f };
}

describe('replay view', () => {
  it('opens on the finished drawing and then stays idle', async () => {
    const { view, player, pending } = await setup();
    expect(view.getState()).toEqual({
      step: player.total,
      drawing: false,
      playing: false,
      speed: 1,
    });
    expect(pending()).toBe(0);
  });

  it('plays from the blank page when at the end, stroke by stroke with strokes in progress', async () => {
    const { view, run, player } = await setup(16);
    view.play(1000);
    run(1000);
    expect(view.getState()).toMatchObject({ step: 0, drawing: true, playing: true });
    const steps: number[] = [];
    for (let t = 1000; t < 1000 + 60_000 && view.getState().playing; t += 16) {
      run(t);
      steps.push(view.getState().step);
    }
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBeGreaterThan(player.total / 2);
    expect(view.getState()).toMatchObject({ step: player.total, playing: false, drawing: false });
  });

  it('pauses where it is, and a scrub or Next stroke pauses on a whole step', async () => {
    const { view, run, player, pending } = await setup(1);
    view.show(0);
    run(0);
    view.play(0);
    run(60);
    view.pause(60);
    run(60);
    expect(view.getState()).toMatchObject({ step: 0, drawing: true, playing: false });
    expect(pending()).toBe(0);
    view.next();
    run(70);
    expect(view.getState()).toMatchObject({ step: 1, drawing: false });
    expect(player.step).toBe(1);
    view.show(12);
    expect(view.getState().step).toBe(12); // at once, before the frame draws it
    run(80);
    expect(player.step).toBe(12);
  });

  it('changes speed without losing its place', async () => {
    const { view, run } = await setup(1);
    view.show(3);
    run(0);
    view.play(100);
    run(100);
    view.setSpeed(8, 100);
    expect(view.getState().speed).toBe(8);
    run(101);
    expect(view.getState().step).toBe(3);
  });

  it('stops its frames when disposed', async () => {
    const { view, pending } = await setup();
    view.play();
    expect(pending()).toBe(1);
    view.dispose();
    expect(pending()).toBe(0);
  });
});
