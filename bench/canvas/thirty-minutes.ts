// A realistic 30-minute drawing for the save/load benchmark (drawing-save.mjs): 30 minutes of
// pen-down time sampled at 120 Hz as a pen's pointer events arrive (a little jitter, the odd
// dropped frame), strokes of 0.3–4 s along natural curves with a pressure envelope and tilt,
// quantized as the sketchpad records them (ink/sample.ts). The work goes as an artist's does:
// a pencil sketch, ink on its own layer, colour on a layer beneath the ink (a few flood fills
// first), then details and highlights on a fourth layer; a few shapes along the way.
// Deterministic: the same seed gives the same log, byte for byte.
import type { BrushId, ShapeId } from '../../packages/canvas/src/core/catalog';
import type { Op, StrokeOp } from '../../packages/canvas/src/core/doc/ops';
import { flatten } from '../../packages/canvas/src/core/doc/flatten';
import type { StrokeLog } from '../../packages/canvas/src/core/log/format';
import { replay } from '../../packages/canvas/src/core/log/replay';
import { pushSample, quantize } from '../../packages/canvas/src/core/ink/sample';
import { prng } from '../../packages/canvas/src/core/raster/texture';

export interface ThirtyMinuteOptions {
  seed?: number;
  /** Pen-down time to generate, ms. */
  penDownMs?: number;
  /** Pointer event rate. */
  hz?: number;
}

interface BrushChoice {
  brush: BrushId;
  weight: number;
  size: [number, number];
  opacity?: [number, number];
  colors: readonly string[];
}

interface Phase {
  name: string;
  layer: string;
  share: number;
  /** Stroke length in s = min + (max - min) · r^skew. */
  skew: number;
  /** Peak hand speed, document px/s. */
  speed: [number, number];
  /** How much the heading wanders, rad/s. */
  curl: number;
  /** Colouring in: how far the hand goes back and forth across its way, document px. */
  scribble: number;
  /** Typical pressure. */
  pressure: [number, number];
  brushes: BrushChoice[];
}

const W = 1000;
const H = 500;
const graphite = ['#5b5f66', '#7a7f88'] as const;
const inks = ['#1f2430', '#2b2118', '#1d3557'] as const;
const paints = [
  '#e9c46a',
  '#f4a261',
  '#e76f51',
  '#2a9d8f',
  '#264653',
  '#8ab17d',
  '#a8dadc',
  '#457b9d',
  '#d4a373',
  '#b5838d',
] as const;

const phases: Phase[] = [
  {
    name: 'sketch',
    layer: 'layer-1',
    share: 0.2,
    skew: 2,
    speed: [120, 380],
    curl: 1.6,
    scribble: 0,
    pressure: [0.25, 0.55],
    brushes: [
      { brush: 'pencil', weight: 10, size: [2, 4], colors: graphite },
      { brush: 'eraser', weight: 1, size: [12, 24], colors: ['#000000'] },
    ],
  },
  {
    name: 'ink',
    layer: 'layer-2',
    share: 0.3,
    skew: 1.8,
    speed: [60, 220],
    curl: 1.2,
    scribble: 0,
    pressure: [0.45, 0.85],
    brushes: [
      { brush: 'pen', weight: 6, size: [3, 5], colors: inks },
      { brush: 'fineliner', weight: 4, size: [1.5, 3], colors: inks },
      { brush: 'brush-pen', weight: 3, size: [4, 9], colors: inks },
      { brush: 'calligraphy', weight: 1, size: [6, 10], colors: inks },
      { brush: 'eraser', weight: 0.5, size: [8, 16], colors: ['#000000'] },
    ],
  },
  {
    name: 'colour',
    layer: 'layer-3',
    share: 0.35,
    skew: 1.3,
    speed: [40, 140],
    curl: 1,
    scribble: 30,
    pressure: [0.4, 0.9],
    brushes: [
      { brush: 'watercolor', weight: 5, size: [18, 40], opacity: [0.5, 0.9], colors: paints },
      { brush: 'soft-round', weight: 3, size: [20, 50], opacity: [0.4, 0.8], colors: paints },
      { brush: 'marker', weight: 3, size: [8, 14], colors: paints },
      { brush: 'crayon', weight: 2, size: [8, 16], colors: paints },
      { brush: 'airbrush', weight: 1, size: [30, 60], opacity: [0.3, 0.6], colors: paints },
      { brush: 'oil', weight: 1, size: [14, 28], colors: paints },
    ],
  },
  {
    name: 'details',
    layer: 'layer-4',
    share: 0.15,
    skew: 2.2,
    speed: [50, 180],
    curl: 2,
    scribble: 0,
    pressure: [0.3, 0.8],
    brushes: [
      { brush: 'pen', weight: 3, size: [1.5, 3], colors: ['#ffffff', '#fdf6e3'] },
      { brush: 'fineliner', weight: 3, size: [1, 2], colors: inks },
      { brush: 'highlighter', weight: 1, size: [10, 18], colors: ['#ffe066', '#ffd6a5'] },
      { brush: 'stipple', weight: 1, size: [8, 14], colors: paints },
      { brush: 'charcoal', weight: 1, size: [6, 12], colors: inks },
      { brush: 'eraser', weight: 1, size: [6, 14], colors: ['#000000'] },
    ],
  },
];

