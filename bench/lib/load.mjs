import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = (name) => new URL(name, import.meta.url).pathname;

async function loadTest(url, connections, seconds) {
  const { stdout } = await run(
    process.execPath,
    [here('load-generator.mjs'), url, String(connections), String(seconds)],
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
 * GET /api/courses under load against the app, then against a bare node:http server sending the
 * same bytes, in the same run on the same machine: the ratio says what the framework costs.
 */
export async function measureCoursesThroughput(
  appUrl,
  { connections = 50, seconds = 10, warmupSeconds = 2 } = {},
) {
  const target = `${appUrl}/api/courses`;
  const sample = await fetch(target);
  if (sample.status !== 200) throw new Error(`GET /api/courses answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get('content-type') ?? 'application/json';
  const bodyDir = mkdtempSync(path.join(tmpdir(), 'glossy-bench-body-'));
  const bodyFile = path.join(bodyDir, 'courses.json');
  writeFileSync(bodyFile, body);

  const bare = await startBareServer(bodyFile, contentType);
  try {
    await loadTest(target, connections, warmupSeconds);
    const app = await loadTest(target, connections, seconds);
    await loadTest(`${bare.url}/api/courses`, connections, warmupSeconds);
    const baseline = await loadTest(`${bare.url}/api/courses`, connections, seconds);
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
