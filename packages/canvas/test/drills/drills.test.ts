import { describe, expect, it } from 'vitest';
import {
  DRILL_BOARD,
  drillPlan,
  DrillScorer,
  scoreAttempt,
  type DrillParams,
  type DrillPlan,
  type EllipseGoal,
  type LineGoal,
  type PatchGoal,
} from '../../src/core/drills';
import { ellipsePoints, linePoints, noisePattern, samplesOf } from '../analysis/strokes';

const params = (over: Partial<DrillParams> = {}): DrillParams => ({
  type: 'lines',
  count: 10,
  seed: 42,
  minLength: 200,
  maxLength: 500,
  degrees: [15, 30, 45, 60],
  repeats: 1,
  ...over,
});

const onBoard = (p: { x: number; y: number }) =>
  p.x >= 0 && p.y >= 0 && p.x <= DRILL_BOARD.width && p.y <= DRILL_BOARD.height;

const cleanLine = (g: LineGoal, n = 60) => samplesOf(linePoints(g.a, g.b, n));
const wobblyLine = (g: LineGoal, amplitude: number, n = 60) => {
  const noise = noisePattern(7, n);
  return samplesOf(linePoints(g.a, g.b, n, (i) => (noise[i] ?? 0) * amplitude));
};
const goalsOf = <T>(plan: DrillPlan) => plan.goals as readonly T[];

describe('drill plans', () => {
  it('are the same for the same seed and round, new for a new round', () => {
    const a = drillPlan(params());
    expect(drillPlan(params())).toEqual(a);
    expect(drillPlan(params(), 1)).not.toEqual(a);
    expect(drillPlan(params({ seed: 43 }))).not.toEqual(a);
  });

  it.each([
    'lines',
    'superimposed',
    'ghosted',
    'ellipses',
    'boxes',
    'hatching',
    'pressure',
  ] as const)('put every %s target on the board', (type) => {
    for (let round = 0; round < 20; round++) {
      const plan = drillPlan(params({ type, count: 12 }), round);
      expect(plan.goals).toHaveLength(12);
      for (const g of plan.goals) {
        if (g.kind === 'line' || g.kind === 'ramp') expect(onBoard(g.a) && onBoard(g.b)).toBe(true);
        if (g.kind === 'ellipse') expect(onBoard(g.centre)).toBe(true);
        if (g.kind === 'box') expect(onBoard(g.top) && onBoard(g.bottom)).toBe(true);
        if (g.kind === 'patch') expect(onBoard({ x: g.x + g.size, y: g.y + g.size })).toBe(true);
      }
    }
  });

  it('keeps line lengths within the range asked, even one the board barely holds', () => {
    const plan = drillPlan(params({ minLength: 300, maxLength: 320 }));
    for (const g of goalsOf<LineGoal>(plan)) {
      const length = Math.hypot(g.b.x - g.a.x, g.b.y - g.a.y);
      expect(length).toBeGreaterThan(299);
      expect(length).toBeLessThan(321);
    }
    const long = drillPlan(params({ minLength: 1000, maxLength: 1000, count: 3 }));
    expect(long.goals).toHaveLength(3);
  });

  it('lays ellipses out as a table of the degrees asked', () => {
    const plan = drillPlan(params({ type: 'ellipses', count: 8, degrees: [20, 50], repeats: 2 }));
    const goals = goalsOf<EllipseGoal>(plan);
    expect(goals.map((g) => g.degree)).toEqual([20, 50, 20, 50, 20, 50, 20, 50]);
    expect(goals.every((g) => g.laps === 2)).toBe(true);
  });
});

