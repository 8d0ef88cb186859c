import { axisOf, lineAngle, type Point } from './path';
import { halving } from './score';

/** Convergence error that halves the score, in degrees. */
export const CONVERGENCE_HALF = 2;

export interface ConvergenceMeasure {
  /** Between the edge's fitted line and the line from its midpoint to the vanishing point, 0–90°. */
  readonly angleError: number;
  readonly score: number;
}

/**
 * The edge's midpoint is the centre of its ink (on the fitted line), so a ragged end does not
 * drag it; an edge with no extent has no direction and scores 0.
 */
export function measureConvergence(
  points: readonly Point[],
  vanishingPoint: Point,
): ConvergenceMeasure {
  const axis = axisOf(points);
  if (!axis) return { angleError: 90, score: 0 };
  const vx = vanishingPoint.x - axis.centre.x;
  const vy = vanishingPoint.y - axis.centre.y;
  // A vanishing point on the edge itself constrains nothing.
  const angleError = vx === 0 && vy === 0 ? 0 : lineAngle(axis.dx, axis.dy, vx, vy);
  return { angleError, score: halving(angleError, CONVERGENCE_HALF) };
}
