// The bench page's script: the real engine and view, driven by real pointer events, plus the
// non-interactive measurements (replay, memory, undo) done in the same browser.
import {
  Engine,
  GUIDE_PRESETS,
  Sketchpad,
  presetGuide,
  replay,
  type GuidePreset,
  type StrokeLog,
} from '../../packages/canvas/src/index';
import { isBrushId } from '../../packages/canvas/src/core/brushes/registry';
import type { Region, TransformOp } from '../../packages/canvas/src/core/doc/ops';
import { instrumentPointer } from './measure';
import { demoNames, drawDemo } from '../../apps/server/src/db/seed/demo-strokes';
import { replayFrames, scatteredLog, seekStats } from './replay-seek';
import { snapCost } from './snapping';

declare global {
  interface Window {
    bench: Record<string, () => unknown>;
  }
}

const pointer = instrumentPointer();
const query = new URLSearchParams(location.search);
const host = document.getElementById('host');
// engine.html?size=4000: a 4000 × 4000 board, fitted into the page.
const side = Number(query.get('size') ?? 0);
const pad = host
  ? new Sketchpad(host, side ? { autosave: null, width: side, height: side } : { autosave: null })
  : null;
// engine.html?symmetry=vertical or ?symmetry=radial-8: the same board drawing with copies.
const [mode, segments] = (query.get('symmetry') ?? '').split('-');
if (mode === 'vertical' || mode === 'horizontal' || mode === 'radial')
  pad?.setSymmetry({ mode, segments: Number(segments ?? 6) });
// engine.html?guides=perspective-2 (or any guide preset): that guide on the board, snapping on,
// so every stroke the harness draws is put on it; &snap=off shows the guide without snapping.
// Fixed, as a drill fixes them, so the press draws rather than grabbing a handle. The ellipse is
// moved so the harness's spiral (centred at 450, 250 on the board, begun 45 units right of that)
// begins at the end of its major axis: the stroke goes round the 300-unit template itself.
const guide = query.get('guides') as GuidePreset | null;
if (pad && guide && GUIDE_PRESETS.includes(guide)) {
  const { width, height } = pad.engine.doc;
  const laid = presetGuide(guide, width, height);
  const placed = laid.kind === 'ellipse' ? { ...laid, centre: { x: 345, y: 250 } } : laid;
  pad.setGuides([placed], { locked: true });
  pad.setSnap(query.get('snap') !== 'off');
}
// engine.html?layers=16-multiply: 16 painted layers, each blending by multiply; draw on the top.
const [layerCount, blend] = (query.get('layers') ?? '').split('-');
if (pad && layerCount && blend === 'multiply') {
  for (let i = 2; i <= Number(layerCount); i++) {
    pad.engine.apply({ t: 'layer.add', id: `layer-${i}`, name: `Layer ${i}`, index: i - 1 });
    pad.engine.apply({ t: 'layer.set', id: `layer-${i}`, blend: 'multiply' });
    pad.engine.apply({
      t: 'fill',
      layer: `layer-${i}`,
      x: 10,
      y: 10,
      color: i % 2 ? '#fde68a' : '#bfdbfe',
      opacity: 0.15,
      tolerance: 32,
    });
  }
  pad.set({ activeLayer: `layer-${layerCount}` });
}

// engine.html?brush=watercolor&width=500: the stroke drawn with that brush at that width;
// &pressure=off draws it at full pressure all along, as wide at every sample.
const brush = query.get('brush');
if (pad && brush && isBrushId(brush)) {
  pad.set({ brush, size: Number(query.get('width') ?? 8) });
  if (query.get('pressure') === 'off') pad.setPressure({ enabled: false, gamma: 1 });
}

// engine.html?size=4000&select=all: the layer painted edge to edge and all of it selected, so
// the stroke the harness draws is a drag of a 4000 × 4000 selection.
if (pad && query.get('select') === 'all') {
  pad.engine.apply({
    t: 'fill',
    layer: 'layer-1',
    x: 1,
    y: 1,
    color: '#f59e0b',
    opacity: 1,
    tolerance: 0,
  });
  pad.engine.apply(strokeOp(400, 0, 7, side / 1000));
  pad.setTool('select');
  pad.selection.selectAll();
}

