// `npm run bench`: measures the budgets of docs/performance-budgets.md that are not the canvas's, prints a table and
// writes .bench-results/latest.json. It reports; it does not gate (exit 0 unless it cannot run).
import os from 'node:os';
import { measurePageBundle } from './lib/bundle.mjs';
import { measureNotificationStreams } from './lib/notification-streams.mjs';
import { lighthouseMedian } from './lib/lighthouse.mjs';
import {
  measureAuthenticatedThroughput,
  measureCoursesThroughput,
  measureDetailPageThroughput,
  measureThroughput,
} from './lib/load.mjs';
import { measureAnalytics } from './lib/analytics.mjs';
import { measureLiveRoom } from './lib/live.mjs';
import { measurePlayer } from './lib/player.mjs';
import { measureSlowPhone, pageName, printSlowPhone } from './lib/slow-phone.mjs';
import { demoLessonPath, signInDemoStudent } from './lib/slow-phone-session.mjs';
import { check, printTable, writeResults } from './lib/report.mjs';
import { ensureBuilt, freshDataDir, removeDataDir, startServer } from './lib/server.mjs';
import { measureStartup } from './lib/startup.mjs';

const kb = (bytes) => bytes / 1024;

/** Issue 17's pages: each must be fast on a phone, not only the home page. */
async function lighthousePublicPages(baseUrl) {
  const [course] = await (await fetch(`${baseUrl}/api/courses?limit=1`)).json();
  const pages = [
    '/courses',
    `/detail/${course._id}`,
    '/instructors',
    '/event',
    '/blogpost',
    '/canvas',
  ];
  const measured = {};
  for (const page of pages) measured[page] = await lighthouseMedian(`${baseUrl}${page}`);
  return measured;
}

/**
 * Issue 33's pages, as a phone whose CPU is calibrated to a mid-tier one feels them; with the
 * lesson the demo student comes back to, signed in.
 */
async function slowPhonePages(baseUrl) {
  const [course] = await (await fetch(`${baseUrl}/api/courses?limit=1`)).json();
  const session = await signInDemoStudent(baseUrl);
  const lesson = { path: await demoLessonPath(session), signedIn: true };
  return measureSlowPhone(
    baseUrl,
    [
      '/',
      '/courses',
      `/detail/${course._id}`,
      '/instructors',
      '/event',
      '/blogpost',
      '/blogpost/drawing-hands-without-fear',
      '/faq',
      '/canvas',
      lesson,
    ],
    { session },
  );
}

