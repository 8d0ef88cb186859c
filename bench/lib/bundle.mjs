import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, requireChromium } from './paths.mjs';

/**
 * Loads the home page once in a fresh browser (empty cache) and adds up the script and stylesheet
 * responses: bytes on the wire as served (gzip/br) and, for comparison, the raw bodies re-gzipped.
 */
export async function measureHomeBundle(baseUrl) {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') responses.push({ type, response });
    });
    await page.goto(baseUrl, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const totals = {
      script: { files: 0, wireBytes: 0, rawBytes: 0, gzipBytes: 0, encodings: new Set(), list: [] },
      stylesheet: {
        files: 0,
        wireBytes: 0,
        rawBytes: 0,
        gzipBytes: 0,
        encodings: new Set(),
        list: [],
      },
    };
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
    await context.close();
    const shape = (total) => ({ ...total, encodings: [...total.encodings].join('+') });
    return { js: shape(totals.script), css: shape(totals.stylesheet) };
  } finally {
    await browser.close();
  }
}
