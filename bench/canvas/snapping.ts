// Snapping's own arithmetic, per sample, for each guide (run in the bench page's browser): what
// a stroke pays for being put on a guide, apart from drawing it. The per-event figure with the
// drawing is strokes.mjs's 'snapped' boards against the plain sketchpad.
import { presetGuide, StrokeSnapper, type GuidePreset } from '../../packages/canvas/src/index';
import type { Sample } from '../../packages/canvas/src/core/ink/sample';

const SAMPLES = 200_000;
const PRESETS: GuidePreset[] = ['perspective-2', 'perspective-3', 'ellipse', 'grid', 'isometric'];

/** A long wobbly spiral over a 1000 × 500 board, as a hand's samples. */
function hand(n: number): Sample[] {
  return Array.from({ length: n }, (_, i) => {
    const t = i / n;
    const r = 40 + 200 * t + Math.sin(i * 0.37) * 3;
    return {
      x: 500 + Math.cos(t * 300) * r,
      y: 250 + Math.sin(t * 300) * r * 0.8,
      pressure: 0.5,
      tiltX: 0,
      tiltY: 0,
      time: i * 4,
    };
  });
}

/** Nanoseconds per sample put through a StrokeSnapper, best of three runs, for each guide. */
export function snapCost(): Record<string, number> {
  const samples = hand(SAMPLES);
  let sink = 0;
  const draw = (s: Sample) => {
    sink += s.x;
  };
  const out: Record<string, number> = {};
  for (const preset of PRESETS) {
    const guides = [presetGuide(preset, 1000, 500)];
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const snapper = new StrokeSnapper(guides, 8);
      const t0 = performance.now();
      for (const s of samples) snapper.add(s, draw);
      snapper.finish(draw);
      best = Math.min(best, performance.now() - t0);
    }
    out[preset] = (best * 1e6) / SAMPLES;
  }
  // Read, so the work cannot be skipped.
  if (Number.isNaN(sink)) out.sink = sink;
  return out;
}
