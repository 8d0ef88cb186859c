// Per-event cost of one long stroke on each board (part of `npm run bench:canvas`;
// `node bench/canvas/strokes.mjs` runs it alone): the bare 2D canvas (the floor), the plain
// sketchpad, the sketchpad with a vertical mirror (two copies) and with 8 radial segments
// (eight), the stroke on the top one of 16 layers all blending by multiply (and with the mirror
// on too), the stroke snapped to a two-point perspective's line and to an ellipse guide, and the
// pen and watercolour 500 px wide. The boards take turns, round after round, and each figure is
// the median over the rounds of its ratio to the floor measured in the same round, so a machine
// that slows down for a while moves both sides.
import { pathToFileURL } from 'node:url';
import { openBench } from './harness.mjs';

export const STROKE_CASES = {
  bare: ['/bare.html', '#c'],
  // Not the floor, a reference: the bare canvas made low-latency like the sketchpad's layers.
  bareLowLatency: ['/bare.html?desynchronized', '#c'],
  plain: ['/engine.html', '[data-board]'],
  mirror: ['/engine.html?symmetry=vertical', '[data-board]'],
  radial8: ['/engine.html?symmetry=radial-8', '[data-board]'],
  multiply16: ['/engine.html?layers=16-multiply', '[data-board]'],
  // The heaviest board the budget names: 16 blended layers with a mirror on.
  multiply16Mirror: ['/engine.html?layers=16-multiply&symmetry=vertical', '[data-board]'],
  // Snapping on: the spiral put on a line to a vanishing point, and on an ellipse template.
  snapLine: ['/engine.html?guides=perspective-2', '[data-board]'],
  snapEllipse: ['/engine.html?guides=ellipse', '[data-board]'],
  // The widest brushes (500 px): the round pen, and watercolour, which is three times as wide
  // and grained, the heaviest per pixel.
  wide500Pen: ['/engine.html?brush=pen&width=500', '[data-board]'],
  wide500Watercolour: ['/engine.html?brush=watercolor&width=500', '[data-board]'],
  // The same wash with pressure off: every piece as wide as the last, so each skips the half
  // behind its start that the last one covered (raster/capsule.ts).
  wide500WatercolourSteady: [
    '/engine.html?brush=watercolor&width=500&pressure=off',
    '[data-board]',
  ],
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `only`: the boards to measure (the floor always is); every board by default. */
export async function measureStrokes(strokeCost, { rounds = 3, only = [] } = {}) {
  const cases = Object.entries(STROKE_CASES).filter(
    ([name]) => only.length === 0 || name === 'bare' || only.includes(name),
  );
  const runs = Object.fromEntries(cases.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, [path, selector]] of cases) {
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
  const labels = {
    bare: 'bare 2D canvas (floor)',
    bareLowLatency: 'bare canvas, low-latency',
    plain: 'sketchpad',
    mirror: 'vertical mirror (2 copies)',
    radial8: 'radial, 8 segments',
    multiply16: '16 layers in multiply',
    multiply16Mirror: '16 multiply layers + mirror',
    snapLine: 'snapped to a vanishing point',
    snapEllipse: 'snapped to an ellipse',
    wide500Pen: 'pen 500 px wide',
    wide500Watercolour: 'watercolour 500 px wide',
    wide500WatercolourSteady: 'watercolour 500 px, steady',
  };
  const rows = Object.entries(labels).filter(([name]) => r[name]);
  console.log(`main-thread ms per pointer event, median of ${r.bare.rounds} rounds   early    late
${rows.map(([name, label]) => row(label, r[name])).join('\n')}
`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bench = await openBench({ paintAlong: false });
  try {
    // `node bench/canvas/strokes.mjs plain mirror`: those boards only, against the floor.
    printStrokes(await measureStrokes(bench.strokeCost, { only: process.argv.slice(2) }));
  } finally {
    await bench.close();
  }
}
