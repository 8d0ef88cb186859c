import type { BrushId, StrokeOp } from '@glossy/canvas';

/**
 * How a course cover is painted for its preview: a painterly plan (after Hertzmann, "Painterly
 * rendering with curved brush strokes of multiple sizes", 1998), coarse to fine. Broad bristle
 * strokes of the picture's local colours block the whole page in; then smaller bristle, brush-pen
 * and fineliner strokes go where the painting still differs most from the picture. Every stroke
 * follows the picture's edges and lines and ends where the picture leaves its colour. Pure and
 * seeded: the same picture and seed give the same strokes, so a course paints the same way at
 * every visit.
 */

/** RGBA pixels, ImageData's layout: the cover, scaled down to about `SOURCE_WIDTH` across. */
export interface CoverPixels {
  width: number;
  height: number;
  data: ArrayLike<number>;
}

export interface PlanOptions {
  /** The page the strokes are drawn on, in document units; the cover is fitted to it. */
  width: number;
  height: number;
  seed: number;
  /**
   * At most this many strokes in all, blocking in apart: that takes one stroke a cell of its grid
   * (140 at the covers' proportions) whatever the budget, so the page is always covered.
   */
  maxStrokes?: number;
}

export interface PlannedStroke {
  /** 0 = blocking in … 3 = the last details. */
  level: number;
  brush: BrushId;
  color: string;
  /** The stroke op's size (diameter in document units, before the brush's own scaling). */
  size: number;
  /** Half the width the stroke paints, in document units. */
  radius: number;
  /** Flat x, y pairs in document units. */
  points: number[];
  /** Seeds the brush's bristles. */
  seed: number;
}

/** Width the cover is sampled at: the finest strokes are about two of its pixels wide. */
export const SOURCE_WIDTH = 256;
export const DEFAULT_MAX_STROKES = 800;

interface Level {
  /** Stroke radius as a share of the page's width. */
  radius: number;
  brush: BrushId;
  /** Op size per painted radius: the brush's own size scale and pressure curve undone. */
  sizePerRadius: number;
  /** Mean colour difference (0..255 a channel) a cell must show to get a stroke. */
  threshold: number;
  /** Share of the strokes left after blocking in. */
  share: number;
  minSteps: number;
  maxSteps: number;
  /** How far the stroke's colour may drift from the picture before the stroke ends. */
  tolerance: number;
}

// Oil's bristles span ±1.25 × size (and a bristle more) at mid pressure; the brush pen's tip is
// 0.7 × size across and the fineliner's 0.3 × size.
const oil = 1 / (1.25 * 1.2);
const levels: readonly Level[] = [
  {
    radius: 1 / 14,
    brush: 'oil',
    sizePerRadius: oil,
    threshold: 0,
    share: 0,
    minSteps: 1,
    maxSteps: 3,
    tolerance: 26,
  },
  {
    radius: 1 / 28,
    brush: 'oil',
    sizePerRadius: oil,
    threshold: 12,
    share: 0.22,
    minSteps: 2,
    maxSteps: 6,
    tolerance: 26,
  },
  {
    radius: 1 / 60,
    brush: 'brush-pen',
    sizePerRadius: 1 / 0.7,
    threshold: 14,
    share: 0.38,
    minSteps: 2,
    maxSteps: 8,
    tolerance: 24,
  },
  {
    radius: 1 / 180,
    brush: 'fineliner',
    sizePerRadius: 1 / 0.3,
    threshold: 18,
    share: 0.4,
    minSteps: 2,
    maxSteps: 12,
    tolerance: 24,
  },
];

