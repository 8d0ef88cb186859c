// Issue 29's benchmark: one host and `watchers` watchers of a live room over two instances behind
// Redis (one PostgreSQL), all on this machine's loopback. Reports stroke-to-watcher latency,
// bytes per watcher per minute of continuous drawing, the instances' CPU per 1,000 watchers, and
// a late joiner's time to a complete board on a 5,000-stroke session.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import pg from 'pg';
import WebSocket from 'ws';
import { repoRoot } from './paths.mjs';
import { freshDataDir, removeDataDir, startServer } from './server.mjs';

const instructor = { email: 'lucas.ferreira@glossydrawer.local', password: 'draw-with-us-1' };
const clockTicks = 100;

const reachable = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

/**
 * The engine's live module (the wire's frames and snapshots) and the tests' simulated hand on a
 * pen, bundled for Node from the TypeScript source; `url` imports it in a worker too.
 */
async function liveCode() {
  const out = await build({
    stdin: {
      contents: [
        "export * from './packages/canvas/src/core/live/index.ts';",
        "export { handStroke } from './packages/canvas/test/helpers/hand.ts';",
      ].join('\n'),
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const source = Buffer.from(out.outputFiles[0].contents).toString('base64');
  const url = `data:text/javascript;base64,${source}`;
  return { url, ...(await import(url)) };
}

/** CPU time (user + system) a process has used, in ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

async function signedIn(baseUrl) {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(instructor),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.includes('session_token='));
  const jwt = await fetch(`${baseUrl}/api/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ email: instructor.email }),
  });
  return (await jwt.json()).token;
}

async function scheduleLive(baseUrl, token) {
  const startsAt = new Date(Date.now() + 86_400_000);
  const res = await fetch(`${baseUrl}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Bench night',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      location: 'Online, on the sketchpad',
      description: 'A room full of watchers.',
      kind: 'live',
    }),
  });
  return Number((await res.json()).insertedId);
}

/** The host's socket: joins, and sends board actions numbered as a sketchpad does. */
async function hostSocket(baseUrl, eventId, token) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live/${eventId}/socket`);
  const acks = new Set();
  let acked = 0;
  let welcome;
  const welcomed = new Promise((resolve) => (welcome = resolve));
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    const message = JSON.parse(String(data));
    if (message.t === 'welcome') welcome(message);
    if (message.t === 'ack') {
      acked = Math.max(acked, message.n);
      for (const wake of acks) wake();
    }
  });
  await new Promise((resolve) => ws.once('open', resolve));
  ws.on('close', (code, reason) => {
    if (code !== 1000 && code !== 1005)
      console.error(`  the host's socket closed: ${code} ${reason}`);
  });
  ws.send(JSON.stringify({ t: 'join', token }));
  let n = (await welcomed).acked;
  return {
    send: (message) => ws.send(JSON.stringify(message)),
    board(a) {
      n += 1;
      ws.send(JSON.stringify({ t: 'board', n, a }));
      return n;
    },
    /** Resolves once the room has taken action `upTo`. */
    acked: (upTo) =>
      new Promise((resolve) => {
        const check = () => {
          if (acked < upTo) return;
          acks.delete(check);
          resolve();
        };
        acks.add(check);
        check();
      }),
    close: () => ws.close(),
  };
}

const strokeBegin = (seed) => ({
  k: 'begin',
  op: {
    t: 'stroke',
    layer: 'layer-1',
    brush: 'pen',
    color: '#1f2937',
    size: 4,
    opacity: 1,
    stabilizer: 0,
    pressure: 'simulate',
    seed,
    points: [],
  },
});

/** The key a batch of samples is known by at both ends: its first sample's x, y and time. */
const keyOf = (p) => `${p[0]}|${p[1]}|${p[5]}`;

const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function startWatchers(url, eventId, count, sampleEvery, code) {
  const worker = new Worker(new URL('./live-watchers.mjs', import.meta.url), {
    workerData: { url, eventId, count, sampleEvery, code },
  });
  const next = (t) =>
    new Promise((resolve) => {
      const on = (message) => {
        if (message.t !== t) return;
        worker.off('message', on);
        resolve(message);
      };
      worker.on('message', on);
    });
  worker.on('message', (message) => {
    if (message.t === 'lost') console.error(`  a watcher's socket closed (${message.code})`);
  });
  return { worker, ready: next('ready'), next };
}

/**
 * Draws without a pause for `seconds`: strokes of a second each, by a hand on a pen reporting at
 * 240 Hz, its samples sent once a display frame (60 Hz), as a sketchpad sends them.
 */
async function drawContinuously(host, seconds, handStroke) {
  const sentAt = new Map();
  const frameMs = 1000 / 60;
  const samplesPerFrame = 4;
  const framesPerStroke = 60;
  const started = performance.now();
  let counter = 0;
  let seed = 0;
  let last = 0;
  while (performance.now() - started < seconds * 1000) {
    seed += 1;
    const points = handStroke(samplesPerFrame * framesPerStroke, seed);
    host.board(strokeBegin(seed));
    for (let f = 0; f < framesPerStroke; f++) {
      const due = started + (counter + 1) * frameMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const p = points.slice(f * samplesPerFrame * 6, (f + 1) * samplesPerFrame * 6);
      sentAt.set(keyOf(p), performance.timeOrigin + performance.now());
      host.board({ k: 'pts', p });
      counter += 1;
    }
    last = host.board({ k: 'end' });
  }
  await host.acked(last);
  return { sentAt, seconds: (performance.now() - started) / 1000, batches: counter };
}

