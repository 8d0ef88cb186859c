import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtServer } from '../support/built-server';
import { pictureOf, strokeLog } from '../support/drawings';
import { bearerOf, signUpOverHttp } from '../support/http-accounts';
import { freePort, scratchRoot } from '../support/local-processes';
import { preparePgliteDataDir } from '../support/pglite-template';
import { loopbackVisitors, senderTo } from '../support/visitor';

const residentBytes = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** A reader that asks for the log unpacked and then reads nothing for `holdMs`. */
function slowReader(url: string, token: string, holdMs: number) {
  return new Promise<void>((resolve) => {
    const req = request(url, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
      agent: false,
    });
    req.on('response', (res) => {
      res.once('data', () => res.pause());
      setTimeout(() => {
        res.destroy();
        resolve();
      }, holdMs);
    });
    req.on('error', () => resolve());
    req.end();
  });
}

const deepBody = Buffer.from(`${'['.repeat(150_000)}"\\n"${']'.repeat(150_000)}`);

// The amplifiers of the second hardening, bounded: what a few cheap requests once cost the
// server (0.24 s of CPU a deep body, 59 MB of memory a slow unpacked reader) must not slow its
// other answers or keep its memory once they stop.
describe('cheap requests that once cost the server dear', () => {
  it('keeps /api/health fast under deep bodies and slow unpacked readers, and gives memory back', async () => {
    const dataDir = await mkdtemp(path.join(scratchRoot(), 'gd-amplifiers-'));
    await preparePgliteDataDir(scratchRoot(), dataDir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = builtServer('amplifiers', port, {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUBLIC_URL: url,
    });
    try {
      await server.start();
      const send = senderTo(url, loopbackVisitors(5));
      const artist = await signUpOverHttp({ url, origin: url }, 'amp@load.test', send);
      // The largest log a small body may still unpack to, made public for anyone to read.
      const log = gzipSync(JSON.stringify(strokeLog(6_000)));
      const form = new FormData();
      form.append('title', 'Big');
      form.append('log', new Blob([new Uint8Array(log)]), 'log.json.gz');
      form.append('picture', new Blob([new Uint8Array(await pictureOf(400, 200))]), 'p.png');
      const saved = await fetch(`${url}/api/drawings`, {
        method: 'POST',
        body: form,
        headers: bearerOf(artist),
      });
      expect(saved.status).toBe(201);
      const { insertedId } = (await saved.json()) as { insertedId: string };
      const published = await fetch(`${url}/api/drawings/${insertedId}`, {
        method: 'PATCH',
        body: JSON.stringify({ visibility: 'public' }),
        headers: { ...bearerOf(artist), 'content-type': 'application/json' },
      });
      expect(published.status).toBe(200);

      const health = async () => {
        const started = performance.now();
        const res = await fetch(`${url}/api/health`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        return performance.now() - started;
      };
      for (let i = 0; i < 5; i += 1) await health();
      const pid = server.pid()!;
      const before = await residentBytes(pid);

      const readers = Array.from({ length: 12 }, () =>
        slowReader(`${url}/api/drawings/${insertedId}/log`, artist.token, 4_000),
      );
      // Each from its own address, as twenty visitors would be: each body is checked, none limited.
      const deep = Array.from({ length: 20 }, () =>
        send('/api/contact', {
          method: 'POST',
          body: deepBody,
          headers: { 'content-type': 'application/json' },
        }).then((answer) => answer.status),
      );
      const during: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        during.push(await health());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const peak = await residentBytes(pid);
      expect(await Promise.all(deep)).toEqual(Array(20).fill(400));
      await Promise.all(readers);

      expect(median(during)).toBeLessThan(100);
      // Back within 10 % of where it was once they stop (the collector given a moment).
      let after = await residentBytes(pid);
      for (let i = 0; i < 20 && after > before * 1.1; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        after = await residentBytes(pid);
      }
      console.log(
        `health median ${median(during).toFixed(1)} ms under load; RSS before ${(before / 2 ** 20).toFixed(0)} MB, ` +
          `peak ${(peak / 2 ** 20).toFixed(0)} MB, after ${(after / 2 ** 20).toFixed(0)} MB; log ${log.length} B packed`,
      );
      expect(after).toBeLessThanOrEqual(before * 1.1);
    } finally {
      await server.stop('SIGTERM');
    }
  });
});