/** FNV-1a: a course id (any text) as a seed. */
export function seedFrom(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and the same everywhere. */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const hex = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');

const CHANNELS = 7;
/** Channels of the summed-area tables: colour, luminance, and the structure tensor. */
const [GXX, GXY, GYY] = [4, 5, 6] as const;

/**
 * The cover as float RGB with summed-area tables, so the mean of any box costs four reads: of its
 * colour, and of its structure tensor (the gradient's outer product), whose orientation is that
 * of the edges and lines in the box, even on a thin line where the gradient itself cancels out.
 */
class Picture {
  readonly width: number;
  readonly height: number;
  readonly rgb: Float32Array;
  private readonly sums: Float64Array;

  constructor(src: CoverPixels) {
    const { width, height, data } = src;
    this.width = width;
    this.height = height;
    this.rgb = new Float32Array(width * height * 3);
    const lum = new Float32Array(width * height);
    for (let i = 0; i < width * height; i++) {
      // Transparent pixels of a cover read as the white page under them.
      const a = (data[i * 4 + 3] ?? 255) / 255;
      for (let c = 0; c < 3; c++) this.rgb[i * 3 + c] = (data[i * 4 + c] ?? 0) * a + 255 * (1 - a);
      lum[i] =
        0.299 * this.rgb[i * 3]! + 0.587 * this.rgb[i * 3 + 1]! + 0.114 * this.rgb[i * 3 + 2]!;
    }
    const at = (x: number, y: number) =>
      lum[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
    this.sums = new Float64Array((width + 1) * (height + 1) * CHANNELS);
    const stride = (width + 1) * CHANNELS;
    const row = new Float64Array(CHANNELS);
    for (let y = 0; y < height; y++) {
      row.fill(0);
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const gx = (at(x + 1, y) - at(x - 1, y)) / 2;
        const gy = (at(x, y + 1) - at(x, y - 1)) / 2;
        row[0]! += this.rgb[i * 3]!;
        row[1]! += this.rgb[i * 3 + 1]!;
        row[2]! += this.rgb[i * 3 + 2]!;
        row[3]! += lum[i]!;
        row[GXX]! += gx * gx;
        row[GXY]! += gx * gy;
        row[GYY]! += gy * gy;
        const s = (y + 1) * stride + (x + 1) * CHANNELS;
        for (let c = 0; c < CHANNELS; c++) this.sums[s + c] = this.sums[s - stride + c]! + row[c]!;
      }
    }
  }

  /** Mean of a channel over the box of half-size h around (x, y), clipped to the picture. */
  mean(x: number, y: number, h: number, c: number): number {
    const x0 = Math.max(0, Math.min(this.width - 1, Math.round(x - h)));
    const y0 = Math.max(0, Math.min(this.height - 1, Math.round(y - h)));
    const x1 = Math.max(x0 + 1, Math.min(this.width, Math.round(x + h) + 1));
    const y1 = Math.max(y0 + 1, Math.min(this.height, Math.round(y + h) + 1));
    const stride = (this.width + 1) * CHANNELS;
    const s = this.sums;
    const sum =
      s[y1 * stride + x1 * CHANNELS + c]! -
      s[y0 * stride + x1 * CHANNELS + c]! -
      s[y1 * stride + x0 * CHANNELS + c]! +
      s[y0 * stride + x0 * CHANNELS + c]!;
    return sum / ((x1 - x0) * (y1 - y0));
  }

  colour(x: number, y: number, h: number): [number, number, number] {
    return [this.mean(x, y, h, 0), this.mean(x, y, h, 1), this.mean(x, y, h, 2)];
  }

  /**
   * The way along the edges around (x, y) as an angle, and how strongly the box has one way
   * (0 where it is flat or has no direction).
   */
  grain(x: number, y: number, h: number): { angle: number; strength: number } {
    const xx = this.mean(x, y, h, GXX);
    const xy = this.mean(x, y, h, GXY);
    const yy = this.mean(x, y, h, GYY);
    const across = 0.5 * Math.atan2(2 * xy, xx - yy);
    return { angle: across + Math.PI / 2, strength: Math.sqrt(Math.hypot(xx - yy, 2 * xy)) };
  }
}

/** The plan's idea of the painting so far, at the picture's size: what the next level corrects. */
class Canvas {
  readonly rgb: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Float32Array(width * height * 3).fill(255);
  }

  /** Paints a round-tipped polyline of radius r (picture pixels) in one colour. */
  stroke(points: readonly number[], r: number, colour: readonly number[], alpha: number) {
    const last = Math.max(2, points.length - 2);
    for (let k = 0; k < last; k += 2) {
      const x0 = points[k]!;
      const y0 = points[k + 1]!;
      const x1 = points[k + 2] ?? x0;
      const y1 = points[k + 3] ?? y0;
      const dx = x1 - x0;
      const dy = y1 - y0;
      const len2 = dx * dx + dy * dy;
      const left = Math.max(0, Math.floor(Math.min(x0, x1) - r));
      const right = Math.min(this.width - 1, Math.ceil(Math.max(x0, x1) + r));
      const top = Math.max(0, Math.floor(Math.min(y0, y1) - r));
      const bottom = Math.min(this.height - 1, Math.ceil(Math.max(y0, y1) + r));
      for (let py = top; py <= bottom; py++) {
        for (let px = left; px <= right; px++) {
          const cx = px + 0.5;
          const cy = py + 0.5;
          let t = len2 > 0 ? ((cx - x0) * dx + (cy - y0) * dy) / len2 : 0;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const qx = x0 + dx * t - cx;
          const qy = y0 + dy * t - cy;
          if (qx * qx + qy * qy > r * r) continue;
          const o = (py * this.width + px) * 3;
          for (let c = 0; c < 3; c++)
            this.rgb[o + c] = this.rgb[o + c]! + (colour[c]! - this.rgb[o + c]!) * alpha;
        }
      }
    }
  }
}

