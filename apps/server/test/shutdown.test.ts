import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preparePgliteDataDir } from './support/pglite-template';

const serverDir = path.resolve(import.meta.dirname, '..');

/** `npm start`'s process, from the sources: resolves once it listens, with its port. */
async function startProcess(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /"url":"http:\/\/localhost:(\d+)"/.exec(out);
      if (url) resolve(Number(url[1]));
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before listening: ${out}`)));
  });
  return { child, port, exited };
}

describe('shutting down', () => {
  it('on SIGTERM, stops taking connections, finishes the requests under way, and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gd-shutdown-'));
    await preparePgliteDataDir(os.tmpdir(), dataDir);
    try {
      const { child, port, exited } = await startProcess(dataDir);
      const body = JSON.stringify({
        from_name: 'Ada',
        from_email: 'ada@shutdown.test',
        message: 'Sent across a restart',
      });
      // A request under way: its headers and half its body are in when the signal comes.
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const ended = new Promise((resolve) => socket.once('close', resolve));
      const half = Math.floor(body.length / 2);
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const signalled = performance.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));

      // No new connection is taken meanwhile.
      const refused = await new Promise<string>((resolve) => {
        const late = net.connect(port, '127.0.0.1');
        late.once('connect', () => {
          late.destroy();
          resolve('connected');
        });
        late.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');

      socket.end(body.slice(half));
      await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 20[01] /);
      expect(await exited).toBe(0);
      // Well within main.ts's bound (10 s), after which it would exit 1.
      expect(performance.now() - signalled).toBeLessThan(10_000);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