async function section(name, measure) {
  console.log(`\n▶ ${name}…`);
  const started = performance.now();
  try {
    const result = await measure();
    console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  } catch (err) {
    console.error(`  ${name} failed: ${err instanceof Error ? err.message : String(err)}`);
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

if (ensureBuilt()) console.log('built the app');

const results = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
};

const siteDataDir = freshDataDir('site');
const server = await startServer({ dataDir: siteDataDir });
try {
  results.bundle = await section('home page JS and CSS on the wire', () =>
    measurePageBundle(server.url),
  );
  results.lighthouse = await section('Lighthouse (mobile) on the home page, median of 3', () =>
    lighthouseMedian(`${server.url}/`),
  );
  results.publicPages = await section('Lighthouse (mobile) on the public pages, median of 3', () =>
    lighthousePublicPages(server.url),
  );
  results.slowPhone = await section(
    'a slow phone: calibrated Lighthouse, no-script floor and first taps (a lesson signed in), median of 3',
    () => slowPhonePages(server.url),
  );
  results.player = await section('lesson player: JS on the wire, time to first lesson', () =>
    measurePlayer(server.url),
  );
  results.courses = await section('GET /api/courses under load', () =>
    measureCoursesThroughput(server.url),
  );
  results.coursesPage = await section('GET /courses (HTML) under load', () =>
    measureThroughput(server.url, '/courses'),
  );
  results.detailPage = await section('GET /detail/{id} (HTML, its own head) under load', () =>
    measureDetailPageThroughput(server.url),
  );
  results.authenticated = await section('an authenticated call under load', () =>
    measureAuthenticatedThroughput(server.url),
  );
} finally {
  await server.stop();
  removeDataDir(siteDataDir);
}
results.startup = await section('server start on an existing data folder', () => measureStartup());
results.analytics = await section(
  'instructor analytics at 100,000 enrolments (embedded database)',
  () => measureAnalytics(),
);
results.live = await section(
  'live room: 1 host, 2,000 watchers over two instances behind Redis',
  () => measureLiveRoom(),
);

results.notificationStreams = await section(
  'notification streams: 1,000 open (125 users × 8 tabs), idle cost',
  () => measureNotificationStreams(),
);

const checks = [];
if (results.bundle.js) {
  const { js, css } = results.bundle;
  checks.push(
    check(`home JS on the wire (${js.files} files, ${js.encodings})`, kb(js.wireBytes), 'KB', {
      atMost: 150,
      goal: 120,
    }),
    check('home JS re-gzipped (-9)', kb(js.gzipBytes), 'KB', { atMost: 150, goal: 120 }),
    check(`home CSS on the wire (${css.files} files, ${css.encodings})`, kb(css.wireBytes), 'KB', {
      atMost: 20,
    }),
    check('home CSS re-gzipped (-9)', kb(css.gzipBytes), 'KB', { atMost: 20 }),
  );
}
if (results.lighthouse.scores) {
  const s = results.lighthouse.scores;
  checks.push(
    check('Lighthouse / accessibility', s.accessibility, '', { atLeast: 100 }),
    check('Lighthouse / best practices', s['best-practices'], '', { atLeast: 95 }),
  );
}
if (results.publicPages && !results.publicPages.error) {
  const home = results.lighthouse.scores ? { '/': results.lighthouse } : {};
  const pages = { ...home, ...results.publicPages };
  for (const [page, { scores, metrics, benchmarkIndex }] of Object.entries(pages)) {
    const name = page.startsWith('/detail/') ? '/detail/{id}' : page;
    const tbtBudget = page === '/canvas' ? 300 : 150;
    checks.push(
      check(
        `Lighthouse ${name} performance (benchmarkIndex ${Math.round(benchmarkIndex ?? 0)})`,
        scores.performance,
        '',
        { atLeast: 98 },
      ),
      check(
        `Lighthouse ${name} accessibility / SEO`,
        Math.min(scores.accessibility, scores.seo),
        '',
        { atLeast: 95 },
      ),
      check(
        `Lighthouse ${name} total blocking time`,
        Math.round(metrics.totalBlockingTimeMs ?? 0),
        'ms',
        { atMost: tbtBudget },
      ),
      ...(page === '/canvas'
        ? []
        : [
            check(
              `Lighthouse ${name} LCP`,
              Math.round(metrics.largestContentfulPaintMs ?? 0),
              'ms',
              { atMost: 1500 },
            ),
          ]),
    );
  }
}
if (results.slowPhone?.pages) {
  printSlowPhone(results.slowPhone);
  const index = Math.round(results.slowPhone.benchmarkIndex);
  const slowdown = results.slowPhone.slowdown.toFixed(1);
  for (const [page, figures] of Object.entries(results.slowPhone.pages)) {
    const name = `${pageName(page)} slow phone`;
    const at = `index ${index}, ${slowdown}×`;
    checks.push(
      check(`${name} TBT (${at})`, Math.round(figures.totalBlockingTimeMs ?? 0), 'ms', {
        atMost: 150,
      }),
      check(`${name} longest task`, Math.round(figures.longestTaskMs ?? 0), 'ms', { atMost: 200 }),
      check(`${name} performance`, figures.performance, '', { atLeast: 95 }),
      ...(page === '/canvas'
        ? []
        : [
            check(`${name} LCP`, Math.round(figures.largestContentfulPaintMs ?? 0), 'ms', {
              atMost: 1500,
            }),
          ]),
      ...(page === '/'
        ? [
            check(`${name} main thread over its no-script floor`, figures.overNoScript ?? 0, '×', {
              atMost: 1.5,
            }),
          ]
        : []),
      ...(figures.firstTaps ?? []).map((tap) =>
        check(`${name} INP, ${tap.label}`, tap.inpMs, 'ms', { atMost: 100 }),
      ),
    );
  }
}
if (results.analytics.p95Ms !== undefined) {
  const { courseEnrolments, p50Ms, p95Ms } = results.analytics;
  checks.push(
    check(`analytics answer p50, ${courseEnrolments} enrolments`, p50Ms, 'ms', { atMost: 100 }),
    check(`analytics answer p95, ${courseEnrolments} enrolments`, p95Ms, 'ms', { atMost: 100 }),
  );
}
if (results.player.assets) {
  const { assets, firstLessonMs } = results.player;
  checks.push(
    check(`player JS on the wire (${assets.js.files} files)`, kb(assets.js.wireBytes), 'KB', {
      atMost: 200,
    }),
    check(
      'player time to first lesson (median of 3, signed in, empty cache)',
      firstLessonMs,
      'ms',
      {
        atMost: 2000,
      },
    ),
  );
}
if (results.courses.app) {
  const { app, baseline, ratio } = results.courses;
  checks.push(
    check(
      `/api/courses req/s vs bare node:http (${Math.round(app.requestsPerSec)} / ${Math.round(baseline.requestsPerSec)})`,
      ratio,
      '',
      {
        atLeast: 0.5,
      },
    ),
    check('/api/courses p99 latency, 50 connections', app.p99Ms, 'ms', { atMost: 20 }),
    check('/api/courses non-2xx + errors', app.non2xx + app.errors + app.timeouts, '', {
      atMost: 0,
    }),
  );
}
// Issue 17: pages the server writes must not undo the course list's speed.
for (const [name, result] of [
  ['GET /courses (HTML)', results.coursesPage],
  ['GET /detail/{id} (HTML)', results.detailPage],
]) {
  if (!result.app) continue;
  const { app, baseline, ratio } = result;
  checks.push(
    check(
      `${name} req/s vs bare node:http (${Math.round(app.requestsPerSec)} / ${Math.round(baseline.requestsPerSec)})`,
      ratio,
      '',
      { atLeast: 0.5 },
    ),
    check(`${name} p99 latency, 50 connections`, app.p99Ms, 'ms', { atMost: 30 }),
    check(`${name} non-2xx + errors`, app.non2xx + app.errors + app.timeouts, '', { atMost: 0 }),
  );
}
if (results.live.latencyMs) {
  const { latencyMs, kbitPerSecond, serverCpuPercentPer1000, lateJoiner, delivered, watchers } =
    results.live;
  checks.push(
    check(`live stroke to watcher p50 (${watchers} watchers)`, latencyMs.p50, 'ms', {
      atMost: 150,
    }),
    check(`live stroke to watcher p99 (${watchers} watchers)`, latencyMs.p99, 'ms', {
      atMost: 150,
    }),
    check(
      'live batches lost or repeated (sampled watchers)',
      Math.abs(delivered.expected - delivered.received),
      '',
      { atMost: 0 },
    ),
    check('live bandwidth per watcher, continuous drawing', kbitPerSecond, 'kbit/s', {
      atMost: 10,
    }),
    check(
      'live server CPU per 1,000 watchers (both instances)',
      serverCpuPercentPer1000,
      '% of a core',
      { atMost: 100 },
    ),
    check(
      `live late joiner, ${lateJoiner.strokes} strokes, to a full board (${Math.round(lateJoiner.bytes / 1024)} KB)`,
      lateJoiner.ms,
      'ms',
      { atMost: 500 },
    ),
  );
}
if (results.authenticated.app) {
  const { app } = results.authenticated;
  checks.push(
    // The budget (docs/performance-budgets.md): within 5 % of the authenticated call before tokens were bound to sessions, which
    // made 355 req/s on the embedded database (mean of 4 runs, 2 cores, 2026-11-26).
    check(
      `GET /api/users/instructor/{email} with a token, req/s (p99 ${app.p99Ms} ms)`,
      app.requestsPerSec,
      '',
      { atLeast: 337 },
    ),
    check('authenticated call non-2xx + errors', app.non2xx + app.errors + app.timeouts, '', {
      atMost: 0,
    }),
  );
}
if (results.notificationStreams.streams) {
  const { streams, memoryPerStreamKb, cpuMsPerStreamPerMinute, idleCpuPercent, delivered } =
    results.notificationStreams;
  checks.push(
    check(`notification stream memory each (${streams} open)`, memoryPerStreamKb, 'KB', {
      atMost: 64,
    }),
    check(`idle server CPU with ${streams} streams open`, idleCpuPercent.open, '% of a core', {
      atMost: 5,
    }),
    check('idle CPU per stream per minute', cpuMsPerStreamPerMinute, 'ms', { atMost: 1 }),
    check(
      'notification to its user’s open streams, lost',
      delivered.expected - delivered.received,
      '',
      { atMost: 0 },
    ),
  );
}
if (results.startup.medianMs !== undefined) {
  checks.push(
    check('server start, existing data (median of 3)', results.startup.medianMs / 1000, 's', {
      atMost: 3,
    }),
  );
}
results.checks = checks;

console.log('');
printTable(checks);
if (results.lighthouse.failing?.length)
  console.log(`\nLighthouse audits below 0.9: ${results.lighthouse.failing.join(', ')}`);
const failedSections = [
  'bundle',
  'lighthouse',
  'player',
  'courses',
  'authenticated',
  'startup',
].filter((key) => results[key].error);
if (failedSections.length) console.log(`\nNot measured: ${failedSections.join(', ')}`);
console.log(
  `\nload average during the run: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (on ${os.cpus().length} cores)`,
);
console.log(`results: ${writeResults(results)}`);