const distance = (a: readonly number[], b: readonly number[]) =>
  (Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!)) / 3;

interface Cell {
  x: number;
  y: number;
  error: number;
}

/** Cells of the level's grid that still differ from the picture, the start at each worst pixel. */
function cellsToPaint(pic: Picture, canvas: Canvas, size: number, threshold: number): Cell[] {
  const cols = Math.max(1, Math.ceil(pic.width / size));
  const rows = Math.max(1, Math.ceil(pic.height / size));
  const cw = pic.width / cols;
  const ch = pic.height / rows;
  const cells: Cell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x0 = Math.floor(col * cw);
      const y0 = Math.floor(row * ch);
      const x1 = Math.max(x0 + 1, Math.floor((col + 1) * cw));
      const y1 = Math.max(y0 + 1, Math.floor((row + 1) * ch));
      let sum = 0;
      let worst = -1;
      let wx = x0;
      let wy = y0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const o = (y * pic.width + x) * 3;
          const e =
            (Math.abs(pic.rgb[o]! - canvas.rgb[o]!) +
              Math.abs(pic.rgb[o + 1]! - canvas.rgb[o + 1]!) +
              Math.abs(pic.rgb[o + 2]! - canvas.rgb[o + 2]!)) /
            3;
          sum += e;
          if (e > worst) {
            worst = e;
            wx = x;
            wy = y;
          }
        }
      }
      const error = sum / ((x1 - x0) * (y1 - y0));
      if (error > threshold) cells.push({ x: wx + 0.5, y: wy + 0.5, error });
    }
  }
  return cells;
}

/** The blocking-in grid: every cell gets a stroke from near its centre, so the page is covered. */
function blockingCells(pic: Picture, radius: number, random: () => number): Cell[] {
  const cols = Math.max(1, Math.ceil(pic.width / radius));
  const rows = Math.max(1, Math.ceil(pic.height / radius));
  const cw = pic.width / cols;
  const ch = pic.height / rows;
  const cells: Cell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      // A little off centre, never so far that the stroke's disc misses a corner of its cell.
      const x = (col + 0.5 + (random() - 0.5) * 0.3) * cw;
      const y = (row + 0.5 + (random() - 0.5) * 0.3) * ch;
      cells.push({ x, y, error: Infinity });
    }
  }
  return cells;
}

