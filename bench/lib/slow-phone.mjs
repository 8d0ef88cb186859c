// What a slow phone feels on each page (issue 33): Lighthouse's mobile run with its CPU
// slowdown calibrated from this machine's benchmarkIndex, the main thread's work and where it
// goes, total blocking time, the longest task, LCP, CLS and the score, median of three; the same
// page's main-thread work with its scripts blocked (the floor); and the INP of each first tap
// (slow-phone-taps.mjs), with the CPU slowed by the same factor. A signed-in page is the demo
// student's. `node bench/lib/slow-phone.mjs [path…]` runs it alone; there `/detail` stands for the
// first course's page and `/learn` for the demo student's lesson.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { chromiumFlags, requireChromium } from './paths.mjs';
import { demoLessonPath, signInDemoStudent } from './slow-phone-session.mjs';
import { firstTapMs, tapsFor } from './slow-phone-taps.mjs';

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

/** One Lighthouse run of `url`, reduced to what a slow phone feels; signed in with `cookie`. */
async function slowPhoneRun(url, { slowdown, blockScripts = false, cookie }) {
  const settings = {
    throttling: { cpuSlowdownMultiplier: slowdown },
    ...(blockScripts ? { blockedUrlPatterns: ['*.js', '*.mjs'] } : {}),
    // Each run starts with a fresh profile, so the session rides on every request instead.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
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

/** A page's name in print and in the checks: ids stand for their kind. */
export const pageName = (path) =>
  path
    .replace(/^\/detail\/[^/]+$/, '/detail/{id}')
    .replace(/^\/learn\/[^/]+\/[^/]+$/, '/learn/{course}/{lesson}');

/**
 * Every page in `pages` (paths relative to `baseUrl`, or `{ path, signedIn }` for the demo
 * student's): the median of `runs` calibrated Lighthouse runs, the median of `runs` with scripts
 * blocked, and for each first tap named for the page the median INP of `runs` taps.
 */
export async function measureSlowPhone(baseUrl, pages, { runs = 3, session } = {}) {
  const wanted = pages.map((page) => (typeof page === 'string' ? { path: page } : page));
  const needsSession = wanted.some(
    ({ path, signedIn }) => signedIn || tapsFor(path).some((tap) => tap.signedIn),
  );
  const student = session ?? (needsSession ? await signInDemoStudent(baseUrl) : undefined);
  const benchmarkIndex = await measureBenchmarkIndex(`${baseUrl}/`);
  const slowdown = calibratedSlowdown(benchmarkIndex);
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumFlags });
  const measured = {};
  try {
    for (const { path, signedIn = false } of wanted) {
      const url = `${baseUrl}${path}`;
      const cookie = signedIn ? student.cookie : undefined;
      const full = [];
      const floor = [];
      for (let run = 0; run < runs; run += 1) {
        full.push(await slowPhoneRun(url, { slowdown, cookie }));
        floor.push(await slowPhoneRun(url, { slowdown, cookie, blockScripts: true }));
      }
      const pick = (read, from = full) => median(from.map(read));
      const groups = [...new Set(full.flatMap((run) => Object.keys(run.breakdown)))];
      const mainThreadMs = pick((run) => run.mainThreadMs);
      const floorMs = pick((run) => run.mainThreadMs, floor);
      const firstTaps = [];
      for (const tap of tapsFor(path)) {
        const runsMs = [];
        let error;
        for (let run = 0; run < runs; run += 1) {
          // A tap that cannot be made (a control renamed, say) fails its own check, not the rest.
          runsMs.push(
            await firstTapMs(browser, url, tap, { slowdown, session: student }).catch((err) => {
              error = err instanceof Error ? err.message.split('\n')[0] : String(err);
              return undefined;
            }),
          );
        }
        firstTaps.push({ label: tap.label, inpMs: median(runsMs), runsMs, error });
      }
      measured[path] = {
        signedIn,
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
        firstTaps,
      };
    }
  } finally {
    await browser.close();
  }
  return { benchmarkIndex, slowdown, runs, pages: measured };
}

const ms = (value) => (typeof value === 'number' ? `${Math.round(value)}`.padStart(6) : '     –');

// Event Timing leaves out interactions under 16 ms: 0 means one of those.
const inp = (value) => (value === 0 ? '   <16' : ms(value));

export function printSlowPhone({ benchmarkIndex, slowdown, runs, pages }) {
  console.log(`
What a slow phone feels (Lighthouse 12 mobile, median of ${runs}; this machine's benchmarkIndex
${Math.round(benchmarkIndex)}, so the CPU slowdown is ${slowdown.toFixed(2)}× by Lighthouse's calibration)
page                      main ms  no-JS ms  ratio  TBT ms  longest  LCP ms   CLS  perf  index`);
  for (const [path, page] of Object.entries(pages)) {
    console.log(
      `${pageName(path).slice(0, 24).padEnd(24)}  ${ms(page.mainThreadMs)}    ${ms(page.noScriptMainThreadMs)}  ${(page.overNoScript ?? 0).toFixed(2).padStart(5)}  ${ms(page.totalBlockingTimeMs)}  ${ms(page.longestTaskMs)}  ${ms(page.largestContentfulPaintMs)}  ${(page.cumulativeLayoutShift ?? 0).toFixed(3)}  ${String(page.performance).padStart(4)}  ${ms(page.benchmarkIndex)}`,
    );
  }
  console.log(`\nfirst taps, INP ms (median of ${runs}; each run in brackets)`);
  for (const [path, page] of Object.entries(pages)) {
    for (const tap of page.firstTaps ?? []) {
      const each = tap.runsMs.map((value) => inp(value).trim()).join(', ');
      const error = tap.error ? ` – ${tap.error}` : '';
      console.log(
        `  ${pageName(path).padEnd(24)}  ${inp(tap.inpMs)}  ${tap.label} (${each})${error}`,
      );
    }
  }
  console.log('\nmain-thread work by kind, ms');
  for (const [path, page] of Object.entries(pages)) {
    const parts = Object.entries(page.breakdown)
      .sort(([, a], [, b]) => b - a)
      .map(([group, value]) => `${group} ${Math.round(value)}`)
      .join(', ');
    console.log(`  ${pageName(path)}: ${parts}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ensureBuilt, freshDataDir, removeDataDir, startServer } = await import('./server.mjs');
  ensureBuilt();
  const dataDir = freshDataDir('slow-phone');
  const server = await startServer({ dataDir });
  try {
    const paths = process.argv.slice(2);
    const session = paths.some((path) => path.startsWith('/learn'))
      ? await signInDemoStudent(server.url)
      : undefined;
    const pages = [];
    for (const path of paths.length ? paths : ['/']) {
      if (path === '/learn') pages.push({ path: await demoLessonPath(session), signedIn: true });
      else if (path === '/detail') {
        const [course] = await (await fetch(`${server.url}/api/courses?limit=1`)).json();
        pages.push(`/detail/${course._id}`);
      } else pages.push(path.startsWith('/learn/') ? { path, signedIn: true } : path);
    }
    printSlowPhone(await measureSlowPhone(server.url, pages, { session }));
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}
