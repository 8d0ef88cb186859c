import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, requireChromium } from './paths.mjs';

/** Counts every script and stylesheet response a page receives until `stop()` is called. */
export function collectAssets(page) {
  const responses = [];
  const listener = (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push({ type, response });
  };
  page.on('response', listener);
  return async function stop() {
    page.off('response', listener);
    const totals = { script: emptyTotal(), stylesheet: emptyTotal() };
    for (const { type, response } of responses) {
      const [sizes, body, headers] = await Promise.all([
        response.request().sizes(),
        response.body(),
        response.allHeaders(),
      ]);
      const total = totals[type];
      total.files += 1;
      total.wireBytes += sizes.responseBodySize;
      total.rawBytes += body.length;
      total.gzipBytes += gzipSync(body, { level: 9 }).length;
      const encoding = headers['content-encoding'] ?? 'identity';
      total.encodings.add(encoding);
      total.list.push({
        path: new URL(response.url()).pathname,
        encoding,
        wireBytes: sizes.responseBodySize,
        rawBytes: body.length,
      });
    }
    const shape = (total) => ({ ...total, encodings: [...total.encodings].join('+') });
    return { js: shape(totals.script), css: shape(totals.stylesheet) };
  };
}

const emptyTotal = () => ({
  files: 0,
  wireBytes: 0,
  rawBytes: 0,
  gzipBytes: 0,
  encodings: new Set(),
  list: [],
});

export const launchBrowser = () =>
  chromium.launch({ executablePath: requireChromium(), args: chromiumFlags });

/**
 * Loads a page once in a fresh browser (empty cache) and adds up the script and stylesheet
 * responses: bytes on the wire as served (gzip/br) and, for comparison, the raw bodies re-gzipped.
 * `then` may go on using the page; what it loads is counted apart, as `later`.
 */
export async function measurePageBundle(url, then) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const stop = collectAssets(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const assets = await stop();
    if (then) {
      const stopLater = collectAssets(page);
      await then(page);
      await page.waitForLoadState('networkidle');
      assets.later = await stopLater();
    }
    await context.close();
    return assets;
  } finally {
    await browser.close();
  }
}
