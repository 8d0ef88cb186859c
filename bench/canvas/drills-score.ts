// Scoring drills, timed in V8 as the practice board and the server run it: one stroke as the pen
// lifts, and a whole 200-stroke attempt as the server recomputes it from the submitted JSON.
import {
  attemptStrokes,
  drillPlan,
  DrillScorer,
  scoreAttempt,
  type DrillParams,
} from '../../packages/canvas/src/core/drills';
import { parseLog } from '../../packages/canvas/src/core/log/parse';
import { attemptLog, strokeFor } from '../../apps/server/src/db/seed/drill-strokes';

/** About a pixel and a half of tremor: a steady hand's stroke, neither perfect nor scrawled. */
const TREMOR = 1.5;

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
      const perLap = goal.kind === 'ellipse' ? samples / goal.laps : samples;
      const stroke = strokeFor(goal, TREMOR + (i % 3) * 0.5, perLap);
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
  const strokes = plan.goals.flatMap((goal) =>
    Array.from({ length: 5 }, (_, k) => strokeFor(goal, TREMOR + k * 0.3, 200)),
  );
  const body = JSON.stringify(attemptLog(plan, strokes));
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
    strokes: strokes.length,
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