describe('scoring a drill', () => {
  it('scores a clean line high and a wobbly one clearly lower, with a tip', () => {
    const plan = drillPlan(params());
    const [goal] = goalsOf<LineGoal>(plan);
    if (!goal) throw new Error('no goal');
    const clean = new DrillScorer(plan).add(cleanLine(goal));
    const wobbly = new DrillScorer(plan).add(wobblyLine(goal, 6));
    expect(clean.goal).toBe(0);
    expect(clean.score).toBeGreaterThanOrEqual(95);
    expect(clean.tip).toBe('Clean and confident.');
    expect(wobbly.score).toBeLessThan(clean.score - 15);
    expect(wobbly.scores.wobble).toBeLessThan(50);
    expect(wobbly.tip).not.toBe('Clean and confident.');
  });

  it('gives each stroke the nearest goal still open, in any order', () => {
    const plan = drillPlan(params({ count: 3 }));
    const goals = goalsOf<LineGoal>(plan);
    const scorer = new DrillScorer(plan);
    expect(scorer.add(cleanLine(goals[2] as LineGoal)).goal).toBe(2);
    expect(scorer.add(cleanLine(goals[0] as LineGoal)).goal).toBe(0);
    // A second stroke on a done line goes to the one left.
    expect(scorer.add(cleanLine(goals[0] as LineGoal)).goal).toBe(1);
    const extra = scorer.add(cleanLine(goals[0] as LineGoal));
    expect(extra.goal).toBeNull();
    const result = scorer.result();
    expect(result.done).toBe(3);
    expect(result.strokes).toHaveLength(4);
  });

  it('takes as many strokes over a superimposed line as it asks', () => {
    const plan = drillPlan(params({ type: 'superimposed', count: 2, repeats: 3 }));
    const [first] = goalsOf<LineGoal>(plan);
    if (!first) throw new Error('no goal');
    const scorer = new DrillScorer(plan);
    const goalsHit = [1, 2, 3].map(() => scorer.add(cleanLine(first)).goal);
    expect(goalsHit).toEqual([0, 0, 0]);
    expect(scorer.add(cleanLine(first)).goal).toBe(1);
  });

  it('fits ellipses and tells a leaning one by how much', () => {
    const plan = drillPlan(params({ type: 'ellipses', count: 4, degrees: [40], repeats: 1 }));
    const [goal] = goalsOf<EllipseGoal>(plan);
    if (!goal) throw new Error('no goal');
    const shape = { centre: goal.centre, semiMajor: goal.majorAxis / 2, degree: 40 };
    const good = new DrillScorer(plan).add(
      samplesOf(ellipsePoints({ ...shape, minorAngle: goal.minorAngle }, 120)),
    );
    const leaning = new DrillScorer(plan).add(
      samplesOf(ellipsePoints({ ...shape, minorAngle: goal.minorAngle + 12 }, 120)),
    );
    expect(good.score).toBeGreaterThan(90);
    expect(leaning.figures.alignmentError).toBeCloseTo(12, 0);
    expect(leaning.scores.alignment).toBeLessThan(25);
    expect(leaning.tip).toBe('The ellipse leans 12° off its minor axis.');
  });

  it('judges a box edge against the vanishing point it runs to', () => {
    const plan = drillPlan(params({ type: 'boxes', count: 2 }));
    const perspective = plan.perspective;
    if (!perspective) throw new Error('no perspective');
    const [left, right] = perspective.vanishingPoints;
    const goal = plan.goals[0];
    if (goal?.kind !== 'box') throw new Error('no box');
    const toward = (vp: { x: number; y: number }, degrees: number) => {
      const angle = Math.atan2(vp.y - goal.top.y, vp.x - goal.top.x) + (degrees * Math.PI) / 180;
      const end = { x: goal.top.x + Math.cos(angle) * 80, y: goal.top.y + Math.sin(angle) * 80 };
      return samplesOf(linePoints(goal.top, end, 30));
    };
    const scorer = new DrillScorer(plan);
    const onTarget = scorer.add(toward(right, 0));
    const off = scorer.add(toward(left, 4));
    const vertical = scorer.add(samplesOf(linePoints(goal.top, goal.bottom, 30)));
    expect(onTarget.figures).toMatchObject({ family: 1 });
    expect(onTarget.figures.angleError).toBeLessThan(0.5);
    expect(off.figures).toMatchObject({ family: 0 });
    // Aimed 4° off from its start, the edge misses by a little more seen from its middle.
    expect(off.figures.angleError).toBeGreaterThan(4);
    expect(off.figures.angleError).toBeLessThan(6);
    expect(off.tip).toMatch(/^This edge misses its vanishing point by [45]°\.$/);
    expect(vertical.figures).toMatchObject({ family: 2, angleError: 0 });
    expect(onTarget.goal).toBe(0);
  });

  it('keeps hatches to the patch’s angle and spacing', () => {
    const plan = drillPlan(params({ type: 'hatching', count: 1 }));
    const [patch] = goalsOf<PatchGoal>(plan);
    if (!patch) throw new Error('no patch');
    const radians = (patch.angle * Math.PI) / 180;
    const hatch = (offset: number) => {
      const cx = patch.x + patch.size / 2 - Math.sin(radians) * offset;
      const cy = patch.y + patch.size / 2 + Math.cos(radians) * offset;
      const dx = Math.cos(radians) * 40;
      const dy = Math.sin(radians) * 40;
      return samplesOf(linePoints({ x: cx - dx, y: cy - dy }, { x: cx + dx, y: cy + dy }, 30));
    };
    const scorer = new DrillScorer(plan);
    const first = scorer.add(hatch(0));
    const even = scorer.add(hatch(patch.spacing));
    const wide = scorer.add(hatch(patch.spacing * 3));
    expect(first.scores.spacing).toBeUndefined();
    expect(even.scores.spacing).toBeCloseTo(100, 0);
    expect(wide.figures.gap).toBeCloseTo(patch.spacing * 2, 0);
    expect(wide.scores.spacing).toBeLessThan(5);
    expect(first.scores.angle).toBeGreaterThan(99);
  });

  it('scores a pressure ramp whichever end it starts from', () => {
    const plan = drillPlan(params({ type: 'pressure', count: 1 }));
    const goal = plan.goals[0];
    if (goal?.kind !== 'ramp') throw new Error('no ramp');
    const n = 50;
    let i = 0;
    const ramp = () => goal.from + ((goal.to - goal.from) * i++) / (n - 1);
    const forward = samplesOf(linePoints(goal.a, goal.b, n), ramp);
    i = 0;
    const backward = samplesOf(linePoints(goal.b, goal.a, n), () => {
      const p = goal.to + ((goal.from - goal.to) * i) / (n - 1);
      i++;
      return p;
    });
    const flat = samplesOf(linePoints(goal.a, goal.b, n), () => 0.5);
    const score = (s: number[]) => new DrillScorer(plan).add(s).scores.pressure ?? 0;
    expect(score(forward)).toBeGreaterThan(95);
    expect(score(backward)).toBeGreaterThan(95);
    expect(score(flat)).toBeLessThan(50);
  });

  it('scores an attempt as the mean of its strokes, the same every time', () => {
    const plan = drillPlan(params({ count: 4 }));
    const strokes = goalsOf<LineGoal>(plan).map((g, i) =>
      i % 2 ? cleanLine(g) : wobblyLine(g, 3),
    );
    const a = scoreAttempt(plan, strokes);
    const b = scoreAttempt(plan, strokes);
    expect(a).toEqual(b);
    const mean = a.strokes.reduce((sum, s) => sum + s.score, 0) / a.strokes.length;
    expect(a.score).toBeCloseTo(mean, 9);
    expect(Object.keys(a.measures).sort()).toEqual(
      ['angle', 'deviation', 'ends', 'hesitation', 'speed', 'wobble'].sort(),
    );
    expect(scoreAttempt(plan, []).score).toBe(0);
  });
});
