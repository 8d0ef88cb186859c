// Scoring drills, timed in V8 as the practice board and the server run it: one stroke as the pen
// lifts, and a whole 200-stroke attempt as the server recomputes it from the submitted JSON.
import {
  attemptStrokes,
  drillPlan,
  DrillScorer,
  scoreAttempt,
  type DrillGoal,
  type DrillParams,
} from '../../packages/canvas/src/core/drills';
import { parseLog } from '../../packages/canvas/src/core/log/parse';
import { prng } from '../../packages/canvas/src/core/raster/texture';

const RATE_HZ = 240;

/** A hand's stroke for a goal: `n` samples at 240 Hz, with a tremor of about a pixel. */
function strokeFor(goal: DrillGoal, n: number, seed: number): number[] {
  const rnd = prng(seed);
  const out: number[] = [];
  const push = (x: number, y: number, i: number) =>
    out.push(
      Math.round((x + (rnd() - 0.5) * 2) * 100) / 100,
      Math.round((y + (rnd() - 0.5) * 2) * 100) / 100,
      Math.round((0.4 + 0.3 * Math.sin((i / n) * Math.PI)) * 1000) / 1000,
      30,
      -10,
      Math.round(((i * 1000) / RATE_HZ) * 10) / 10,
    );
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    if (goal.kind === 'ellipse') {
      const a = goal.majorAxis / 2;
      const b = a * Math.sin((goal.degree * Math.PI) / 180);
      const m = ((goal.minorAngle + 90) * Math.PI) / 180;
      const u = a * Math.cos(t * Math.PI * 2 * goal.laps);
      const v = b * Math.sin(t * Math.PI * 2 * goal.laps);
      push(
        goal.centre.x + u * Math.cos(m) - v * Math.sin(m),
        goal.centre.y + u * Math.sin(m) + v * Math.cos(m),
        i,
      );
    } else if (goal.kind === 'line' || goal.kind === 'ramp') {
      push(goal.a.x + (goal.b.x - goal.a.x) * t, goal.a.y + (goal.b.y - goal.a.y) * t, i);
    } else if (goal.kind === 'box') {
      push(goal.top.x + 120 * t, goal.top.y - 30 * t, i);
    } else {
      push(goal.x + goal.size * t, goal.y + goal.size * t, i);
    }
  }
  return out;
}

const spec = (over: Partial<DrillParams>): DrillParams => ({
  type: 'lines',
  count: 20,
  seed: 7,
  minLength: 200,
  maxLength: 600,
  degrees: [15, 30, 45, 60],
  repeats: 1,
  ...over,
});

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: s.at(-1) ?? 0, count: s.length };
}

/** Per stroke at the pen's lift: the scorer's `add`, for lines and for ellipses twice around. */
function perStroke(type: 'lines' | 'ellipses' | 'boxes' | 'hatching', samples: number) {
  const times: number[] = [];
  for (let round = 0; round < 40; round++) {
    const plan = drillPlan(spec({ type, repeats: type === 'ellipses' ? 2 : 1 }), round);
    const scorer = new DrillScorer(plan);
    plan.goals.forEach((goal, i) => {
      const stroke = strokeFor(goal, samples, round * 100 + i);
      const t0 = performance.now();
      scorer.add(stroke);
      times.push(performance.now() - t0);
    });
  }
  return stats(times.slice(40));
}

/** The server's path for a 200-stroke attempt: JSON in, the engine's parser, every stroke scored. */
function serverAttempt() {
  const plan = drillPlan(spec({ type: 'superimposed', count: 40, repeats: 5 }), 0);
  const ops = plan.goals.flatMap((goal, g) =>
    Array.from({ length: 5 }, (_, k) => ({
      t: 'stroke',
      layer: 'layer-1',
      brush: 'pen',
      color: '#1f2937',
      size: 4,
      opacity: 1,
      stabilizer: 0,
      pressure: 'device',
      seed: g * 5 + k + 1,
      points: strokeFor(goal, 200, g * 5 + k),
    })),
  );
  const body = JSON.stringify({
    format: 'glossy-drawer/stroke-log',
    version: 1,
    width: plan.board.width,
    height: plan.board.height,
    scale: 1,
    background: '#ffffff',
    ops,
  });
  const times: number[] = [];
  const parsing: number[] = [];
  let score = 0;
  for (let i = 0; i < 23; i++) {
    const t0 = performance.now();
    const log = parseLog(JSON.parse(body));
    const t1 = performance.now();
    const strokes = attemptStrokes(log.ops).map((op) => op.points);
    score = scoreAttempt(plan, strokes).score;
    times.push(performance.now() - t0);
    parsing.push(t1 - t0);
  }
  return {
    ...stats(times.slice(3)),
    parseMedian: stats(parsing.slice(3)).median,
    strokes: ops.length,
    bodyKb: body.length / 1024,
    score,
  };
}

export function measureDrillScoring() {
  return {
    perStroke: {
      line200: perStroke('lines', 200),
      ellipse400: perStroke('ellipses', 400),
      boxEdge100: perStroke('boxes', 100),
      hatch100: perStroke('hatching', 100),
    },
    serverAttempt200: serverAttempt(),
  };
}
