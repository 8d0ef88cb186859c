import type { Board, Point } from '../analysis/path';

/** The drill types a lesson can ask for (the contract's `drillTypes` lists the same). */
export type DrillType =
  'lines' | 'superimposed' | 'ghosted' | 'ellipses' | 'boxes' | 'hatching' | 'pressure';

/**
 * What an instructor set for a drill; the contract's `drillSpec` is checked against this shape,
 * so the engine stays free of the contract while both describe one thing.
 */
export interface DrillParams {
  readonly type: DrillType;
  /** Targets: lines, ellipses, boxes, hatching patches or pressure ramps. */
  readonly count: number;
  readonly seed: number;
  /** Shortest and longest line, px on the drill's board. */
  readonly minLength: number;
  readonly maxLength: number;
  /** Ellipse degrees, one row of the table each. */
  readonly degrees: readonly number[];
  /** Strokes over each line (superimposed) or times around each ellipse. */
  readonly repeats: number;
}

/** Every drill is drawn on a board of this size, so targets and scores mean the same anywhere. */
export const DRILL_BOARD: Board = { width: 1000, height: 700 };

/** A line between two dots; `passes` strokes are asked over it (superimposed lines: several). */
export interface LineGoal {
  readonly kind: 'line';
  readonly a: Point;
  readonly b: Point;
  readonly passes: number;
}

export interface EllipseGoal {
  readonly kind: 'ellipse';
  readonly centre: Point;
  readonly majorAxis: number;
  readonly degree: number;
  readonly minorAngle: number;
  readonly laps: number;
}

/**
 * A box in the plan's two-point perspective: its nearest vertical edge is given (top and bottom
 * dots); the student draws the rest towards the vanishing points.
 */
export interface BoxGoal {
  readonly kind: 'box';
  readonly top: Point;
  readonly bottom: Point;
}

/** A square patch to fill with parallel lines at `angle` (degrees, board coordinates). */
export interface PatchGoal {
  readonly kind: 'patch';
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly angle: number;
  /** The gap asked for between neighbouring lines, px. */
  readonly spacing: number;
}

/** A line whose pressure should ramp from `from` at dot a to `to` at dot b. */
export interface RampGoal {
  readonly kind: 'ramp';
  readonly a: Point;
  readonly b: Point;
  readonly from: number;
  readonly to: number;
}

export type DrillGoal = LineGoal | EllipseGoal | BoxGoal | PatchGoal | RampGoal;

/** Two-point perspective of a box drill: the horizon and its two vanishing points. */
export interface Perspective {
  readonly horizon: number;
  readonly vanishingPoints: readonly [Point, Point];
}

/** One round of a drill: its targets, on `DRILL_BOARD`, from the drill's seed and the round. */
export interface DrillPlan {
  readonly type: DrillType;
  readonly board: Board;
  readonly round: number;
  readonly goals: readonly DrillGoal[];
  readonly perspective: Perspective | null;
}
