import type { parseLog } from '@glossy/canvas/log';
import { clipToPolygon, resample } from './demo-geometry';

/**
 * The engine's own stroke-log types, reached through the parser the server already bundles, so
 * the seed needs no engine code at run time (the engine's index also pulls in the DOM sketchpad).
 */
export type StrokeLog = ReturnType<typeof parseLog>;
export type DemoOp = StrokeLog['ops'][number];
type StrokeOp = Extract<DemoOp, { t: 'stroke' }>;
type ShapeOp = Extract<DemoOp, { t: 'shape' }>;
export type BrushId = StrokeOp['brush'];
export type ShapeId = ShapeOp['shape'];

export type Point = readonly [number, number];

/** Seeded PRNG (mulberry32 over a string hash, as scripts/art/prng.mjs): same name, same drawing. */
export function makeRng(seed: string) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, range: (lo: number, hi: number) => lo + (hi - lo) * next() };
}
export type Rng = ReturnType<typeof makeRng>;

export interface Pen {
  brush: BrushId;
  color: string;
  size: number;
  opacity?: number;
}

export interface StrokeStyle {
  /** How far a hand wanders off the ideal line, in document units. */
  wobble?: number;
  /** Peak pressure; strokes taper in and out from about a third of it. */
  pressure?: number;
  layer?: string;
}

const round = (n: number, places: number) => {
  const k = 10 ** places;
  return Math.round(n * k) / k;
};

/**
 * A page being drawn: every call appends the ops a hand on our sketchpad would have logged, with
 * samples rounded the way the engine stores them.
 */
export class DemoSketch {
  private readonly ops: DemoOp[] = [];
  private seedCounter = 1;
  private layerCount = 1;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly rng: Rng,
    private readonly background = '#ffffff',
  ) {}

  /** Adds a layer on top and answers its id. */
  layer(name: string): string {
    this.layerCount += 1;
    const id = `layer-${this.layerCount}`;
    this.ops.push({ t: 'layer.add', id, name, index: this.layerCount - 1 });
    return id;
  }

  stroke(pen: Pen, path: readonly Point[], style: StrokeStyle = {}) {
    const wobble = style.wobble ?? 0.8;
    const peak = style.pressure ?? 0.7;
    // A pointer event every ~10 units, as a hand at drawing speed gives; coarser than the engine
    // could store, which keeps each demo to tens of kilobytes.
    const samples = resample(path, Math.max(10, pen.size * 0.8));
    const points: number[] = [];
    let time = 0;
    // A slow drift rather than per-sample jitter: hands wander, they do not shake.
    let driftX = 0;
    let driftY = 0;
    samples.forEach(([x, y], i) => {
      driftX = driftX * 0.8 + this.rng.range(-wobble, wobble) * 0.45;
      driftY = driftY * 0.8 + this.rng.range(-wobble, wobble) * 0.45;
      const along = samples.length === 1 ? 0.5 : i / (samples.length - 1);
      const pressure = peak * (0.35 + 0.65 * Math.sin(Math.PI * along));
      if (i > 0) {
        const [px, py] = samples[i - 1]!;
        time += Math.hypot(x - px, y - py) / 0.9;
      }
      points.push(
        round(x + driftX, 1),
        round(y + driftY, 1),
        round(Math.min(1, Math.max(0.05, pressure)), 2),
        0,
        0,
        Math.round(time),
      );
    });
    this.ops.push({
      t: 'stroke',
      layer: style.layer ?? 'layer-1',
      brush: pen.brush,
      color: pen.color,
      size: pen.size,
      opacity: pen.opacity ?? 1,
      stabilizer: 0,
      pressure: 'device',
      seed: this.seedCounter++,
      points,
    });
  }

  line(pen: Pen, from: Point, to: Point, style: StrokeStyle = {}) {
    this.stroke(pen, [from, to], style);
  }

  /** Parallel strokes `gap` apart at `angle`, clipped to a convex polygon: hatching. */
  hatch(pen: Pen, polygon: readonly Point[], angle: number, gap: number, style: StrokeStyle = {}) {
    const dir: Point = [Math.cos(angle), Math.sin(angle)];
    const normal: Point = [-dir[1], dir[0]];
    const offsets = polygon.map(([x, y]) => x * normal[0] + y * normal[1]);
    const from = Math.min(...offsets);
    const to = Math.max(...offsets);
    for (let d = from + gap / 2; d < to; d += gap) {
      const segment = clipToPolygon([normal[0] * d, normal[1] * d], dir, polygon);
      if (!segment) continue;
      // Strokes stop a little short of the edge, as a hatching hand does.
      const [a, b] = segment;
      const inset = Math.min(3, Math.hypot(b[0] - a[0], b[1] - a[1]) * 0.08);
      const ax = a[0] + dir[0] * this.rng.range(0, inset);
      const ay = a[1] + dir[1] * this.rng.range(0, inset);
      const bx = b[0] - dir[0] * this.rng.range(0, inset);
      const by = b[1] - dir[1] * this.rng.range(0, inset);
      this.stroke(
        pen,
        [
          [ax, ay],
          [bx, by],
        ],
        { wobble: 0.4, ...style },
      );
    }
  }

  shape(
    shape: ShapeId,
    pen: Omit<Pen, 'brush'>,
    box: { x0: number; y0: number; x1: number; y1: number },
    options: { filled?: boolean; layer?: string; sides?: number } = {},
  ) {
    this.ops.push({
      t: 'shape',
      layer: options.layer ?? 'layer-1',
      shape,
      color: pen.color,
      size: pen.size,
      opacity: pen.opacity ?? 1,
      filled: options.filled ?? false,
      sides: options.sides ?? 5,
      ...box,
    });
  }

  fill(at: Point, color: string, options: { layer?: string; tolerance?: number } = {}) {
    this.ops.push({
      t: 'fill',
      layer: options.layer ?? 'layer-1',
      x: at[0],
      y: at[1],
      color,
      opacity: 1,
      tolerance: options.tolerance ?? 24,
    });
  }

  log(): StrokeLog {
    return {
      format: 'glossy-drawer/stroke-log',
      version: 1,
      width: this.width,
      height: this.height,
      scale: 1,
      background: this.background,
      ops: this.ops,
    };
  }
}
