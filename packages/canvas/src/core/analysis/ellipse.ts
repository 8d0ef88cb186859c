import { fitEllipse, type Ellipse } from './conic';
import { axialDifference, centroid, distance, pointAt, type Point } from './path';
import { halving, meanOf } from './score';

/** An ellipse drill's target. Angles in degrees in the board's coordinates (y down). */
export interface EllipseTarget {
  readonly centre: Point;
  /** Full length of the major axis, end to end, px. */
  readonly majorAxis: number;
  /** asin(minor / major), 0–90. */
  readonly degree: number;
  /** Direction of the minor axis. */
  readonly minorAngle: number;
  /** Times around the drill asks for (Drawabox: two or three); unscored when absent. */
  readonly laps?: number;
}

/** Degrees of roundness or alignment error that halve those scores. */
export const ELLIPSE_ANGLE_HALF = 5;
/** Start-to-end gap, over the target's major axis, that halves the closure score. */
export const CLOSURE_HALF = 0.05;
/** Centre offset, over the target's major axis, that halves the centre score. */
export const CENTRE_HALF = 0.05;
/** Relative error of the major axis that halves the size score. */
export const SIZE_HALF = 0.1;
/**
 * Within this many degrees of a circle the minor axis is less and less defined: its alignment
 * counts in proportion, and not at all for a circle.
 */
export const ROUND_BAND = 10;

export interface EllipseMeasure {
  /** Null when the points fit no ellipse (fewer than five, or on a line): every score is 0. */
  readonly fit: Ellipse | null;
  /** Fitted degree minus the target's: positive is rounder than asked. */
  readonly roundnessError: number;
  /** Fitted minor axis against the target's, (−90°, 90°]. */
  readonly alignmentError: number;
  readonly centreOffset: number;
  /** (fitted major axis − target's) / target's. */
  readonly sizeError: number;
  /** Gap between the stroke's first and last point over the target's major axis. */
  readonly closure: number;
  /** Winding around the fitted centre over 360°: 2.0 is twice around. */
  readonly turns: number;
  /** `turns` rounded: how many times it was traced around. */
  readonly laps: number;
  readonly scores: Readonly<Record<string, number>>;
  readonly score: number;
}

/**
 * Total angle swept around a centre. For a convex loop it equals the total turning of the
 * tangent, but a tremor's little left and right turns cancel instead of adding up.
 */
export function windingTurns(points: readonly Point[], centre: Point): number {
  let total = 0;
  let previous: number | null = null;
  for (const p of points) {
    if (p.x === centre.x && p.y === centre.y) continue;
    const angle = Math.atan2(p.y - centre.y, p.x - centre.x);
    if (previous !== null) {
      let step = angle - previous;
      if (step > Math.PI) step -= 2 * Math.PI;
      if (step < -Math.PI) step += 2 * Math.PI;
      total += step;
    }
    previous = angle;
  }
  return Math.abs(total) / (2 * Math.PI);
}

export function measureEllipse(points: readonly Point[], target: EllipseTarget): EllipseMeasure {
  const size = Math.max(1, target.majorAxis);
  const gap =
    points.length > 0 ? distance(pointAt(points, 0), pointAt(points, points.length - 1)) : 0;
  const closure = gap / size;
  const fit = fitEllipse(points);
  const turns = windingTurns(points, fit ? fit.centre : centroid(points));
  const laps = Math.round(turns);
  const lapScore: Record<string, number> =
    target.laps === undefined ? {} : { laps: halving(Math.abs(laps - target.laps), 1) };
  if (!fit) {
    const scores: Record<string, number> = {
      roundness: 0,
      alignment: 0,
      centre: 0,
      size: 0,
      closure: 0,
      ...lapScore,
    };
    return {
      fit,
      roundnessError: 90,
      alignmentError: 90,
      centreOffset: Infinity,
      sizeError: Infinity,
      closure,
      turns,
      laps,
      scores,
      score: meanOf(scores),
    };
  }
  const roundnessError = fit.degree - target.degree;
  const alignmentError = axialDifference(fit.minorAngle, target.minorAngle);
  const centreOffset = distance(fit.centre, target.centre);
  const sizeError = (2 * fit.semiMajor - size) / size;
  const flattened = Math.min(1, Math.max(0, (90 - target.degree) / ROUND_BAND));
  const scores: Record<string, number> = {
    roundness: halving(Math.abs(roundnessError), ELLIPSE_ANGLE_HALF),
    alignment: halving(Math.abs(alignmentError) * flattened, ELLIPSE_ANGLE_HALF),
    centre: halving(centreOffset / size, CENTRE_HALF),
    size: halving(Math.abs(sizeError), SIZE_HALF),
    closure: halving(closure, CLOSURE_HALF),
    ...lapScore,
  };
  return {
    fit,
    roundnessError,
    alignmentError,
    centreOffset,
    sizeError,
    closure,
    turns,
    laps,
    scores,
    score: meanOf(scores),
  };
}
