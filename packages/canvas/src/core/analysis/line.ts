import {
  axisOf,
  diagonalOf,
  distance,
  lineAngle,
  lengthOf,
  pointAt,
  type Board,
  type Point,
} from './path';
import { halving, meanOf } from './score';

/** A line drill's target: the two dots the line should join. */
export interface LineTarget {
  readonly a: Point;
  readonly b: Point;
}

/** Mean deviation that halves the score: half a percent of the board's diagonal. */
export const DEVIATION_HALF = 0.005;
/** Mean miss at the ends that halves the score: one percent of the board's diagonal. */
export const ENDS_HALF = 0.01;
/** Angle error that halves the score, in degrees. */
export const ANGLE_HALF = 3;
/** Target dots nearer than this, px, are one point. */
export const MIN_SPAN = 1e-6;

export interface LineMeasure {
  /** Perpendicular distance from the target line, in px, weighed by arc length. */
  readonly meanDeviation: number;
  readonly maxDeviation: number;
  /** The same as fractions of the board's diagonal. */
  readonly meanDeviationOfDiagonal: number;
  readonly maxDeviationOfDiagonal: number;
  /**
   * Where the stroke ended against each dot, in px along the line: positive past the dot
   * (overshoot), negative short of it (undershoot). The stroke's end nearer a dot is that dot's.
   */
  readonly overshootA: number;
  readonly overshootB: number;
  /** Between the stroke's fitted line and the target's, 0–90°. */
  readonly angleError: number;
  readonly scores: { readonly deviation: number; readonly ends: number; readonly angle: number };
  /** The mean of `scores`. */
  readonly score: number;
}

/**
 * Integral of |d| over a segment whose signed distance runs linearly from d0 to d1; a sign change
 * splits it into two triangles. Exact, so the figure does not depend on how densely it was sampled.
 */
function absIntegral(d0: number, d1: number, length: number): number {
  if (d0 * d1 >= 0) return ((Math.abs(d0) + Math.abs(d1)) / 2) * length;
  return (length * (d0 * d0 + d1 * d1)) / (2 * (Math.abs(d0) + Math.abs(d1)));
}

export function measureLine(
  points: readonly Point[],
  target: LineTarget,
  board: Board,
): LineMeasure {
  const diagonal = diagonalOf(board);
  const span = distance(target.a, target.b);
  // Dots closer than this have no direction a float can trust: the target is a point, and
  // deviation and both ends are plain distances from it.
  const point = span < MIN_SPAN;
  const ux = point ? 1 : (target.b.x - target.a.x) / span;
  const uy = point ? 0 : (target.b.y - target.a.y) / span;
  const signed = (p: Point) =>
    point ? distance(p, target.a) : (p.x - target.a.x) * uy - (p.y - target.a.y) * ux;

  let max = 0;
  let integral = 0;
  let vertexSum = 0;
  for (let i = 0; i < points.length; i++) {
    const p = pointAt(points, i);
    const d = signed(p);
    max = Math.max(max, Math.abs(d));
    vertexSum += Math.abs(d);
    if (i > 0) {
      const a = pointAt(points, i - 1);
      integral += absIntegral(signed(a), d, distance(a, p));
    }
  }
  const length = lengthOf(points);
  // A stroke that never moved has no length to weigh by: its points count alike.
  const mean =
    length > 0 ? integral / length : points.length > 0 ? vertexSum / points.length : Infinity;

  let overshootA = -span;
  let overshootB = -span;
  if (points.length > 0) {
    let atA = pointAt(points, 0);
    let atB = pointAt(points, points.length - 1);
    if (
      distance(atA, target.b) + distance(atB, target.a) <
      distance(atA, target.a) + distance(atB, target.b)
    ) {
      [atA, atB] = [atB, atA];
    }
    overshootA = point
      ? distance(atA, target.a)
      : -((atA.x - target.a.x) * ux + (atA.y - target.a.y) * uy);
    overshootB = point
      ? distance(atB, target.b)
      : (atB.x - target.b.x) * ux + (atB.y - target.b.y) * uy;
  }

  const axis = axisOf(points);
  const angleError = point ? 0 : axis ? lineAngle(axis.dx, axis.dy, ux, uy) : 90;
  const scores = {
    deviation: halving(mean / diagonal, DEVIATION_HALF),
    ends: halving((Math.abs(overshootA) + Math.abs(overshootB)) / 2 / diagonal, ENDS_HALF),
    angle: halving(angleError, ANGLE_HALF),
  };
  return {
    meanDeviation: mean,
    maxDeviation: points.length > 0 ? max : Infinity,
    meanDeviationOfDiagonal: mean / diagonal,
    maxDeviationOfDiagonal: (points.length > 0 ? max : Infinity) / diagonal,
    overshootA,
    overshootB,
    angleError,
    scores,
    score: meanOf(scores),
  };
}
