// npm run bench:canvas — main-thread cost per pointer event, early and late in a 3,000-event
// stroke, against a bare 2D-canvas page in the same run; replay of a 10,000-point log; history
// memory over 100 strokes; undo latency. Writes .bench-results/canvas.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const EVENTS = 3000;
const WINDOW = 300;
const BUDGET_RATIO = 1.3;

const bundle = await build({
  entryPoints: [join(here, 'page.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  minify: true,
  target: 'es2022',
});
const files = {
  '/page.js': ['text/javascript', bundle.outputFiles[0].text],
  '/engine.html': ['text/html', readFileSync(join(here, 'engine.html'), 'utf8')],
  '/bare.html': ['text/html', readFileSync(join(here, 'bare.html'), 'utf8')],
};
const server = createServer((req, res) => {
  const f = files[req.url ?? ''];
  if (!f) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': f[0] }).end(f[1]);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value;
}

/** Drives one long stroke through CDP and returns ms of main-thread work per event per window. */
async function strokeCost(path, selector) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 600 } });
  await page.goto(base + path);
  const box = await page.locator(selector).boundingBox();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const at = (i) => {
    const t = i / EVENTS;
    return {
      x: box.x + 500 + Math.cos(t * 60) * 450 * (0.1 + 0.9 * t),
      y: box.y + 250 + Math.sin(t * 60) * 225 * (0.1 + 0.9 * t),
    };
  };
  const send = (type, i) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      ...at(i),
      button: 'left',
      buttons: type === 'mouseReleased' ? 0 : 1,
      clickCount: 1,
    });
  await send('mousePressed', 0);
  const windows = {};
  let mark = 0;
  for (let i = 1; i < EVENTS; i++) {
    if (i === 1 || i === EVENTS - WINDOW) mark = await taskSeconds(cdp);
    await send('mouseMoved', i);
    if (i === WINDOW) windows.early = (((await taskSeconds(cdp)) - mark) * 1000) / WINDOW;
    if (i === EVENTS - 1) windows.late = (((await taskSeconds(cdp)) - mark) * 1000) / (WINDOW - 1);
  }
  await send('mouseReleased', EVENTS - 1);
  await page.close();
  return windows;
}

const bare = await strokeCost('/bare.html', '#c');
const engine = await strokeCost('/engine.html', '[data-board]');
const page = await browser.newPage();
await page.goto(base + '/engine.html');
const replayMs = await page.evaluate(() => window.bench.replay10k());
const history = await page.evaluate(() => window.bench.history100());
await browser.close();
server.close();

const ratio = { early: engine.early / bare.early, late: engine.late / bare.late };
const result = {
  perEventMs: { bare, engine, ratio },
  lateOverEarly: engine.late / engine.early,
  replay10kPointsMs: replayMs,
  history100Strokes: {
    mb: history.historyBytes / 2 ** 20,
    undoMedianMs: history.undoMedianMs,
    undoMaxMs: history.undoMaxMs,
  },
};
mkdirSync('.bench-results', { recursive: true });
writeFileSync('.bench-results/canvas.json', JSON.stringify(result, null, 2));

const f = (n) => n.toFixed(3);
const ok =
  ratio.early <= BUDGET_RATIO && ratio.late <= BUDGET_RATIO && history.historyBytes <= 64 * 2 ** 20;
console.log(`main-thread ms per pointer event   early    late
  bare 2D canvas (floor)            ${f(bare.early)}   ${f(bare.late)}
  Glossy Drawer engine              ${f(engine.early)}   ${f(engine.late)}
  ratio (budget ≤ ${BUDGET_RATIO})                ${f(ratio.early)}   ${f(ratio.late)}
late / early (engine)               ${f(result.lateOverEarly)}
replay of a 10,000-point log        ${replayMs.toFixed(1)} ms
history after 100 strokes           ${result.history100Strokes.mb.toFixed(2)} MB (budget ≤ 64)
undo latency                        median ${f(history.undoMedianMs)} ms, max ${f(history.undoMaxMs)} ms
${ok ? 'within budget' : 'OVER BUDGET'}`);
process.exitCode = ok ? 0 : 1;