/** Fills the room with `strokes` hand-drawn strokes of 40 samples, as fast as the room takes them. */
async function drawMany(host, strokes, handStroke) {
  let last = 0;
  let second = performance.now();
  for (let s = 0; s < strokes; s++) {
    host.board(strokeBegin(100_000 + s));
    host.board({ k: 'pts', p: handStroke(40, 100_000 + s) });
    last = host.board({ k: 'end' });
    // Well within the room's 1,000 messages a second for the one drawing.
    if (s % 100 === 99) {
      await host.acked(last);
      const left = 450 - (performance.now() - second);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
      second = performance.now();
    }
  }
  await host.acked(last);
}

async function lateJoiner(url, eventId, decodeSnapshot) {
  const started = performance.now();
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live/${eventId}/socket`);
  ws.on('open', () => ws.send(JSON.stringify({ t: 'join' })));
  const bytes = await new Promise((resolve, reject) => {
    // The board's snapshot is the binary frame that begins with "G"; events frames begin with 1.
    ws.on(
      'message',
      (data, isBinary) => isBinary && data[0] === 0x47 && resolve(new Uint8Array(data)),
    );
    ws.on('error', reject);
  });
  const { engine } = decodeSnapshot(bytes);
  const ms = performance.now() - started;
  ws.terminate();
  return { ms, bytes: bytes.length, layers: engine.doc.layers.length };
}

export async function measureLiveRoom({
  watchers = 2000,
  drawSeconds = 30,
  lateStrokes = 5000,
} = {}) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await reachable(5432)) || !(await reachable(6379))) {
    return { skipped: 'needs PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379' };
  }
  const database = `glossy_bench_live_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${database}`;
  const dirs = [freshDataDir('live-a'), freshDataDir('live-b')];
  const env = { DATABASE_URL: dbUrl.toString(), REDIS_URL: redisUrl, RATE_LIMIT_SCALE: '1000' };
  const servers = [];
  const workers = [];
  try {
    servers.push(await startServer({ dataDir: dirs[0], env }));
    servers.push(await startServer({ dataDir: dirs[1], env }));
    const [a, b] = servers;
    const token = await signedIn(a.url);
    const eventId = await scheduleLive(a.url, token);
    const host = await hostSocket(a.url, eventId, token);
    host.send({ t: 'start' });
    const live = await liveCode();
    const sampleEvery = 20;
    for (const [i, server] of servers.entries()) {
      const share = Math.floor(watchers / 2) + (i === 0 ? watchers % 2 : 0);
      workers.push(startWatchers(server.url, eventId, share, sampleEvery, live.url));
    }
    await Promise.all(workers.map((w) => w.ready));
    console.log(`  ${watchers} watchers in the room; drawing for ${drawSeconds} s`);
    const cpuBefore = servers.map((s) => cpuMs(s.pid));
    for (const w of workers) w.worker.postMessage({ t: 'go' });
    const drawn = await drawContinuously(host, drawSeconds, live.handStroke);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const cpuAfter = servers.map((s) => cpuMs(s.pid));
    const results = await Promise.all(
      workers.map((w) => {
        const result = w.next('result');
        w.worker.postMessage({ t: 'stop' });
        return result;
      }),
    );
    const latencies = [];
    let received = 0;
    let bytes = 0;
    for (const result of results) {
      bytes += result.bytes;
      for (const [key, at] of result.arrivals) {
        const sent = drawn.sentAt.get(key);
        if (sent !== undefined) latencies.push(at - sent);
        received += 1;
      }
    }
    latencies.sort((x, y) => x - y);
    const sampledWatchers = results.reduce((n, r) => n + Math.ceil(r.watchers / sampleEvery), 0);
    const expected = drawn.sentAt.size * sampledWatchers;
    const perWatcherPerMinute = bytes / watchers / (drawn.seconds / 60);
    const serverCpuMs = cpuAfter.reduce((n, after, i) => n + after - cpuBefore[i], 0);

    for (const w of workers) w.worker.postMessage({ t: 'close' });
    await Promise.all(workers.map((w) => w.next('closed')));
    console.log(`  drawing ${lateStrokes} strokes for the late joiner`);
    await drawMany(host, lateStrokes, live.handStroke);
    const joins = [];
    for (let i = 0; i < 3; i++) joins.push(await lateJoiner(b.url, eventId, live.decodeSnapshot));
    joins.sort((x, y) => x.ms - y.ms);
    host.close();
    return {
      watchers,
      drawSeconds: drawn.seconds,
      batches: drawn.batches,
      delivered: { received, expected },
      latencyMs: {
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        max: latencies.at(-1),
      },
      bytesPerWatcherPerMinute: perWatcherPerMinute,
      kbitPerSecond: (perWatcherPerMinute * 8) / 60 / 1000,
      /** Percent of one core, per 1,000 watchers, over both instances. */
      serverCpuPercentPer1000: ((serverCpuMs / (drawn.seconds * 1000)) * 100) / (watchers / 1000),
      lateJoiner: { strokes: lateStrokes, ...joins[1] },
    };
  } finally {
    for (const w of workers) await w.worker.terminate();
    for (const server of servers) await server.stop();
    for (const dir of dirs) removeDataDir(dir);
    await admin.query(`drop database if exists "${database}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}
