import type {
  BoxGoal,
  DrillGoal,
  DrillPlan,
  EllipseGoal,
  PatchGoal,
  Perspective,
  RampGoal,
} from '@glossy/canvas/drills';
import type { Rng } from './demo-sketch';

// Strokes drawn in code for drill targets: the API tests' exact ones (`strokeFor`), and a hand
// that improves with practice for the demo student's attempts (`handStrokes`). Both give flat
// samples, [x, y, pressure, tiltX, tiltY, ms] a sample, as the practice board records them.

interface Pt {
  x: number;
  y: number;
}

const FRAME_MS = 8;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** A stroke's flat samples along `points`, one a frame, with an even pressure. */
const samplesAlong = (points: readonly Pt[], pressure = 0.5) =>
  points.flatMap((p, i) => [round2(p.x), round2(p.y), pressure, 0, 0, i * FRAME_MS]);

/** The straight stroke a steady hand would draw for a target, `wobble` px sideways at most. */
export function strokeFor(goal: DrillGoal, wobble = 0, n = 60): number[] {
  const line = (a: Pt, b: Pt) => {
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const nx = -(b.y - a.y) / length;
    const ny = (b.x - a.x) / length;
    return Array.from({ length: n }, (_, i) => {
      const t = i / (n - 1);
      const s = wobble * Math.sin(i * 1.7) * Math.cos(i * 0.9);
      return { x: a.x + (b.x - a.x) * t + nx * s, y: a.y + (b.y - a.y) * t + ny * s };
    });
  };
  switch (goal.kind) {
    case 'line':
    case 'ramp':
      return samplesAlong(line(goal.a, goal.b));
    case 'box':
      return samplesAlong(line(goal.top, goal.bottom));
    case 'patch':
      return samplesAlong(
        line({ x: goal.x, y: goal.y }, { x: goal.x + goal.size, y: goal.y + goal.size }),
      );
    case 'ellipse': {
      const a = goal.majorAxis / 2;
      const b = a * Math.sin((goal.degree * Math.PI) / 180);
      const major = ((goal.minorAngle + 90) * Math.PI) / 180;
      const laps = goal.laps;
      return samplesAlong(
        Array.from({ length: n * laps }, (_, i) => {
          const t = (2 * Math.PI * laps * i) / (n * laps - 1);
          const u = a * Math.cos(t) + wobble * Math.sin(i * 1.7);
          const v = b * Math.sin(t);
          return {
            x: goal.centre.x + u * Math.cos(major) - v * Math.sin(major),
            y: goal.centre.y + u * Math.sin(major) + v * Math.cos(major),
          };
        }),
      );
    }
  }
}

/** A stroke log on the drill's board with one pen stroke per sample list. */
export function attemptLog(plan: DrillPlan, strokes: readonly number[][]) {
  return {
    format: 'glossy-drawer/stroke-log' as const,
    version: 1,
    width: plan.board.width,
    height: plan.board.height,
    scale: 1,
    background: '#ffffff',
    ops: strokes.map((points, i) => ({
      t: 'stroke',
      layer: 'layer-1',
      brush: 'pen',
      color: '#1f2937',
      size: 4,
      opacity: 1,
      stabilizer: 0,
      pressure: 'device',
      seed: i + 1,
      points,
    })),
  };
}

/**
 * A student's hand on one day: `skill` 0 is a first try (bowed, shaky lines that miss their dots,
 * a stop half-way), 1 a practised hand (straight, smooth, steady). Every error scales with
 * 1 − skill, so a hand that practises draws better, as the demo's progress charts show.
 */
export interface Hand {
  readonly skill: number;
  readonly rng: Rng;
}

const DEG = Math.PI / 180;
const add = (p: Pt, q: Pt, k = 1): Pt => ({ x: p.x + q.x * k, y: p.y + q.y * k });
const towards = (from: Pt, to: Pt, length: number): Pt => {
  const d = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return add(from, { x: to.x - from.x, y: to.y - from.y }, length / d);
};
const turned = (centre: Pt, p: Pt, degrees: number): Pt => {
  const c = Math.cos(degrees * DEG);
  const s = Math.sin(degrees * DEG);
  const x = p.x - centre.x;
  const y = p.y - centre.y;
  return { x: centre.x + x * c - y * s, y: centre.y + x * s + y * c };
};
/** The minimum-jerk profile: how far along a practised movement is at time x of it. */
const minJerk = (x: number) => x * x * x * (10 - 15 * x + 6 * x * x);

