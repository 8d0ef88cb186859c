// Per-event cost of drawing with symmetry on, and on 16 layers blending by multiply (part of
// `npm run bench:canvas`;
// `node bench/canvas/symmetry.mjs` runs it alone): run.mjs's 3,000-event stroke on the sketchpad
// with a vertical mirror (two copies) and with 8 radial segments (eight), against the bare 2D
// canvas floor and the plain sketchpad measured in the same run. Each copy is a full stroke of
// brush work, so the figure to watch is how far the copies move the engine off the floor.
import { pathToFileURL } from 'node:url';
import { openBench } from './harness.mjs';

export const SYMMETRY_CASES = {
  mirror: 'symmetry=vertical',
  radial8: 'symmetry=radial-8',
  // The layers issue 12 names: the stroke on the top one of 16 layers, all blending by multiply.
  multiply16: 'layers=16-multiply',
};

/** `floor` and `plain`: the bare canvas and the plain sketchpad, if measured already. */
export async function measureSymmetry(strokeCost, { floor, plain } = {}) {
  const bare = floor ?? (await strokeCost('/bare.html', '#c'));
  const engine = plain ?? (await strokeCost('/engine.html', '[data-board]'));
  const cases = {};
  for (const [name, query] of Object.entries(SYMMETRY_CASES)) {
    const cost = await strokeCost(`/engine.html?${query}`, '[data-board]');
    cases[name] = {
      early: cost.early,
      late: cost.late,
      ratio: { early: cost.early / bare.early, late: cost.late / bare.late },
      handler: cost.perEvent?.handler ?? null,
    };
  }
  return {
    bare: { early: bare.early, late: bare.late },
    plain: { early: engine.early, late: engine.late, handler: engine.perEvent?.handler ?? null },
    ...cases,
  };
}

export function printSymmetry(r) {
  const f = (n) => n.toFixed(3);
  const row = (label, c) =>
    `  ${label.padEnd(32)}${f(c.early)}   ${f(c.late)}` +
    (c.ratio ? `   ratio ${f(c.ratio.early)} ${f(c.ratio.late)}` : '') +
    (c.handler ? `   handler median ${f(c.handler.median)} p95 ${f(c.handler.p95)}` : '');
  console.log(`symmetry on: main-thread ms per pointer event   early    late
${row('bare 2D canvas (floor)', r.bare)}
${row('sketchpad, no symmetry', r.plain)}
${row('vertical mirror (2 copies)', r.mirror)}
${row('radial, 8 segments', r.radial8)}
${row('16 layers in multiply', r.multiply16)}
`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bench = await openBench({ paintAlong: false });
  try {
    printSymmetry(await measureSymmetry(bench.strokeCost));
  } finally {
    await bench.close();
  }
}
