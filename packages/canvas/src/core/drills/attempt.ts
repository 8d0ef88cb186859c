import { centroid, distance, pointAt, traceOf, type Point } from '../analysis/path';
import { meanScore } from '../analysis/score';
import type { Op, StrokeOp } from '../doc/ops';
import type { DrillGoal, DrillPlan } from './plan';
import {
  acrossPatch,
  scoreBoxEdge,
  scoreEllipse,
  scoreHatch,
  scoreLine,
  scoreRamp,
  type Scored,
} from './strokes';
import { tipFor } from './tips';

/** One stroke of an attempt, scored against the goal it was drawn for. */
export interface StrokeResult extends Scored {
  /** Index into the plan's goals; null for a stroke drawn once every goal was done. */
  readonly goal: number | null;
  readonly tip: string;
}

export interface AttemptResult {
  readonly strokes: readonly StrokeResult[];
  /** The plain mean of the scored strokes' scores. */
  readonly score: number;
  /** Each measure's mean over the strokes that have it, for the summary and the charts. */
  readonly measures: Readonly<Record<string, number>>;
  /** Goals with every stroke they ask for drawn, out of all of them. */
  readonly done: number;
  readonly goals: number;
}

/** How far a stroke is from a goal, for deciding which goal it was drawn for. */
function reach(goal: DrillGoal, points: readonly Point[]): number {
  const first = pointAt(points, 0);
  const last = pointAt(points, points.length - 1);
  switch (goal.kind) {
    case 'line':
    case 'ramp':
      return (
        Math.min(
          distance(first, goal.a) + distance(last, goal.b),
          distance(first, goal.b) + distance(last, goal.a),
        ) / 2
      );
    case 'ellipse':
      return distance(centroid(points), goal.centre);
    case 'box':
      return distance(centroid(points), {
        x: goal.top.x,
        y: (goal.top.y + goal.bottom.y) / 2,
      });
    case 'patch':
      return distance(centroid(points), {
        x: goal.x + goal.size / 2,
        y: goal.y + goal.size / 2,
      });
  }
}

/** Strokes each goal takes before it is done; boxes and patches take any number. */
function strokesAsked(goal: DrillGoal): number {
  if (goal.kind === 'line') return goal.passes;
  if (goal.kind === 'box' || goal.kind === 'patch') return Infinity;
  return 1;
}

/**
 * Scores a drill's strokes one at a time, in the order they were drawn: the page calls `add` as
 * the pen lifts, the server feeds the submitted log's strokes through the same code, and both
 * arrive at the same figures. A stroke goes to the nearest goal still open, so targets may be
 * drawn in any order; a stroke past every goal is kept but not scored.
 */
export class DrillScorer {
  private readonly taken: number[];
  private readonly hatches = new Map<number, number[]>();
  private readonly results: StrokeResult[] = [];

  constructor(readonly plan: DrillPlan) {
    this.taken = plan.goals.map(() => 0);
  }

  add(samples: readonly number[]): StrokeResult {
    const points = traceOf(samples).points;
    const goal = this.goalFor(points);
    const result = goal === null ? unscored() : this.score(goal, samples, points);
    if (goal !== null) this.taken[goal] = (this.taken[goal] ?? 0) + 1;
    this.results.push(result);
    return result;
  }

  result(): AttemptResult {
    const scoredStrokes = this.results.filter((r) => r.goal !== null);
    const sums = new Map<string, { sum: number; n: number }>();
    for (const r of scoredStrokes) {
      for (const [name, value] of Object.entries(r.scores)) {
        const s = sums.get(name) ?? { sum: 0, n: 0 };
        sums.set(name, { sum: s.sum + value, n: s.n + 1 });
      }
    }
    const measures = Object.fromEntries([...sums].map(([name, s]) => [name, s.sum / s.n]));
    const done = this.plan.goals.filter(
      (goal, i) => (this.taken[i] ?? 0) >= Math.min(strokesAsked(goal), minimumFor(goal)),
    ).length;
    return {
      strokes: [...this.results],
      score: meanScore(scoredStrokes.map((r) => r.score)),
      measures,
      done,
      goals: this.plan.goals.length,
    };
  }

  private goalFor(points: readonly Point[]): number | null {
    if (points.length === 0) return null;
    let best: number | null = null;
    let bestReach = Infinity;
    this.plan.goals.forEach((goal, i) => {
      if ((this.taken[i] ?? 0) >= strokesAsked(goal)) return;
      const r = reach(goal, points);
      if (r < bestReach) {
        best = i;
        bestReach = r;
      }
    });
    return best;
  }

  private score(index: number, samples: readonly number[], points: readonly Point[]) {
    const goal = this.plan.goals[index] as DrillGoal;
    const { board, perspective } = this.plan;
    let s: Scored;
    switch (goal.kind) {
      case 'line':
        s = scoreLine(samples, goal, board);
        break;
      case 'ramp':
        s = scoreRamp(samples, goal, board);
        break;
      case 'ellipse':
        s = scoreEllipse(samples, goal);
        break;
      case 'box':
        if (!perspective) throw new Error('A box drill is planned with its perspective');
        s = scoreBoxEdge(samples, perspective);
        break;
      case 'patch': {
        const earlier = this.hatches.get(index) ?? [];
        s = scoreHatch(samples, goal, earlier);
        const across = acrossPatch(points, goal);
        if (across !== null) this.hatches.set(index, [...earlier, across]);
        break;
      }
    }
    return { ...s, goal: index, tip: tipFor(goal, s) };
  }
}

/** A box is done at its nine visible edges, a patch at five hatches: enough to judge either. */
function minimumFor(goal: DrillGoal): number {
  if (goal.kind === 'box') return 9;
  if (goal.kind === 'patch') return 5;
  return strokesAsked(goal);
}

function unscored(): StrokeResult {
  return {
    goal: null,
    scores: {},
    figures: {},
    score: 0,
    tip: 'Every target is done: this stroke is not scored.',
  };
}

/** Scores every stroke of an attempt in the order drawn. */
export function scoreAttempt(plan: DrillPlan, strokes: readonly (readonly number[])[]) {
  const scorer = new DrillScorer(plan);
  for (const samples of strokes) scorer.add(samples);
  return scorer.result();
}

/**
 * The strokes of a board's ops that make its attempt, in the order drawn: ink since the board's
 * last Clear. The eraser's strokes take ink away and are not drawn lines.
 */
export function attemptStrokes(ops: readonly Op[]): StrokeOp[] {
  const strokes: StrokeOp[] = [];
  for (const op of ops) {
    if (op.t === 'clear') strokes.length = 0;
    else if (op.t === 'stroke' && op.brush !== 'eraser') strokes.push(op);
  }
  return strokes;
}
