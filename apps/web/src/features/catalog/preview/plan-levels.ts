import type { BrushId } from '@glossy/canvas';

/** One pass of the plan, coarse to fine: its brush, its size and how much it takes on. */
export interface Level {
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
export const levels: readonly Level[] = [
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

/** Strokes per level: the first covers the page, the rest share what is left of the budget. */
export function budgets(first: number, maxStrokes: number): number[] {
  const rest = Math.max(0, maxStrokes - first);
  return levels.map((level, i) => (i === 0 ? first : Math.floor(rest * level.share)));
}
