import { drillPlan, type DrillGoal, type DrillPlan } from '@glossy/canvas/drills';
import type { DrillSpecInput, LessonInput } from '@glossy/contract';

/** A drill lesson as the studio sends it. */
export const drillLesson = (title: string, drill: DrillSpecInput): LessonInput => ({
  title,
  kind: 'drill',
  durationSec: 600,
  preview: false,
  drill,
});

const FRAME_MS = 8;

/** A stroke's flat samples along `points`, one a frame, with an even pressure. */
const samplesAlong = (points: readonly { x: number; y: number }[], pressure = 0.5) =>
  points.flatMap((p, i) => [
    Math.round(p.x * 100) / 100,
    Math.round(p.y * 100) / 100,
    pressure,
    0,
    0,
    i * FRAME_MS,
  ]);

/** The straight stroke a steady hand would draw for a target, `wobble` px sideways at most. */
export function strokeFor(goal: DrillGoal, wobble = 0, n = 60): number[] {
  const line = (a: { x: number; y: number }, b: { x: number; y: number }) => {
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

/** Every target of a round drawn once, as cleanly as `wobble` allows. */
export function drawnRound(spec: Parameters<typeof drillPlan>[0], round: number, wobble = 0) {
  const plan = drillPlan(spec, round);
  return {
    plan,
    log: attemptLog(
      plan,
      plan.goals.map((goal) => strokeFor(goal, wobble)),
    ),
  };
}
