// Input-to-paint latency of the live stroke (part of `npm run bench:canvas`;
// `node bench/canvas/latency.mjs` runs it alone): from a pointer event's timeStamp to the end of
// the frame that shows it, on the bare 2D canvas (the floor), the plain sketchpad, and the
// sketchpad with 16 multiply layers and a mirror. A pen is sampled every few milliseconds, so the
// stroke is sent at that pace rather than as fast as CDP allows: a backlog would measure the
// queue, not the board.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { openBench, spiralStroke } from './harness.mjs';
import { STROKE_CASES } from './strokes.mjs';

export const LATENCY_CASES = {
  bare: STROKE_CASES.bare,
  plain: STROKE_CASES.plain,
  multiply16Mirror: STROKE_CASES.multiply16Mirror,
};

const EVENTS = 400;
const PACE_MS = 4;

/**
 * Runs in the page. Every pointermove's timeStamp waits for the next animation frame; a message
 * posted from that frame's callback is handled once the frame is painted, and that moment, less
 * the event's time, is its latency. The listener is the window's, so the board's own handlers
 * (and the animation frames they ask for) come first.
 */
function installProbe() {
  const latencies = [];
  let waiting = [];
  let armed = false;
  let inFrame = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const now = performance.now();
    for (const t of inFrame) latencies.push(now - t);
    inFrame = [];
  };
  addEventListener('pointermove', (e) => {
    if (e.buttons === 0) return;
    waiting.push(e.timeStamp);
    if (armed) return;
    armed = true;
    requestAnimationFrame(() => {
      armed = false;
      inFrame = inFrame.concat(waiting);
      waiting = [];
      channel.port2.postMessage(0);
    });
  });
  window.latencyProbe = () => latencies.splice(0);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function strokeLatency(browser, base, [path, selector]) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 600 } });
  await page.goto(base + path);
  await page.evaluate(installProbe);
  const box = await page.locator(selector).boundingBox();
  const cdp = await page.context().newCDPSession(page);
  const send = spiralStroke(cdp, box, EVENTS);
  await send('mousePressed', 0);
  for (let i = 1; i < EVENTS; i++) {
    await send('mouseMoved', i);
    await new Promise((r) => setTimeout(r, PACE_MS));
  }
  await send('mouseReleased', EVENTS - 1);
  // The last frame's message lands after the release.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  const values = (await page.evaluate(() => window.latencyProbe())).sort((a, b) => a - b);
  const lowLatency = await page.evaluate(() => window.bench?.lowLatency?.() ?? null);
  await page.close();
  return {
    p50: quantile(values, 0.5),
    p95: quantile(values, 0.95),
    count: values.length,
    lowLatency,
  };
}

/** Each board in turn, round after round; each figure is the median over the rounds. */
export async function measureLatency({ browser, base }, { rounds = 3 } = {}) {
  const runs = Object.fromEntries(Object.keys(LATENCY_CASES).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, target] of Object.entries(LATENCY_CASES)) {
      runs[name].push(await strokeLatency(browser, base, target));
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, r]) => [
      name,
      {
        p50: median(r.map((x) => x.p50)),
        p95: median(r.map((x) => x.p95)),
        events: median(r.map((x) => x.count)),
        lowLatency: r[0]?.lowLatency ?? null,
        rounds,
      },
    ]),
  );
}

export const machineLine = () => {
  const cpus = os.cpus();
  const load = os.loadavg().map((n) => n.toFixed(2));
  return `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length} cores, load average ${load.join(' ')}`;
};

export function printLatency(r) {
  const f = (n) => n.toFixed(2);
  const row = (label, c) =>
    `  ${label.padEnd(36)}p50 ${f(c.p50)}  p95 ${f(c.p95)}   ` +
    `(${f(c.p50 / r.bare.p50)}× / ${f(c.p95 / r.bare.p95)}× the floor)`;
  const canvas = r.plain.lowLatency ? 'low-latency (desynchronized)' : 'ordinary';
  console.log(`input-to-paint latency of the live stroke, ms (event time to the painted frame;
  an event every ${PACE_MS} ms, median of ${r.bare.rounds} rounds; the sketchpad's layer canvases
  are ${canvas}; ${machineLine()})
${row('bare 2D canvas (floor)', r.bare)}
${row('sketchpad', r.plain)}
${row('16 multiply layers + mirror', r.multiply16Mirror)}
`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bench = await openBench({ paintAlong: false });
  try {
    printLatency(await measureLatency(bench));
  } finally {
    await bench.close();
  }
}
