import { measureEllipse, type EllipseMeasure, type EllipseTarget } from './ellipse';
import { measureHesitation, type HesitationMeasure } from './hesitation';
import { measureLine, type LineMeasure, type LineTarget } from './line';
import { traceOf, type Board } from './path';
import { meanOf, meanScore } from './score';
import { measureSpeed, type SpeedMeasure } from './speed';
import { measureWobble, type WobbleMeasure } from './wobble';

/** How the hand moved, whatever the stroke was meant to be. */
export interface HandMeasures {
  readonly wobble: WobbleMeasure;
  readonly speed: SpeedMeasure;
  readonly hesitation: HesitationMeasure;
}

export interface LineStrokeAnalysis extends HandMeasures {
  readonly line: LineMeasure;
  /** Every score that went into `score`, by name. */
  readonly scores: {
    readonly deviation: number;
    readonly ends: number;
    readonly angle: number;
    readonly wobble: number;
    readonly speed: number;
    readonly hesitation: number;
  };
  /** The plain mean of `scores`. */
  readonly score: number;
}

export interface EllipseStrokeAnalysis extends HandMeasures {
  readonly ellipse: EllipseMeasure;
  readonly scores: Readonly<Record<string, number>>;
  readonly score: number;
}

/**
 * A line stroke's score is the plain mean of six: deviation, ends, angle, wobble, speed and
 * hesitation, so each is a sixth of it and a teacher can add them up by hand.
 */
export function analyseLine(
  samples: readonly number[],
  target: LineTarget,
  board: Board,
): LineStrokeAnalysis {
  const trace = traceOf(samples);
  const line = measureLine(trace.points, target, board);
  const hand = handOf(trace);
  const scores = {
    deviation: line.scores.deviation,
    ends: line.scores.ends,
    angle: line.scores.angle,
    wobble: hand.wobble.score,
    speed: hand.speed.score,
    hesitation: hand.hesitation.score,
  };
  return { line, ...hand, scores, score: meanOf(scores) };
}

/** An ellipse stroke's score: the plain mean of the ellipse's own scores and the hand's three. */
export function analyseEllipse(
  samples: readonly number[],
  target: EllipseTarget,
): EllipseStrokeAnalysis {
  const trace = traceOf(samples);
  const ellipse = measureEllipse(trace.points, target);
  const hand = handOf(trace);
  const scores = {
    ...ellipse.scores,
    wobble: hand.wobble.score,
    speed: hand.speed.score,
    hesitation: hand.hesitation.score,
  };
  return { ellipse, ...hand, scores, score: meanOf(scores) };
}

function handOf(trace: ReturnType<typeof traceOf>): HandMeasures {
  return {
    wobble: measureWobble(trace.points),
    speed: measureSpeed(trace),
    hesitation: measureHesitation(trace),
  };
}

/** An attempt's score: the plain mean of its strokes' scores (0 for an attempt with none). */
export function attemptScore(strokeScores: readonly number[]): number {
  return meanScore(strokeScores);
}
