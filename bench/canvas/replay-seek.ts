// The replay budget (docs/performance-budgets.md): seek to any point of a 10,000-stroke drawing (≤ 50 ms). Strokes are
// scattered over the whole page on two layers, the hardest case for checkpoints (no stroke
// leaves a tile alone for long).
import { ReplayPlayer, ReplayView, type StrokeLog } from '../../packages/canvas/src/index';
import type { Op } from '../../packages/canvas/src/core/doc/ops';
import { prng as rng } from '../../packages/canvas/src/core/raster/texture';
import { stats } from './measure';

export function scatteredLog(strokes: number): StrokeLog {
  const r = rng(7);
  const brushes = ['pen', 'pencil', 'marker', 'fineliner'] as const;
  const ops: Op[] = [{ t: 'layer.add', id: 'layer-2', name: 'Ink', index: 1 }];
  for (let i = 0; i < strokes; i++) {
    const x0 = r() * 1000;
    const y0 = r() * 500;
    const length = 20 + r() * 120;
    const angle = r() * Math.PI * 2;
    const n = 12 + Math.floor(r() * 20);
    const points: number[] = [];
    for (let k = 0; k < n; k++) {
      const t = k / (n - 1);
      const x = x0 + Math.cos(angle) * length * t + Math.sin(t * 6) * 4;
      const y = y0 + Math.sin(angle) * length * t;
      points.push(Math.round(x * 10) / 10, Math.round(y * 10) / 10, 0.6, 0, 0, k * 12);
    }
    ops.push({
      t: 'stroke',
      layer: i % 3 ? 'layer-1' : 'layer-2',
      brush: brushes[i % brushes.length] ?? 'pen',
      color: '#335577',
      size: 2 + (i % 7),
      opacity: 1,
      stabilizer: 0,
      pressure: 'device',
      seed: i + 1,
      points,
    });
  }
  return {
    format: 'glossy-drawer/stroke-log',
    version: 1,
    width: 1000,
    height: 500,
    scale: 1,
    background: '#ffffff',
    ops,
  };
}

/** Opens a log in the replay player, then times seeks to random steps and scrubber-like moves. */
export async function seekStats(log: StrokeLog) {
  const t0 = performance.now();
  const player = await ReplayPlayer.open(log, { sliceMs: 50 });
  const openMs = performance.now() - t0;
  const r = rng(11);
  const random: number[] = [];
  for (let i = 0; i < 100; i++) {
    const target = Math.floor(r() * (player.total + 1));
    const s = performance.now();
    player.seek(target);
    random.push(performance.now() - s);
  }
  // What a scrubber drag does: many small moves, back and forth.
  const nearby: number[] = [];
  let at = player.step;
  for (let i = 0; i < 200; i++) {
    at = Math.max(0, Math.min(player.total, at + Math.round((r() - 0.5) * 40)));
    const s = performance.now();
    player.seek(at);
    nearby.push(performance.now() - s);
  }
  return { strokes: player.total, openMs, random: stats(random), nearby: stats(nearby) };
}

/**
 * Plays a log on a canvas at 32× (the drawing replay's fastest speed) for `ms` and times the work
 * of every animation frame the view runs: what a viewer skimming a long drawing costs the page.
 */
export async function replayFrames(log: StrokeLog, speed: number, ms: number) {
  const player = await ReplayPlayer.open(log, { sliceMs: 50 });
  player.seek(0);
  const canvas = document.createElement('canvas');
  canvas.width = log.width;
  canvas.height = log.height;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context');
  const work: number[] = [];
  const frames = {
    request: (fn: (now: number) => void) =>
      requestAnimationFrame((now) => {
        const t0 = performance.now();
        fn(now);
        work.push(performance.now() - t0);
      }),
    cancel: (id: number) => cancelAnimationFrame(id),
  };
  const view = new ReplayView(player, context, { speed, frames });
  view.play();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const reached = view.getState().step;
  view.dispose();
  canvas.remove();
  return { speed, strokes: player.total, reached, frames: stats(work) };
}
