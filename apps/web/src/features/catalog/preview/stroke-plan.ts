import { prng, type BrushId } from '@glossy/canvas';
import { Picture, type CoverPixels } from './picture';
import { PlanCanvas } from './plan-canvas';
import { budgets, levels } from './plan-levels';
import { shuffle } from './seeded-random';
import { blockingCells, cellsToPaint, type Cell } from './stroke-starts';
import { laidOnAndLifted, trace } from './stroke-trace';

/**
 * How a course cover is painted for its preview: a painterly plan (after Hertzmann, "Painterly
 * rendering with curved brush strokes of multiple sizes", 1998), coarse to fine. Broad bristle
 * strokes of the picture's local colours block the whole page in; then smaller bristle, brush-pen
 * and fineliner strokes go where the painting still differs most from the picture. Every stroke
 * follows the picture's edges and lines and ends where the picture leaves its colour. Pure and
 * seeded: the same picture and seed give the same strokes, so a course paints the same way at
 * every visit.
 */

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

export const DEFAULT_MAX_STROKES = 800;

/** A colour channel as two hex digits. */
const hex = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');

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
  const canvas = new PlanCanvas(pic.width, pic.height);
  const random = prng(o.seed);
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

/** The whole plan in one go, for callers that need not share the thread. */
export function planStrokes(src: CoverPixels, o: PlanOptions): PlannedStroke[] {
  const steps = planByLevel(src, o);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