/** Follows the picture's edges from a start, while the picture keeps the stroke's colour. */
function trace(
  pic: Picture,
  canvas: Canvas,
  start: Cell,
  r: number,
  level: Level,
  colour: readonly number[],
  drift: number,
): number[] {
  const points = [start.x, start.y];
  const h = Math.max(1, r / 2);
  let dx = Math.cos(drift);
  let dy = Math.sin(drift);
  let x = start.x;
  let y = start.y;
  for (let step = 1; step <= level.maxSteps; step++) {
    if (step > level.minSteps) {
      const here = pic.colour(x, y, h / 2);
      const px = Math.max(0, Math.min(canvas.width - 1, Math.floor(x)));
      const py = Math.max(0, Math.min(canvas.height - 1, Math.floor(y)));
      const o = (py * canvas.width + px) * 3;
      const painted = [canvas.rgb[o]!, canvas.rgb[o + 1]!, canvas.rgb[o + 2]!];
      const away = distance(here, colour);
      if (away > level.tolerance || (level.threshold > 0 && away > distance(here, painted))) break;
    }
    const { angle, strength } = pic.grain(x, y, h);
    let nx = dx;
    let ny = dy;
    if (strength > 1.5) {
      // Along the edge, keeping the way the stroke was going; brushes do not turn on the spot.
      nx = Math.cos(angle);
      ny = Math.sin(angle);
      if (nx * dx + ny * dy < 0) {
        nx = -nx;
        ny = -ny;
      }
      nx = 0.7 * nx + 0.3 * dx;
      ny = 0.7 * ny + 0.3 * dy;
      const n = Math.hypot(nx, ny) || 1;
      nx /= n;
      ny /= n;
    }
    const next = [x + nx * r, y + ny * r];
    if (next[0]! < -r / 2 || next[1]! < -r / 2) break;
    if (next[0]! > pic.width + r / 2 || next[1]! > pic.height + r / 2) break;
    x = next[0]!;
    y = next[1]!;
    dx = nx;
    dy = ny;
    points.push(x, y);
  }
  return points;
}

/**
 * A broad bristle brush ends square, not round: blocking in lays it on a radius before its start
 * and lifts it a radius after its end, so it covers at least the round-ended stroke the plan
 * counts on, around its cell's centre too.
 */
function laidOnAndLifted(points: number[], r: number, drift: number): number[] {
  const n = points.length;
  const along = (x0: number, y0: number, x1: number, y1: number) => {
    const len = Math.hypot(x1 - x0, y1 - y0);
    return len > 0 ? [(x1 - x0) / len, (y1 - y0) / len] : [Math.cos(drift), Math.sin(drift)];
  };
  const [sx, sy] = along(points[0]!, points[1]!, points[2] ?? points[0]!, points[3] ?? points[1]!);
  const [ex, ey] = along(
    points[n - 4] ?? points[0]!,
    points[n - 3] ?? points[1]!,
    points[n - 2]!,
    points[n - 1]!,
  );
  return [
    points[0]! - sx! * r,
    points[1]! - sy! * r,
    ...points,
    points[n - 2]! + ex! * r,
    points[n - 1]! + ey! * r,
  ];
}

/** Strokes per level: the first covers the page, the rest share what is left of the budget. */
function budgets(first: number, maxStrokes: number): number[] {
  const rest = Math.max(0, maxStrokes - first);
  return levels.map((level, i) => (i === 0 ? first : Math.floor(rest * level.share)));
}

/** Strokes planned between pauses: a few milliseconds' work. */
const STROKES_A_SLICE = 40;

/**
 * The strokes that paint `src` onto a page of `o.width` × `o.height`, in painting order: level by
 * level, coarse to fine, at most `o.maxStrokes` of them. Pauses (yields) after reading the picture
 * and every few dozen strokes, so a page can plan in the moments it has to spare; `planStrokes`
 * runs it in one go.
 */
