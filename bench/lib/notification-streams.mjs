// Issue 31's benchmark: what an open notification stream costs the server while nothing happens.
// `users` accounts open `perUser` streams each (a user's tabs); the server's resident memory and
// CPU time are read from /proc before and after, over the same idle window, which holds at least
// one heartbeat. Then one notification is sent to check the streams still deliver.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { freshDataDir, removeDataDir, startServer } from './server.mjs';

const clockTicks = 100;
const password = 'bench-password-1';

const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
};
const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function newUser(baseUrl, n) {
  const email = `bell-${n}@bench.test`;
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: `Bench ${n}` }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.includes('session_token='));
  const jwt = await fetch(`${baseUrl}/api/jwt`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ email }),
  });
  const { token } = await jwt.json();
  if (!token) throw new Error(`no token for ${email}: ${jwt.status}`);
  return token;
}

/** One stream on its own socket; resolves once its `ready` event has arrived. */
function openStream(baseUrl, token, onData) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}/api/notifications/stream`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          onData(chunk);
          if (chunk.includes('"ready"')) resolve(req);
        });
      },
    );
    req.on('error', reject);
  });
}

/** Idle cost of `users` × `perUser` open streams on one instance (embedded database). */
export async function measureNotificationStreams({
  users = 125,
  perUser = 8,
  idleMs = 30_000,
} = {}) {
  const dataDir = freshDataDir('bell');
  // A first start migrates and seeds a fresh database: slow on a busy machine.
  const server = await startServer({
    dataDir,
    timeoutMs: 240_000,
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  const requests = [];
  try {
    const tokens = [];
    for (let n = 0; n < users; n += 10) {
      const batch = Array.from({ length: Math.min(10, users - n) }, (_, k) => n + k);
      tokens.push(...(await Promise.all(batch.map((k) => newUser(server.url, k)))));
    }
    await sleep(3_000);
    const before = { rssKb: rssKb(server.pid), cpuMs: cpuMs(server.pid) };
    await sleep(idleMs);
    const idleCpuBefore = cpuMs(server.pid) - before.cpuMs;

    let heartbeats = 0;
    let notices = 0;
    const onData = (chunk) => {
      if (chunk.includes(': ping')) heartbeats += 1;
      if (chunk.includes('"notification"')) notices += 1;
    };
    const opening = performance.now();
    for (const token of tokens) {
      const mine = await Promise.all(
        Array.from({ length: perUser }, () => openStream(server.url, token, onData)),
      );
      requests.push(...mine);
    }
    const openMs = performance.now() - opening;
    await sleep(3_000);
    const open = { rssKb: rssKb(server.pid), cpuMs: cpuMs(server.pid) };
    await sleep(idleMs);
    const idleCpuOpen = cpuMs(server.pid) - open.cpuMs;
    const streams = requests.length;

    // A receipt is the one notice a user can cause alone: buy the cheapest course with a test card.
    const auth = { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' };
    const courses = await (await fetch(`${server.url}/api/courses?limit=50`)).json();
    const paid = courses.find((course) => course.price > 0);
    await fetch(`${server.url}/api/addClass`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ classI: paid._id }),
    });
    const order = await (
      await fetch(`${server.url}/api/order`, { method: 'POST', headers: auth, body: '{}' })
    ).json();
    const orderId = new URL(order.url, server.url).searchParams.get('order');
    await fetch(`${server.url}/api/orders/${orderId}/pay`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ cardNumber: '4242 4242 4242 4242' }),
    });
    await sleep(1_000);

    return {
      streams,
      users,
      openMs: Math.round(openMs),
      idleMs,
      rssKb: { before: before.rssKb, open: open.rssKb },
      memoryPerStreamKb: Number(((open.rssKb - before.rssKb) / streams).toFixed(1)),
      idleCpuPercent: {
        none: Number(((idleCpuBefore / idleMs) * 100).toFixed(2)),
        open: Number(((idleCpuOpen / idleMs) * 100).toFixed(2)),
      },
      cpuMsPerStreamPerMinute: Number(
        ((((idleCpuOpen - idleCpuBefore) / streams) * 60_000) / idleMs).toFixed(3),
      ),
      heartbeatsSeen: heartbeats,
      // The buyer's streams (perUser of them) each hear the receipt; nobody else's do.
      delivered: { expected: perUser, received: notices },
    };
  } finally {
    for (const req of requests) req.destroy();
    await server.stop();
    removeDataDir(dataDir);
  }
}