/**
 * Samples along `path` (u from 0 to 1, `length` px long): timed like a hand of this skill, with
 * its tremor across the path and, for a first-timer, uneven speed and sometimes a stop.
 */
function drawn(
  hand: Hand,
  path: (u: number) => Pt,
  length: number,
  pressure: (u: number) => number = () => 0.5,
): number[] {
  const { rng } = hand;
  const err = 1 - hand.skill;
  const speed = 0.7 + 1.1 * hand.skill;
  const n = Math.max(16, Math.round(length / speed / FRAME_MS));
  const tremor = 0.1 + 2.2 * err * err;
  const [p1, p2, p3] = [rng.range(0, 6.3), rng.range(0, 6.3), rng.range(0, 6.3)];
  const pauseAt = rng.next() < 0.55 * err * err ? Math.floor(n * rng.range(0.3, 0.75)) : -1;
  const out: number[] = [];
  let ms = 0;
  for (let i = 0; i < n; i++) {
    const u = minJerk(i / (n - 1));
    const p = path(u);
    const next = path(Math.min(1, u + 1e-3));
    const d = Math.hypot(next.x - p.x, next.y - p.y) || 1;
    const across = { x: -(next.y - p.y) / d, y: (next.x - p.x) / d };
    const s = u * length;
    const shake =
      tremor * (0.6 * Math.sin((2 * Math.PI * s) / 11 + p1) + 0.4 * Math.sin(s / 1.3 + p2));
    const at = add(p, across, shake);
    if (i > 0) {
      const surge = 1 + 0.7 * err * Math.sin((2 * Math.PI * i) / n + p3);
      ms += FRAME_MS * surge + (i === pauseAt ? rng.range(170, 320) : 0);
    }
    const pen = Math.min(1, Math.max(0.05, pressure(u) + rng.range(-0.02, 0.02) * (1 + 3 * err)));
    out.push(round2(at.x), round2(at.y), round2(pen), 0, 0, Math.round(ms));
  }
  return out;
}

/** A line from a to b as this hand draws it: ends that miss, a bow, the hand's tremor. */
function handLine(hand: Hand, a: Pt, b: Pt, pressure?: (u: number) => number): number[] {
  const { rng } = hand;
  const err = 1 - hand.skill;
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const dir = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
  const normal = { x: -dir.y, y: dir.x };
  const start = add(add(a, dir, rng.range(-8, 8) * err), normal, rng.range(-6, 6) * err);
  const end = add(add(b, dir, rng.range(-10, 16) * err), normal, rng.range(-8, 8) * err);
  const bow = (rng.next() < 0.5 ? -1 : 1) * (0.3 + 16 * err * err) * Math.min(1, length / 400);
  const path = (u: number) =>
    add(
      { x: start.x + (end.x - start.x) * u, y: start.y + (end.y - start.y) * u },
      normal,
      bow * Math.sin(Math.PI * u),
    );
  return drawn(hand, path, length, pressure);
}

/** Either way round: a line is the same line drawn from b. */
const eitherWay = (hand: Hand, a: Pt, b: Pt) =>
  hand.rng.next() < 0.3 ? handLine(hand, b, a) : handLine(hand, a, b);

function handEllipse(hand: Hand, goal: EllipseGoal): number[] {
  const { rng } = hand;
  const err = 1 - hand.skill;
  const centre = add(goal.centre, { x: rng.range(-7, 7) * err, y: rng.range(-7, 7) * err });
  const a = (goal.majorAxis / 2) * (1 + rng.range(-0.12, 0.12) * err);
  const degree = Math.min(88, Math.max(3, goal.degree + rng.range(-11, 11) * err));
  const b = a * Math.sin(degree * DEG);
  const major = (goal.minorAngle + 90 + rng.range(-9, 9) * err) * DEG;
  const from = rng.range(0, 2 * Math.PI);
  const turns = 2 * Math.PI * goal.laps - rng.range(0, 0.6) * err;
  const drift = rng.range(-4, 4) * err;
  const path = (u: number) => {
    const t = from + turns * u;
    const grow = 1 + (drift * u) / a;
    const x = a * grow * Math.cos(t);
    const y = b * grow * Math.sin(t);
    return {
      x: centre.x + x * Math.cos(major) - y * Math.sin(major),
      y: centre.y + x * Math.sin(major) + y * Math.cos(major),
    };
  };
  const perimeter = Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b)));
  return drawn(hand, path, perimeter * (turns / (2 * Math.PI)));
}

