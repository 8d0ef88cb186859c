// Per-event cost of one long stroke on each board (part of `npm run bench:canvas`;
// `node bench/canvas/strokes.mjs` runs it alone): the bare 2D canvas (the floor), the plain
// sketchpad, the sketchpad with a vertical mirror (two copies) and with 8 radial segments
// (eight), the stroke on the top one of 16 layers all blending by multiply, and the stroke snapped
// to a two-point perspective's line and to an ellipse guide. The boards take turns, round after
// round, and each figure is the median over the rounds of its ratio to the floor measured in the
// same round, so a machine that slows down for a while moves both sides.
import { pathToFileURL } from 'node:url';
import { openBench } from './harness.mjs';

export const STROKE_CASES = {
  bare: ['/bare.html', '#c'],
  plain: ['/engine.html', '[data-board]'],
  mirror: ['/engine.html?symmetry=vertical', '[data-board]'],
  radial8: ['/engine.html?symmetry=radial-8', '[data-board]'],
  multiply16: ['/engine.html?layers=16-multiply', '[data-board]'],
  // Snapping on: the spiral put on a line to a vanishing point, and on an ellipse template.
  snapLine: ['/engine.html?guides=perspective-2', '[data-board]'],
  snapEllipse: ['/engine.html?guides=ellipse', '[data-board]'],
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function measureStrokes(strokeCost, { rounds = 3 } = {}) {
  const runs = Object.fromEntries(Object.keys(STROKE_CASES).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, [path, selector]] of Object.entries(STROKE_CASES)) {
      runs[name].push(await strokeCost(path, selector));
    }
  }
  const toFloor = (costs, window) => median(costs.map((c, i) => c[window] / runs.bare[i][window]));
  return Object.fromEntries(
    Object.entries(runs).map(([name, costs]) => [
      name,
      {
        early: median(costs.map((c) => c.early)),
        late: median(costs.map((c) => c.late)),
        ratio: { early: toFloor(costs, 'early'), late: toFloor(costs, 'late') },
        perEvent: costs.at(-1).perEvent,
        rounds,
      },
    ]),
  );
}

export function printStrokes(r) {
  const f = (n) => n.toFixed(3);
  const row = (label, c) =>
    `  ${label.padEnd(32)}${f(c.early)}   ${f(c.late)}   ratio ${f(c.ratio.early)} ${f(c.ratio.late)}` +
    (c.perEvent?.handler
      ? `   handler median ${f(c.perEvent.handler.median)} p95 ${f(c.perEvent.handler.p95)}`
      : '');
  console.log(`main-thread ms per pointer event, median of ${r.bare.rounds} rounds   early    late
${row('bare 2D canvas (floor)', r.bare)}
${row('sketchpad', r.plain)}
${row('vertical mirror (2 copies)', r.mirror)}
${row('radial, 8 segments', r.radial8)}
${row('16 layers in multiply', r.multiply16)}
${row('snapped to a vanishing point', r.snapLine)}
${row('snapped to an ellipse', r.snapEllipse)}
`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bench = await openBench({ paintAlong: false });
  try {
    printStrokes(await measureStrokes(bench.strokeCost));
  } finally {
    await bench.close();
  }
}
