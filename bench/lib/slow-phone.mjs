// What a slow phone feels on each public page (issue 33): Lighthouse's mobile run with its CPU
// slowdown calibrated from this machine's benchmarkIndex, the main thread's work and where it
// goes, total blocking time, the longest task, LCP, CLS and the score, median of three; the same
// page's main-thread work with its scripts blocked (the floor); and the INP of a first tap, with
// the CPU slowed by the same factor. `node bench/lib/slow-phone.mjs [path…]` runs it alone.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { chromiumFlags, requireChromium } from './paths.mjs';

/**
 * Lighthouse's documented CPU calibration (docs/throttling.md and its slowdown calculator): the
 * multiplier that makes a machine of this benchmarkIndex behave like the mid-tier phone that
 * Lighthouse's default 4× stands for. 2,000 → 6×, 1,300 → 3×, 800 → 2×, 150 → 1×.
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor(sorted.length / 2)];
};

async function lighthouseRun(url, settings) {
  const chrome = await chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: [...chromiumFlags, '--headless=new'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      { extends: 'lighthouse:default', settings },
    );
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run of `url`, reduced to what a slow phone feels. */
async function slowPhoneRun(url, { slowdown, blockScripts = false }) {
  const settings = {
    throttling: { cpuSlowdownMultiplier: slowdown },
    ...(blockScripts ? { blockedUrlPatterns: ['*.js', '*.mjs'] } : {}),
  };
  let lhr = await lighthouseRun(url, settings);
  // A trace Chromium failed to record (NO_NAVSTART, now and then here) is taken again once.
  if (lhr.runtimeError) lhr = await lighthouseRun(url, settings);
  const audit = (id) => lhr.audits[id];
  const breakdown = Object.fromEntries(
    (audit('mainthread-work-breakdown')?.details?.items ?? []).map((item) => [
      item.group,
      item.duration,
    ]),
  );
  const tasks = audit('long-tasks')?.details?.items ?? [];
  return {
    mainThreadMs: audit('mainthread-work-breakdown')?.numericValue,
    breakdown,
    totalBlockingTimeMs: audit('total-blocking-time')?.numericValue,
    longestTaskMs: tasks.reduce((longest, task) => Math.max(longest, task.duration ?? 0), 0),
    largestContentfulPaintMs: audit('largest-contentful-paint')?.numericValue,
    cumulativeLayoutShift: audit('cumulative-layout-shift')?.numericValue,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** This machine's benchmarkIndex, from one unthrottled Lighthouse run of `url`. */
export async function measureBenchmarkIndex(url) {
  const lhr = await lighthouseRun(url, { throttlingMethod: 'provided' });
  return lhr.environment?.benchmarkIndex;
}

/**
 * The longest interaction of one tap (Event Timing: the tap's events from input to the next
 * paint), with the CPU slowed by `slowdown`, once the page has loaded and gone quiet.
 */
async function firstTapMs(browser, url, tap, slowdown) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(() => {
      window.__interactions = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) window.__interactions.push(entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
      timeout: 30_000,
    });
    await tap(page);
    // Event Timing reports an interaction once its next frame has painted.
    await page.waitForTimeout(1_000);
    return page.evaluate(() => Math.max(0, ...window.__interactions));
  } finally {
    await context.close();
  }
}

/** The first taps the issue names, on the pages they belong to. */
export const firstTaps = {
  // On a phone the Learn menu is inside the site's menu: its button is the first tap.
  '/': {
    label: 'the menu with Learn',
    tap: (page) => page.getByRole('button', { name: 'Open menu' }).tap(),
  },
  '/courses': {
    label: 'Select on a card',
    tap: (page) =>
      page
        .getByRole('button', { name: /^Select / })
        .first()
        .tap(),
  },
};

/**
 * Every page in `paths` (relative to `baseUrl`): the median of `runs` calibrated Lighthouse runs,
 * the median of `runs` with scripts blocked, and the median INP of `runs` first taps where a tap
 * is named for the page.
 */
