import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, serverEntry, webIndex } from './paths.mjs';

/** Builds the web app and the server when either is missing (run `npm run build` for fresh code). */
export function ensureBuilt() {
  if (existsSync(serverEntry) && existsSync(webIndex)) return false;
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  return true;
}

export function freshDataDir(label) {
  return mkdtempSync(path.join(tmpdir(), `glossy-bench-${label}-`));
}

export function removeDataDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`server at ${url} did not answer /api/health within ${timeoutMs} ms`);
}

/**
 * Starts the built server in its own process on a free port, as `npm start` would once built, and
 * resolves when /api/health answers 200, with the time that took.
 */
export async function startServer({ dataDir, timeoutMs = 60_000, env = {} }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
