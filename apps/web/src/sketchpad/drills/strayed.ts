import type { DrillGoal } from '@glossy/canvas/drills';

/** Ink farther than this from where it should be is drawn as strayed, px on the drill board. */
export const STRAY_PX = 6;

type Point = { x: number; y: number };

function distanceToLine(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p.x - a.x, p.y - a.y);
  return Math.abs((p.x - a.x) * dy - (p.y - a.y) * dx) / length;
}

/** The target ellipse as a closed polyline, enough points that its chords stay within 0.5 px. */
export function ellipseOutline(goal: Extract<DrillGoal, { kind: 'ellipse' }>, count = 96): Point[] {
  const a = goal.majorAxis / 2;
  const b = a * Math.sin((goal.degree * Math.PI) / 180);
  const major = ((goal.minorAngle + 90) * Math.PI) / 180;
  return Array.from({ length: count }, (_, i) => {
    const t = (2 * Math.PI * i) / count;
    const u = a * Math.cos(t);
    const v = b * Math.sin(t);
    return {
      x: goal.centre.x + u * Math.cos(major) - v * Math.sin(major),
      y: goal.centre.y + u * Math.sin(major) + v * Math.cos(major),
    };
  });
}

function distanceToOutline(p: Point, outline: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i] as Point;
    const b = outline[(i + 1) % outline.length] as Point;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(
      0,
      Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)),
    );
    best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
  }
  return best;
}

/**
 * The stretches of a stroke that wandered off its target, as runs of points to draw in red.
 * Boxes and hatches have no one line to be on: their errors are angles, shown another way.
 */
export function strayedRuns(goal: DrillGoal, points: readonly Point[]): Point[][] {
  let off: (p: Point) => number;
  if (goal.kind === 'line' || goal.kind === 'ramp') off = (p) => distanceToLine(p, goal.a, goal.b);
  else if (goal.kind === 'ellipse') {
    const outline = ellipseOutline(goal);
    off = (p) => distanceToOutline(p, outline);
  } else return [];
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (const p of points) {
    if (off(p) > STRAY_PX) run.push(p);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Every `stride`-th pair of a flat sample array, as points. */
export function pointsOf(samples: readonly number[], stride = 6): Point[] {
  const points: Point[] = [];
  for (let i = 0; i + 1 < samples.length; i += stride) {
    points.push({ x: samples[i] ?? 0, y: samples[i + 1] ?? 0 });
  }
  return points;
}
