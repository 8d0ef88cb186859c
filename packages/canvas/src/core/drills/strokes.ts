import { measureConvergence, CONVERGENCE_HALF } from '../analysis/convergence';
import { HATCH_ANGLE_HALF, HATCH_SPACING_HALF } from '../analysis/hatching';
import {
  axialDifference,
  axisOf,
  DEG,
  distance,
  lineAngle,
  pointAt,
  traceOf,
  type Axis,
  type Board,
  type Point,
} from '../analysis/path';
import { measurePressure } from '../analysis/pressure';
import { halving, meanOf } from '../analysis/score';
import { analyseEllipse, analyseLine } from '../analysis/stroke';
import { measureWobble } from '../analysis/wobble';
import { measureHesitation } from '../analysis/hesitation';
import type { EllipseGoal, LineGoal, PatchGoal, Perspective, RampGoal } from './plan';

/**
 * One stroke's result: its scores by measure (the stroke's score is their plain mean, as in
 * decision 0107) and the raw figures a tip or an overlay reads.
 */
export interface Scored {
  readonly scores: Readonly<Record<string, number>>;
  readonly figures: Readonly<Record<string, number>>;
  readonly score: number;
}

const scored = (scores: Record<string, number>, figures: Record<string, number>): Scored => ({
  scores,
  figures,
  score: meanOf(scores),
});

export function scoreLine(samples: readonly number[], goal: LineGoal, board: Board): Scored {
  const a = analyseLine(samples, goal, board);
  return scored(a.scores, {
    meanDeviation: a.line.meanDeviation,
    maxDeviation: a.line.maxDeviation,
    overshootA: a.line.overshootA,
    overshootB: a.line.overshootB,
    angleError: a.line.angleError,
    wobble: a.wobble.rms,
    speedCv: a.speed.cv,
    ...thirdsOf(a.speed.thirds),
    pauses: a.hesitation.pauses.length,
  });
}

export function scoreEllipse(samples: readonly number[], goal: EllipseGoal): Scored {
  const a = analyseEllipse(samples, goal);
  const e = a.ellipse;
  return scored(a.scores, {
    roundnessError: e.roundnessError,
    alignmentError: e.alignmentError,
    centreOffset: e.centreOffset,
    sizeError: e.sizeError,
    closure: e.closure * goal.majorAxis,
    laps: e.laps,
    lapsAsked: goal.laps,
    wobble: a.wobble.rms,
    speedCv: a.speed.cv,
    ...thirdsOf(a.speed.thirds),
    pauses: a.hesitation.pauses.length,
  });
}

/** A pressure ramp runs from dot a: drawn from b, the stroke is judged against the ramp turned. */
export function scoreRamp(samples: readonly number[], goal: RampGoal, board: Board): Scored {
  const line = analyseLine(samples, goal, board);
  const trace = traceOf(samples);
  const first = pointAt(trace.points, 0);
  const last = pointAt(trace.points, trace.points.length - 1);
  const forward =
    distance(first, goal.a) + distance(last, goal.b) <=
    distance(first, goal.b) + distance(last, goal.a);
  const pressure = measurePressure(
    trace,
    forward ? { from: goal.from, to: goal.to } : { from: goal.to, to: goal.from },
  );
  return scored(
    {
      deviation: line.scores.deviation,
      ends: line.scores.ends,
      wobble: line.scores.wobble,
      pressure: pressure.score,
    },
    {
      meanDeviation: line.line.meanDeviation,
      overshootA: line.line.overshootA,
      overshootB: line.line.overshootB,
      wobble: line.wobble.rms,
      pressureError: pressure.meanError,
      pressureFrom: forward ? goal.from : goal.to,
    },
  );
}

/** Which way a box edge runs: to vanishing point 0 or 1, or straight down (2). */
export type EdgeFamily = 0 | 1 | 2;

function edgeErrors(axis: Axis | null, perspective: Perspective): [number, number, number] {
  if (!axis) return [90, 90, 90];
  const [left, right] = perspective.vanishingPoints;
  const toVp = (vp: Point) => {
    const vx = vp.x - axis.centre.x;
    const vy = vp.y - axis.centre.y;
    return vx === 0 && vy === 0 ? 0 : lineAngle(axis.dx, axis.dy, vx, vy);
  };
  return [toVp(left), toVp(right), lineAngle(axis.dx, axis.dy, 0, 1)];
}

/**
 * A box's edge is judged against the direction it was meant for, which is the one it is nearest:
 * a student's slightly wrong edge still shows how far it missed, never a random 60°.
 */
export function scoreBoxEdge(samples: readonly number[], perspective: Perspective): Scored {
  const trace = traceOf(samples);
  const axis = axisOf(trace.points);
  const errors = edgeErrors(axis, perspective);
  let family: EdgeFamily = 0;
  if (errors[1] < errors[family]) family = 1;
  if (errors[2] < errors[family]) family = 2;
  const angleError = errors[family];
  const vp = family === 2 ? null : perspective.vanishingPoints[family];
  const convergence = vp
    ? measureConvergence(trace.points, vp).score
    : halving(angleError, CONVERGENCE_HALF);
  const wobble = measureWobble(trace.points);
  const hesitation = measureHesitation(trace);
  return scored(
    { convergence, wobble: wobble.score, hesitation: hesitation.score },
    { family, angleError, wobble: wobble.rms, pauses: hesitation.pauses.length },
  );
}

/** Where a line's ink sits across a patch's direction: the spacing between hatches is read here. */
export function acrossPatch(points: readonly Point[], goal: PatchGoal): number | null {
  const axis = axisOf(points);
  if (!axis) return null;
  const radians = goal.angle / DEG;
  return -axis.centre.x * Math.sin(radians) + axis.centre.y * Math.cos(radians);
}

/**
 * A hatch: its angle against the patch's, its gap to the nearest hatch drawn before it in the
 * same patch against the gap asked for (the first has none to keep), and how steady it was.
 */
export function scoreHatch(
  samples: readonly number[],
  goal: PatchGoal,
  earlier: readonly number[],
): Scored & { readonly across: number | null } {
  const trace = traceOf(samples);
  const axis = axisOf(trace.points);
  const across = acrossPatch(trace.points, goal);
  const angleError = axis
    ? Math.abs(axialDifference(Math.atan2(axis.dy, axis.dx) * DEG, goal.angle))
    : 90;
  const wobble = measureWobble(trace.points);
  const scores: Record<string, number> = {
    angle: halving(angleError, HATCH_ANGLE_HALF),
    wobble: wobble.score,
  };
  const figures: Record<string, number> = { angleError, wobble: wobble.rms };
  if (across !== null && earlier.length > 0) {
    const gap = Math.min(...earlier.map((e) => Math.abs(e - across)));
    const error = Math.abs(gap - goal.spacing) / goal.spacing;
    scores.spacing = halving(error, HATCH_SPACING_HALF);
    figures.gap = gap;
    figures.spacing = goal.spacing;
  }
  return { ...scored(scores, figures), across };
}

function thirdsOf(thirds: readonly number[]): Record<string, number> {
  return { speedStart: thirds[0] ?? 0, speedMiddle: thirds[1] ?? 0, speedEnd: thirds[2] ?? 0 };
}