const round = (v: number, step: number) => Math.round(v / step) * step;

/** The drawing, its figures, and where it spent its time. */
export function thirtyMinuteLog(options: ThirtyMinuteOptions = {}): StrokeLog {
  const { seed = 30, penDownMs = 30 * 60_000, hz = 120 } = options;
  const r = prng(seed);
  const between = ([a, b]: readonly [number, number]) => a + (b - a) * r();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
  const pickBrush = (choices: BrushChoice[]) => {
    const total = choices.reduce((s, c) => s + c.weight, 0);
    let at = r() * total;
    for (const c of choices) if ((at -= c.weight) <= 0) return c;
    return choices[choices.length - 1] as BrushChoice;
  };

  // Where the picture's subjects are: strokes gather around them, as an artist works in places.
  const subjects = Array.from({ length: 6 }, () => ({
    x: 120 + r() * (W - 240),
    y: 80 + r() * (H - 160),
    spread: 40 + r() * 110,
  }));
  let focus = pick(subjects);
  let hand = { x: focus.x, y: focus.y };

  const ops: Op[] = [];
  const frame = 1000 / hz;
  let strokeSeed = 1;

  const stroke = (phase: Phase, durationMs: number): StrokeOp => {
    const choice = pickBrush(phase.brushes);
    // Mostly near the last stroke; now and then over to another subject.
    if (r() < 0.08) focus = pick(subjects);
    const near = r() < 0.7 ? hand : focus;
    const reach = r() < 0.7 ? 25 : focus.spread;
    let x = Math.min(W - 5, Math.max(5, near.x + (r() - 0.5) * 2 * reach));
    let y = Math.min(H - 5, Math.max(5, near.y + (r() - 0.5) * 2 * reach));
    let heading = r() * Math.PI * 2;
    const peak = between(phase.speed);
    const curlRate = (r() - 0.5) * 2 * phase.curl;
    // Colouring in: the hand goes back and forth across the way it travels.
    const scribbleHz = phase.scribble ? 2 + r() * 2 : 0;
    const scribbleAmp = phase.scribble * (0.4 + r() * 0.6);
    const wobble = [r() * 6.283, r() * 6.283, r() * 6.283];
    const basePressure = between(phase.pressure);
    const tiltX0 = 15 + r() * 35;
    const tiltY0 = -25 + r() * 30;
    const points: number[] = [];
    let t = 0;
    let px = x;
    let py = y;
    while (t <= durationMs) {
      const u = t / durationMs;
      const s = t / 1000;
      // Pressure: a quick landing, a lift at the end, the hand's slow swell and a little noise.
      const landing = Math.min(1, (t + 10) / 80);
      const lift = Math.min(1, (durationMs - t) / 110);
      const swell =
        1 + 0.18 * Math.sin(s * 2.1 + wobble[0]!) + 0.07 * Math.sin(s * 7.3 + wobble[1]!);
      const pressure = basePressure * Math.sqrt(landing * lift) * swell + (r() - 0.5) * 0.01;
      const across = scribbleHz
        ? scribbleAmp * Math.min(1, 4 * u, 4 * (1 - u)) * Math.sin(s * scribbleHz * 6.283)
        : 0;
      px = Math.min(W, Math.max(0, x - Math.sin(heading) * across));
      py = Math.min(H, Math.max(0, y + Math.cos(heading) * across));
      pushSample(
        points,
        quantize({
          x: px + (r() - 0.5) * 0.08,
          y: py + (r() - 0.5) * 0.08,
          pressure,
          tiltX: tiltX0 + 6 * Math.sin(s * 0.9 + wobble[2]!),
          tiltY: tiltY0 + 4 * Math.sin(s * 1.3 + wobble[0]!),
          time: t,
        }),
      );
      // The next event: 120 Hz with a little jitter; now and then a frame is missed.
      const dt = frame * (r() < 0.01 ? 2 : 1) + (r() - 0.5) * 1.2;
      t += dt;
      // Hand speed: accelerate, cruise, slow down; the heading curls and wavers.
      const speed = peak * (0.15 + 0.85 * Math.pow(Math.sin(Math.PI * Math.min(1, u)), 0.7));
      let turn = curlRate + Math.sin(s * 3.1 + wobble[1]!) * 0.6;
      // Stay with the subject, and on the page.
      const away = Math.hypot(focus.x - x, focus.y - y) / focus.spread;
      if (away > 1) turn += Math.sin(Math.atan2(focus.y - y, focus.x - x) - heading) * 2 * away;
      if (x < 20 || x > W - 20 || y < 20 || y > H - 20) {
        turn += Math.sin(Math.atan2(H / 2 - y, W / 2 - x) - heading) * 8;
      }
      heading += (turn * dt) / 1000;
      x = Math.min(W, Math.max(0, x + (Math.cos(heading) * speed * dt) / 1000));
      y = Math.min(H, Math.max(0, y + (Math.sin(heading) * speed * dt) / 1000));
    }
    x = px;
    y = py;
    hand = { x, y };
    const [min, max] = choice.size;
    return {
      t: 'stroke',
      layer: phase.layer,
      brush: choice.brush,
      color: pick(choice.colors),
      size: round(min + (max - min) * r(), 0.5),
      opacity: choice.opacity ? round(between(choice.opacity), 0.01) : 1,
      stabilizer: choice.brush === 'pencil' ? 0 : 1,
      pressure: 'device',
      seed: strokeSeed++,
      points,
    };
  };

  const shape = (layer: string, kind: ShapeId, color: string, filled = false): Op => {
    const x0 = round(60 + r() * (W - 300), 0.01);
    const y0 = round(40 + r() * (H - 200), 0.01);
    return {
      t: 'shape',
      layer,
      shape: kind,
      color,
      size: filled ? 2 : 3,
      opacity: 1,
      filled,
      sides: kind === 'star' ? 5 : 6,
      x0,
      y0,
      x1: round(x0 + 60 + r() * 180, 0.01),
      y1: round(y0 + 40 + r() * 120, 0.01),
    };
  };

  for (const phase of phases) {
    // Layer changes at the start of each phase, as the artist would make them.
    if (phase.name === 'ink') {
      ops.push({ t: 'layer.set', id: 'layer-1', name: 'Sketch', opacity: 0.45 });
      ops.push({ t: 'layer.add', id: 'layer-2', name: 'Ink', index: 1 });
      ops.push(shape('layer-2', 'rectangle', inks[0]));
      ops.push(shape('layer-2', 'ellipse', inks[0]));
    } else if (phase.name === 'colour') {
      ops.push({ t: 'layer.add', id: 'layer-3', name: 'Colour', index: 1 });
      for (let i = 0; i < 3; i++) {
        ops.push({
          t: 'fill',
          layer: 'layer-3',
          x: round(r() * W, 0.01),
          y: round(r() * H, 0.01),
          color: pick(paints),
          opacity: 1,
          tolerance: 32,
        });
      }
      ops.push(shape('layer-3', 'ellipse', pick(paints), true));
    } else if (phase.name === 'details') {
      ops.push({ t: 'layer.add', id: 'layer-4', name: 'Highlights', index: 3 });
      ops.push(shape('layer-4', 'star', '#ffe066', true));
      ops.push(shape('layer-4', 'arrow', inks[0]));
    }
    const budget = penDownMs * phase.share;
    let spent = 0;
    while (spent < budget) {
      const duration = Math.min(budget - spent, 300 + 3700 * Math.pow(r(), phase.skew));
      const op = stroke(phase, Math.max(300, duration));
      spent += op.points[op.points.length - 1]!;
      ops.push(op);
    }
    if (phase.name === 'details') ops.push({ t: 'layer.set', id: 'layer-1', visible: false });
  }

  return {
    format: 'glossy-drawer/stroke-log',
    version: 1,
    width: W,
    height: H,
    scale: 2,
    background: '#ffffff',
    ops,
    undos: 41,
  };
}

