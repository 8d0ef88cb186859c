// The selection's cost (part of `npm run bench:canvas`; `node bench/canvas/transform.mjs` runs
// it alone): run.mjs's 3,000-event stroke as a drag of a whole 4000 × 4000 layer selected
// (main-thread ms per event, each event drawn in a frame of its own, so the goal is a 60 fps
// frame; and against the bare 2D canvas floor), then its drop, the one resample into the
// layer; and the history after 100 operations of which half are transforms (docs/performance-budgets.md:
// ≤ 64 MB).
import { pathToFileURL } from 'node:url';
import { openBench } from './harness.mjs';

/** `floor`: the bare canvas, if measured already. */
export async function measureTransform(bench, { floor } = {}) {
  const bare = floor ?? (await bench.strokeCost('/bare.html', '#c'));
  let drop = null;
  const drag = await bench.strokeCost('/engine.html?size=4000&select=all', '[data-board]', {
    // The board is fitted into the page: 4000 units in 1100 px, so the stroke stays on it.
    viewport: { width: 1100, height: 1200 },
    after: async (page) => {
      drop = await page.evaluate(() => window.bench.commitSelection());
    },
  });
  const page = await bench.browser.newPage();
  await page.goto(bench.base + '/engine.html');
  const history = await page.evaluate(() => window.bench.history100Transforms());
  await page.close();
  return {
    drag4000: {
      early: drag.early,
      late: drag.late,
      ratio: { early: drag.early / bare.early, late: drag.late / bare.late },
      handler: drag.perEvent?.handler ?? null,
    },
    drop4000: drop,
    history100WithTransforms: {
      mb: history.historyBytes / 2 ** 20,
      undoMedianMs: history.undoMedianMs,
      undoMaxMs: history.undoMaxMs,
    },
  };
}

export const HISTORY_BUDGET_MB = 64;
const FRAME_MS = 1000 / 60;

export const transformWithinBudget = (r) =>
  r.history100WithTransforms.mb <= HISTORY_BUDGET_MB &&
  r.drag4000.early <= FRAME_MS &&
  r.drag4000.late <= FRAME_MS;

export function printTransform(r) {
  const f = (n) => n.toFixed(3);
  const d = r.drag4000;
  console.log(`selection: a whole 4000 × 4000 layer dragged   early    late
  main-thread ms per pointer event   ${f(d.early)}   ${f(d.late)}   (goal ≤ ${FRAME_MS.toFixed(1)}, a frame; ${f(d.ratio.early)}× ${f(d.ratio.late)}× the floor)
  pointer handler, ms                median ${f(d.handler.median)}  p95 ${f(d.handler.p95)}  max ${f(d.handler.max)}
  the drop (one resample)            ${r.drop4000?.committed ? `${r.drop4000.ms.toFixed(0)} ms` : 'nothing was committed'}
history after 100 operations, 50 of them transforms   ${r.history100WithTransforms.mb.toFixed(2)} MB (budget ≤ ${HISTORY_BUDGET_MB})
  undo latency                       median ${f(r.history100WithTransforms.undoMedianMs)} ms, max ${f(r.history100WithTransforms.undoMaxMs)} ms
`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bench = await openBench({ paintAlong: false });
  try {
    const r = await measureTransform(bench);
    printTransform(r);
    process.exitCode = transformWithinBudget(r) ? 0 : 1;
  } finally {
    await bench.close();
  }
}