function spiral(n: number, i: number, w = 1000, h = 500) {
  const t = i / n;
  return {
    x: w / 2 + Math.cos(t * 60) * (w * 0.45) * (0.1 + 0.9 * t),
    y: h / 2 + Math.sin(t * 60) * (h * 0.45) * (0.1 + 0.9 * t),
  };
}

/** A spiral stroke on layer 1; `zoom` scales it to a larger board. */
function strokeOp(n: number, offset: number, seed: number, zoom = 1) {
  const points: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = spiral(n, i);
    points.push(
      Math.round((p.x + offset) * zoom * 100) / 100,
      Math.round(p.y * zoom * 100) / 100,
      0.5,
      0,
      0,
      i * 4,
    );
  }
  return {
    t: 'stroke' as const,
    layer: 'layer-1',
    brush: 'pen' as const,
    color: '#336699',
    size: 8,
    opacity: 1,
    stabilizer: 1,
    pressure: 'simulate' as const,
    seed,
    points,
  };
}

/** The undo figures of an engine after its ops: 20 undos, timed. */
function undoTimes(engine: Engine) {
  const bytes = engine.history.bytes;
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    engine.undo();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { historyBytes: bytes, undoMedianMs: times[10], undoMaxMs: times[19] };
}

/** A selection turned a little and moved: what a drag of its rotate handle commits. */
function turnOp(i: number, region: Region): TransformOp {
  const angle = ((i % 7) - 3) * 0.05;
  const [cx, cy] = [500, 250];
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return {
    t: 'transform',
    layer: 'layer-1',
    region,
    matrix: [cos, sin, -sin, cos, cx - cos * cx + sin * cy + (i % 5), cy - sin * cx - cos * cy],
  };
}

window.bench = {
  pointer: () => pointer.summary(),
  // Whether the browser gave the layers' canvases the low-latency context asked for.
  lowLatency: () => pad?.view.lowLatency ?? false,
  reset: () => pointer.reset(),
  seek10k: () => seekStats(scatteredLog(10_000)),
  snapCost,
  // A drawing's replay skimmed at its fastest speed for three seconds.
  replay32: () => replayFrames(scatteredLog(10_000), 32, 3_000),
  // Every seeded lesson demo in one log: what a paint-along panel really opens.
  seekDemos: () =>
    seekStats({ ...drawDemo('cube'), ops: demoNames.flatMap((name) => drawDemo(name).ops) }),
  replay10k: () => {
    const log: StrokeLog = {
      format: 'glossy-drawer/stroke-log',
      version: 1,
      width: 1000,
      height: 500,
      scale: 1,
      background: '#ffffff',
      ops: [strokeOp(10_000, 0, 1)],
    };
    const t0 = performance.now();
    replay(log);
    return performance.now() - t0;
  },
  history100: () => {
    const engine = new Engine({ width: 1000, height: 500 });
    for (let i = 0; i < 100; i++) engine.apply(strokeOp(300, (i % 10) * 8 - 40, i + 1));
    return undoTimes(engine);
  },
  // 100 operations, every other one a transform: a lasso turned, a rectangle moved, and every
  // tenth the whole layer turned (each keeps the pixels it lifted and the ones it covered).
  history100Transforms: () => {
    const engine = new Engine({ width: 1000, height: 500 });
    const lasso: Region = { kind: 'lasso', points: [200, 100, 700, 60, 820, 380, 260, 440] };
    const whole: Region = { kind: 'rect', x: 0, y: 0, w: 1000, h: 500 };
    for (let i = 0; i < 100; i++) {
      if (i % 2 === 0) engine.apply(strokeOp(300, (i % 10) * 8 - 40, i + 1));
      else engine.apply(turnOp(i, i % 10 === 9 ? whole : lasso));
    }
    return undoTimes(engine);
  },
  // The drag's drop: the 4000 × 4000 selection resampled into its layer once, as one step.
  commitSelection: () => {
    const t0 = performance.now();
    const committed = pad?.selection.commit() ?? false;
    return { committed, ms: performance.now() - t0 };
  },
};
