// The browser side of the canvas benchmarks: the bench pages bundled and served (cross-origin
// isolated, so performance.now() has microseconds), Chromium, and one long stroke driven
// through CDP. run.mjs, strokes.mjs and transform.mjs share it, so all measure the same way.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { findChromium } from '../../scripts/find-chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const EVENTS = 3000;
const WINDOW = 300;

const bundle = (entry) =>
  build({
    entryPoints: [join(here, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    // React's production build, as users get it.
    define: { 'process.env.NODE_ENV': '"production"' },
  }).then((b) => b.outputFiles[0].text);

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value;
}

/**
 * A mouse stroke through CDP along a widening spiral over the board in `box`, of `events` events:
 * `send(type, i)` sends the press, the i-th move or the release there.
 */
export function spiralStroke(cdp, box, events) {
  const at = (i) => {
    const t = i / events;
    return {
      x: box.x + 500 + Math.cos(t * 60) * 450 * (0.1 + 0.9 * t),
      y: box.y + 250 + Math.sin(t * 60) * 225 * (0.1 + 0.9 * t),
    };
  };
  return (type, i) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      ...at(i),
      button: 'left',
      buttons: type === 'mouseReleased' ? 0 : 1,
      clickCount: 1,
    });
}

/** The paint-along slider's "Stroke n of N". */
export const readStep = (page) =>
  page.locator('input[type=range][aria-valuetext]').getAttribute('aria-valuetext');

/**
 * Serves the bench pages and opens Chromium. `paintAlong: false` skips bundling the lesson
 * panel, which a run that never opens it does not need.
 */
export async function openBench({ paintAlong = true } = {}) {
  const files = {
    '/page.js': ['text/javascript', await bundle('page.ts')],
    '/engine.html': ['text/html', readFileSync(join(here, 'engine.html'), 'utf8')],
    '/bare.html': ['text/html', readFileSync(join(here, 'bare.html'), 'utf8')],
  };
  if (paintAlong) {
    files['/paintalong.js'] = ['text/javascript', await bundle('paintalong.tsx')];
    files['/paintalong.html'] = ['text/html', readFileSync(join(here, 'paintalong.html'), 'utf8')];
  }
  const server = createServer((req, res) => {
    // The query is for the page's script (engine.html?symmetry=…), not a file of its own.
    const f = files[new URL(req.url ?? '/', 'http://bench').pathname];
    if (!f) return res.writeHead(404).end();
    res
      .writeHead(200, {
        'content-type': f[0],
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      })
      .end(f[1]);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: findChromium() });

  /**
   * Drives one long stroke through CDP and returns ms of main-thread work per event per window
   * and, where the page times its events (window.bench.pointer), each event's own cost late in
   * the stroke. `after` runs on the page once the stroke is released.
   */
  async function strokeCost(
    path,
    selector,
    { viewport = { width: 1100, height: 600 }, prepare, after } = {},
  ) {
    const page = await browser.newPage({ viewport });
    await page.goto(base + path);
    const before = prepare ? await prepare(page) : null;
    await page.evaluate(() => window.bench?.reset?.());
    const box = await page.locator(selector).boundingBox();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const send = spiralStroke(cdp, box, EVENTS);
    await send('mousePressed', 0);
    const windows = {};
    let mark = 0;
    for (let i = 1; i < EVENTS; i++) {
      if (i === 1 || i === EVENTS - WINDOW) mark = await taskSeconds(cdp);
      if (i === EVENTS - WINDOW) await page.evaluate(() => window.bench?.reset?.());
      if (i > WINDOW && i < EVENTS - WINDOW) {
        // Between the two windows the stroke only has to get long: its events are sent without
        // waiting for each to be drawn, so the browser coalesces them as it would a fast hand.
        const last = Math.min(i + 50, EVENTS - WINDOW);
        const moves = [];
        for (; i < last; i++) moves.push(send('mouseMoved', i));
        await Promise.all(moves);
        i--;
        continue;
      }
      await send('mouseMoved', i);
      if (i === WINDOW) windows.early = (((await taskSeconds(cdp)) - mark) * 1000) / WINDOW;
      if (i === EVENTS - 1)
        windows.late = (((await taskSeconds(cdp)) - mark) * 1000) / (WINDOW - 1);
    }
    await send('mouseReleased', EVENTS - 1);
    await after?.(page);
    windows.perEvent = await page.evaluate(() => window.bench?.pointer?.() ?? null);
    windows.frames = await page.evaluate(() => window.bench?.frames?.() ?? null);
    windows.after = prepare ? await readStep(page) : null;
    windows.before = before;
    await page.close();
    return windows;
  }

  return {
    base,
    browser,
    strokeCost,
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}
