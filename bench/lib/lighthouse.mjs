import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, requireChromium } from './paths.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse 12's default run: mobile emulation with simulated throttling. Scores 0–100. A run
 * whose trace Chromium failed to record (NO_NAVSTART, now and then on this machine) is run again
 * once, rather than reported as a score of 0.
 */
export async function lighthouseScores(url) {
  const first = await lighthouseRun(url);
  return first.runtimeError ? lighthouseRun(url) : first;
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: [...chromiumFlags, '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const scores = Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    );
    // The audits that cost points, so a low score says where to look.
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    const metric = (id) => lhr.audits[id]?.numericValue;
    return {
      scores,
      failing,
      runtimeError: lhr.runtimeError?.message,
      metrics: {
        totalBlockingTimeMs: metric('total-blocking-time'),
        largestContentfulPaintMs: metric('largest-contentful-paint'),
        cumulativeLayoutShift: metric('cumulative-layout-shift'),
      },
      // How fast this machine is by Lighthouse's own yardstick, so runs elsewhere compare.
      benchmarkIndex: lhr.environment?.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor(sorted.length / 2)];
};

/**
 * `runs` Lighthouse runs of one page, one after the other: the median of each score and metric
 * (a single run on two cores swings by several points).
 */
export async function lighthouseMedian(url, runs = 3) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseScores(url));
  const pick = (read) => median(results.map(read));
  return {
    scores: Object.fromEntries(categories.map((id) => [id, pick((r) => r.scores[id])])),
    metrics: {
      totalBlockingTimeMs: pick((r) => r.metrics.totalBlockingTimeMs),
      largestContentfulPaintMs: pick((r) => r.metrics.largestContentfulPaintMs),
      cumulativeLayoutShift: pick((r) => r.metrics.cumulativeLayoutShift),
    },
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    failing: results.at(-1).failing,
  };
}