export async function measureSlowPhone(baseUrl, paths, { runs = 3 } = {}) {
  const benchmarkIndex = await measureBenchmarkIndex(`${baseUrl}/`);
  const slowdown = calibratedSlowdown(benchmarkIndex);
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumFlags });
  const pages = {};
  try {
    for (const path of paths) {
      const url = `${baseUrl}${path}`;
      const full = [];
      const floor = [];
      for (let run = 0; run < runs; run += 1) {
        full.push(await slowPhoneRun(url, { slowdown }));
        floor.push(await slowPhoneRun(url, { slowdown, blockScripts: true }));
      }
      const pick = (read, from = full) => median(from.map(read));
      const groups = [...new Set(full.flatMap((run) => Object.keys(run.breakdown)))];
      const mainThreadMs = pick((run) => run.mainThreadMs);
      const floorMs = pick((run) => run.mainThreadMs, floor);
      const tap = firstTaps[path];
      const taps = [];
      if (tap) {
        for (let run = 0; run < runs; run += 1) {
          taps.push(await firstTapMs(browser, url, tap.tap, slowdown));
        }
      }
      pages[path] = {
        mainThreadMs,
        breakdown: Object.fromEntries(
          groups.map((group) => [group, pick((run) => run.breakdown[group] ?? 0)]),
        ),
        noScriptMainThreadMs: floorMs,
        overNoScript: mainThreadMs && floorMs ? mainThreadMs / floorMs : undefined,
        totalBlockingTimeMs: pick((run) => run.totalBlockingTimeMs),
        longestTaskMs: pick((run) => run.longestTaskMs),
        largestContentfulPaintMs: pick((run) => run.largestContentfulPaintMs),
        cumulativeLayoutShift: pick((run) => run.cumulativeLayoutShift),
        performance: pick((run) => run.performance),
        benchmarkIndex: pick((run) => run.benchmarkIndex),
        firstTap: tap ? { label: tap.label, inpMs: median(taps) } : undefined,
      };
    }
  } finally {
    await browser.close();
  }
  return { benchmarkIndex, slowdown, runs, pages };
}

const ms = (value) => (typeof value === 'number' ? `${Math.round(value)}`.padStart(6) : '     –');

export function printSlowPhone({ benchmarkIndex, slowdown, runs, pages }) {
  console.log(`
What a slow phone feels (Lighthouse 12 mobile, median of ${runs}; this machine's benchmarkIndex
${Math.round(benchmarkIndex)}, so the CPU slowdown is ${slowdown.toFixed(2)}× by Lighthouse's calibration)
page                      main ms  no-JS ms  ratio  TBT ms  longest  LCP ms   CLS  perf  index  first tap INP`);
  for (const [path, page] of Object.entries(pages)) {
    const tap = page.firstTap ? `${ms(page.firstTap.inpMs)} ms (${page.firstTap.label})` : '';
    console.log(
      `${path.slice(0, 24).padEnd(24)}  ${ms(page.mainThreadMs)}    ${ms(page.noScriptMainThreadMs)}  ${(page.overNoScript ?? 0).toFixed(2).padStart(5)}  ${ms(page.totalBlockingTimeMs)}  ${ms(page.longestTaskMs)}  ${ms(page.largestContentfulPaintMs)}  ${(page.cumulativeLayoutShift ?? 0).toFixed(3)}  ${String(page.performance).padStart(4)}  ${ms(page.benchmarkIndex)}  ${tap}`,
    );
  }
  console.log('\nmain-thread work by kind, ms');
  for (const [path, page] of Object.entries(pages)) {
    const parts = Object.entries(page.breakdown)
      .sort(([, a], [, b]) => b - a)
      .map(([group, value]) => `${group} ${Math.round(value)}`)
      .join(', ');
    console.log(`  ${path}: ${parts}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ensureBuilt, freshDataDir, removeDataDir, startServer } = await import('./server.mjs');
  ensureBuilt();
  const dataDir = freshDataDir('slow-phone');
  const server = await startServer({ dataDir });
  try {
    const paths = process.argv.slice(2);
    printSlowPhone(await measureSlowPhone(server.url, paths.length ? paths : ['/']));
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}
