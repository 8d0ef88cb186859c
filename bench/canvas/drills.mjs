// Drill scoring's costs (issue 30): one stroke at the pen's lift (goal p95 ≤ 4 ms, so scoring
// never delays the next stroke) and a 200-stroke attempt recomputed on the server (goal ≤ 50 ms).
// Timed in Node's V8, the engine of both the server and Chromium.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
export const STROKE_GOAL_MS = 4;
export const ATTEMPT_GOAL_MS = 50;

export async function measureDrills() {
  const out = await build({
    entryPoints: [join(here, 'drills-score.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
  });
  const dir = mkdtempSync(join(tmpdir(), 'drills-bench-'));
  const file = join(dir, 'drills-score.mjs');
  writeFileSync(file, out.outputFiles[0].text);
  try {
    const { measureDrillScoring } = await import(pathToFileURL(file).href);
    return measureDrillScoring();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const drillsWithinBudget = (d) =>
  Object.values(d.perStroke).every((s) => s.p95 <= STROKE_GOAL_MS) &&
  d.serverAttempt200.median <= ATTEMPT_GOAL_MS;

export function printDrills(d) {
  const f = (n) => n.toFixed(2);
  const line = (name, s) =>
    `  ${name.padEnd(26)} median ${f(s.median)}  p95 ${f(s.p95)}  max ${f(s.max)} ms (${s.count})`;
  const a = d.serverAttempt200;
  console.log(`drill scoring (goal p95 ≤ ${STROKE_GOAL_MS} ms a stroke, ≤ ${ATTEMPT_GOAL_MS} ms an attempt)
  one stroke at the pen's lift
${line('line, 200 samples', d.perStroke.line200)}
${line('ellipse twice round, 400', d.perStroke.ellipse400)}
${line('box edge, 100 samples', d.perStroke.boxEdge100)}
${line('hatch, 100 samples', d.perStroke.hatch100)}
  a ${a.strokes}-stroke attempt on the server (${a.bodyKb.toFixed(0)} KB of JSON: parse, check, score)
    median ${f(a.median)}  p95 ${f(a.p95)}  max ${f(a.max)} ms (parsing and checking: ${f(a.parseMedian)} ms)
`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const d = await measureDrills();
  printDrills(d);
  console.log(drillsWithinBudget(d) ? 'within budget' : 'OVER BUDGET');
}