export function* planByLevel(
  src: CoverPixels,
  o: PlanOptions,
): Generator<void, PlannedStroke[], void> {
  const pic = new Picture(src);
  const canvas = new Canvas(pic.width, pic.height);
  const random = randomFrom(o.seed);
  const toPage = o.width / pic.width;
  const yScale = o.height / pic.height;
  // The painter's hand: a favourite slant where the picture has no edge to follow.
  const slant = (random() - 0.5) * 1.2 - Math.PI / 6;
  const maxStrokes = Math.max(1, Math.floor(o.maxStrokes ?? DEFAULT_MAX_STROKES));
  const plan: PlannedStroke[] = [];
  let quota: number[] = [];
  yield;
  for (const [index, level] of levels.entries()) {
    const r = Math.max(0.75, level.radius * pic.width);
    let cells: Cell[];
    if (index === 0) {
      cells = shuffle(blockingCells(pic, r, random), random);
      quota = budgets(cells.length, maxStrokes);
    } else {
      const found = cellsToPaint(pic, canvas, r, level.threshold);
      // The worst first, when the level has more to correct than its share of the budget.
      found.sort((a, b) => b.error - a.error);
      cells = shuffle(found.slice(0, quota[index]), random);
    }
    for (const cell of cells) {
      const colour = pic.colour(cell.x, cell.y, Math.max(0.5, r / 2));
      const drift = slant + (random() - 0.5) * 0.8;
      const traced = trace(pic, canvas, cell, r, level, colour, drift);
      const points = index === 0 ? laidOnAndLifted(traced, r, drift) : traced;
      canvas.stroke(points, r, colour, index === 0 ? 1 : 0.85);
      const radius = r * toPage;
      plan.push({
        level: index,
        brush: level.brush,
        color: `#${hex(colour[0])}${hex(colour[1])}${hex(colour[2])}`,
        size: Math.round(radius * level.sizePerRadius * 100) / 100,
        radius,
        points: points.map((v, i) => Math.round(v * (i % 2 === 0 ? toPage : yScale) * 100) / 100),
        seed: Math.floor(random() * 2 ** 31),
      });
      if (plan.length % STROKES_A_SLICE === 0) yield;
    }
  }
  return plan;
}

export function planStrokes(src: CoverPixels, o: PlanOptions): PlannedStroke[] {
  const steps = planByLevel(src, o);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Samples a stroke is drawn with: about one every third of its radius, so it grows smoothly. */
function resample(points: readonly number[], spacing: number): number[] {
  const out = [points[0]!, points[1]!];
  for (let k = 2; k < points.length; k += 2) {
    const x0 = points[k - 2]!;
    const y0 = points[k - 1]!;
    const x1 = points[k]!;
    const y1 = points[k + 1]!;
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / spacing));
    for (let i = 1; i <= n; i++) out.push(x0 + ((x1 - x0) * i) / n, y0 + ((y1 - y0) * i) / n);
  }
  return out;
}

/** Milliseconds between the samples of a generated stroke: a steady hand, 60 samples a second. */
const SAMPLE_MS = 1000 / 60;

/**
 * The stroke op the sketchpad would record for a planned stroke: samples along its path with a
 * pen's pressure (light at the ends for the finer brushes, so they taper), on `layer`.
 */
export function strokeOpFor(stroke: PlannedStroke, layer: string): StrokeOp {
  const path = resample(stroke.points, Math.max(1, stroke.radius / 1.5));
  const count = path.length / 2;
  const points: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    // Blocking in presses evenly; the rest swell in the middle and lift at the ends.
    const pressure = stroke.level === 0 ? 0.5 : 0.3 + 0.4 * Math.sin(Math.PI * t);
    points.push(
      Math.round(path[i * 2]! * 100) / 100,
      Math.round(path[i * 2 + 1]! * 100) / 100,
      Math.round(pressure * 1000) / 1000,
      0,
      0,
      Math.round(i * SAMPLE_MS * 10) / 10,
    );
  }
  return {
    t: 'stroke',
    layer,
    brush: stroke.brush,
    color: stroke.color,
    size: stroke.size,
    opacity: 1,
    stabilizer: 0,
    pressure: 'device',
    seed: stroke.seed,
    points,
  };
}