/** The log's size in ops, strokes and samples, and its pen-down time. */
export function logFigures(log: StrokeLog) {
  let strokes = 0;
  let samples = 0;
  let penDownMs = 0;
  const brushes = new Set<string>();
  const colors = new Set<string>();
  const kinds: Record<string, number> = {};
  for (const op of log.ops) {
    kinds[op.t] = (kinds[op.t] ?? 0) + 1;
    if (op.t !== 'stroke') continue;
    strokes++;
    samples += op.points.length / 6;
    penDownMs += op.points[op.points.length - 1] ?? 0;
    brushes.add(op.brush);
    colors.add(op.color);
  }
  return {
    ops: log.ops.length,
    kinds,
    strokes,
    samples,
    penDownMinutes: penDownMs / 60_000,
    brushes: brushes.size,
    colors: colors.size,
  };
}

/**
 * The finished drawing's pixels (RGBA, straight alpha), as the sketchpad flattens it, at
 * `scale` pixels per document unit: what the browser would encode as the picture.
 */
export function renderPicture(log: StrokeLog, scale: number) {
  const sized = { ...log, width: log.width * scale, height: log.height * scale, scale: 1 };
  sized.ops = log.ops.map((op) => {
    switch (op.t) {
      case 'stroke': {
        const points = op.points.slice();
        for (let i = 0; i < points.length; i += 6) {
          points[i]! *= scale;
          points[i + 1]! *= scale;
        }
        return { ...op, size: op.size * scale, points };
      }
      case 'shape':
        return {
          ...op,
          size: op.size * scale,
          x0: op.x0 * scale,
          y0: op.y0 * scale,
          x1: op.x1 * scale,
          y1: op.y1 * scale,
        };
      case 'fill':
        return { ...op, x: op.x * scale, y: op.y * scale };
      default:
        return op;
    }
  });
  const surface = flatten(replay(sized, { historyBudget: 0 }).doc);
  return { width: surface.width, height: surface.height, data: surface.data };
}
