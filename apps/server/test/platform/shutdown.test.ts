import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preparePgliteDataDir } from '../support/pglite-template';
import { startServerProcess } from '../support/server-process';

describe('shutting down', () => {
  it('on SIGTERM, stops taking connections, finishes the requests under way, and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gd-shutdown-'));
    await preparePgliteDataDir(os.tmpdir(), dataDir);
    try {
      const { child, port, exited } = await startServerProcess(dataDir);
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
