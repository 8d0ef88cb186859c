import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = (name) => new URL(name, import.meta.url).pathname;

async function loadTest(url, connections, seconds, headers = {}) {
  const { stdout } = await run(
    process.execPath,
    [
      here('load-generator.mjs'),
      url,
      String(connections),
      String(seconds),
      JSON.stringify(headers),
    ],
    {
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop());
}

function startBareServer(bodyFile, contentType) {
  const child = spawn(process.execPath, [here('bare-server.mjs'), bodyFile, contentType], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout.once('data', (chunk) => {
      resolve({
        url: `http://127.0.0.1:${String(chunk).trim()}`,
        stop: () =>
          new Promise((done) =>
            child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')),
          ),
      });
    });
  });
}

/**
 * GET `pathName` under load against the app, then against a bare node:http server sending the same
 * bytes, in the same run on the same machine: the ratio says what the framework costs.
 */
export async function measureThroughput(
  appUrl,
  pathName,
  { connections = 50, seconds = 10, warmupSeconds = 2 } = {},
) {
  const target = `${appUrl}${pathName}`;
  const sample = await fetch(target);
  if (sample.status !== 200) throw new Error(`GET ${pathName} answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get('content-type') ?? 'application/json';
  const bodyDir = mkdtempSync(path.join(tmpdir(), 'glossy-bench-body-'));
  const bodyFile = path.join(bodyDir, 'body');
  writeFileSync(bodyFile, body);

  const bare = await startBareServer(bodyFile, contentType);
  try {
    await loadTest(target, connections, warmupSeconds);
    const app = await loadTest(target, connections, seconds);
    await loadTest(`${bare.url}${pathName}`, connections, warmupSeconds);
    const baseline = await loadTest(`${bare.url}${pathName}`, connections, seconds);
    return {
      bodyBytes: body.length,
      connections,
      seconds,
      app,
      baseline,
      ratio: app.requestsPerSec / baseline.requestsPerSec,
    };
  } finally {
    await bare.stop();
    rmSync(bodyDir, { recursive: true, force: true });
  }
}

export const measureCoursesThroughput = (appUrl, options) =>
  measureThroughput(appUrl, '/api/courses', options);

/** A course's detail page as the server writes it (its own head), under load. */
export async function measureDetailPageThroughput(appUrl, options) {
  const [course] = await (await fetch(`${appUrl}/api/courses?limit=1`)).json();
  return measureThroughput(appUrl, `/detail/${course._id}`, options);
}

/** A demo account's API token (the demo student's by default), from a password sign-in as the web app does it. */
export async function demoToken(appUrl, email = 'student@glossydrawer.local') {
  const headers = { origin: appUrl, 'content-type': 'application/json' };
  const signIn = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD ?? 'draw-with-us-1' }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const issued = await fetch(`${appUrl}/api/jwt`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ email }),
  });
  if (issued.status !== 200) throw new Error(`POST /api/jwt answered ${issued.status}`);
  return { email, token: (await issued.json()).token };
}

/**
 * An authenticated call under load: the role check every dashboard visit makes, so what it costs
 * is mostly reading the bearer token and the user behind it.
 */
export async function measureAuthenticatedThroughput(
  appUrl,
  { connections = 50, seconds = 10, warmupSeconds = 2 } = {},
) {
  const { email, token } = await demoToken(appUrl);
  const target = `${appUrl}/api/users/instructor/${encodeURIComponent(email)}`;
  const headers = { authorization: `Bearer ${token}` };
  const sample = await fetch(target, { headers });
  if (sample.status !== 200) throw new Error(`${target} answered ${sample.status}`);
  await loadTest(target, connections, warmupSeconds, headers);
  return { connections, seconds, app: await loadTest(target, connections, seconds, headers) };
}