/** Where the lines from p towards vp and from q towards wp cross. */
function crossing(p: Pt, vp: Pt, q: Pt, wp: Pt): Pt {
  const d1 = { x: vp.x - p.x, y: vp.y - p.y };
  const d2 = { x: wp.x - q.x, y: wp.y - q.y };
  const det = d1.x * d2.y - d1.y * d2.x || 1e-9;
  const t = ((q.x - p.x) * d2.y - (q.y - p.y) * d2.x) / det;
  return add(p, d1, t);
}

/**
 * A box's nine visible edges from its near vertical one: the top and bottom edges towards each
 * vanishing point, the two far verticals, the two back edges of the top. Each edge leaves its
 * corner a few degrees off in a new hand's drawing.
 */
function handBox(hand: Hand, goal: BoxGoal, perspective: Perspective): number[][] {
  const { rng } = hand;
  const err = 1 - hand.skill;
  const [left, right] = perspective.vanishingPoints;
  const depth = (goal.bottom.y - goal.top.y) * rng.range(0.4, 0.55);
  const { top, bottom } = goal;
  const topLeft = towards(top, left, depth);
  const bottomLeft = crossing(bottom, left, topLeft, { x: topLeft.x, y: topLeft.y + 1 });
  const topRight = towards(top, right, depth * rng.range(0.8, 1.1));
  const bottomRight = crossing(bottom, right, topRight, { x: topRight.x, y: topRight.y + 1 });
  const back = crossing(topLeft, right, topRight, left);
  const edge = (p: Pt, q: Pt) => eitherWay(hand, p, turned(p, q, rng.range(-7, 7) * err));
  return [
    edge(top, bottom),
    edge(top, topLeft),
    edge(bottom, bottomLeft),
    edge(top, topRight),
    edge(bottom, bottomRight),
    edge(topLeft, bottomLeft),
    edge(topRight, bottomRight),
    edge(topLeft, back),
    edge(topRight, back),
  ];
}

/** Six hatches across a patch, their gaps and angle as even as the hand keeps them. */
function handHatches(hand: Hand, goal: PatchGoal): number[][] {
  const { rng } = hand;
  const err = 1 - hand.skill;
  const centre = { x: goal.x + goal.size / 2, y: goal.y + goal.size / 2 };
  const count = 6;
  let offset = (-(count - 1) / 2) * goal.spacing;
  return Array.from({ length: count }, () => {
    const angle = (goal.angle + rng.range(-12, 12) * err) * DEG;
    const dir = { x: Math.cos(angle), y: Math.sin(angle) };
    const across = { x: -Math.sin(goal.angle * DEG), y: Math.cos(goal.angle * DEG) };
    const mid = add(centre, across, offset);
    const half = goal.size * 0.36;
    offset += goal.spacing * (1 + rng.range(-0.7, 0.7) * err);
    return handLine(hand, add(mid, dir, -half), add(mid, dir, half));
  });
}

/** A pressure ramp: a new hand presses late and unevenly, a practised one evenly harder. */
function handRamp(hand: Hand, goal: RampGoal): number[] {
  const err = 1 - hand.skill;
  const bend = 1 + hand.rng.range(0.8, 2.2) * err;
  const pressure = (u: number) => goal.from + (goal.to - goal.from) * u ** bend;
  return handLine(hand, goal.a, goal.b, pressure);
}

/** Every target of a round drawn by this hand, in order: the attempt's strokes. */
export function handStrokes(plan: DrillPlan, hand: Hand): number[][] {
  return plan.goals.flatMap((goal): number[][] => {
    switch (goal.kind) {
      case 'line':
        return Array.from({ length: goal.passes }, () => eitherWay(hand, goal.a, goal.b));
      case 'ramp':
        return [handRamp(hand, goal)];
      case 'ellipse':
        return [handEllipse(hand, goal)];
      case 'box':
        return plan.perspective ? handBox(hand, goal, plan.perspective) : [];
      case 'patch':
        return handHatches(hand, goal);
    }
  });
}
