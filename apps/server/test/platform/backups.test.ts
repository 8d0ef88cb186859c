import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { preparePgliteDataDir } from '../support/pglite-template';
import { startServerProcess } from '../support/server-process';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** `npm run backup` / `npm run restore` on a data folder: exit code and what it printed. */
async function script(name: 'backup' | 'restore', dataDir: string, args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [`scripts/${name}.mjs`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const failed = err as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr };
  }
}

describe('backups of the embedded database', () => {
  it('are taken while the site runs and writes, and restore into a fresh folder with the same rows', async () => {
    const live = await mkdtemp(path.join(os.tmpdir(), 'gd-live-'));
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'gd-fresh-'));
    const file = path.join(live, 'backup.tar.gz');
    await preparePgliteDataDir(os.tmpdir(), live);
    try {
      const { child, port, exited } = await startServerProcess(live, { RATE_LIMIT_SCALE: '1000' });
      let acknowledged = 0;
      let writing = true;
      const subscribe = async (n: number) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/subscriptions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `reader${n}@backup.test` }),
        });
        expect(res.status).toBe(201);
        acknowledged += 1;
      };
      const load = (async () => {
        for (let n = 0; writing; n++) await subscribe(n);
      })();
      await new Promise((resolve) => setTimeout(resolve, 500));
      // A loaded machine can take longer than that to answer the first write.
      while (acknowledged === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const before = acknowledged;
      const backup = await script('backup', live, [file]);
      const after = acknowledged;
      writing = false;
      await load;
      expect(backup, backup.out).toMatchObject({ code: 0 });
      expect(backup.out).toMatch(/by the running server/);
      // The running server's database is not for anyone else to overwrite.
      const refused = await script('restore', live, [file]);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/stop it first/);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);

      const restored = await script('restore', fresh, [file]);
      expect(restored, restored.out).toMatchObject({ code: 0 });
      const db = await PGlite.create(path.join(fresh, 'pglite'));
      try {
        const { rows } = await db.query<{ n: number }>(
          'select count(*)::int as n from subscriptions',
        );
        // Every subscription acknowledged before the backup was asked for is in it; none that
        // was still to come once it was written.
        expect(rows[0]!.n).toBeGreaterThanOrEqual(before);
        expect(rows[0]!.n).toBeLessThanOrEqual(after);
        expect(before).toBeGreaterThan(0);
      } finally {
        await db.close();
      }
      // With no server running, the script reads the database itself.
      const direct = await script('backup', fresh, [path.join(fresh, 'again.tar.gz')]);
      expect(direct, direct.out).toMatchObject({ code: 0 });
      expect(direct.out).not.toMatch(/running server/);
      const bad = await script('restore', fresh, [path.join(live, 'server.log')]);
      expect(bad.code).toBe(1);
    } finally {
      await rm(live, { recursive: true, force: true });
      await rm(fresh, { recursive: true, force: true });
    }
  }, 120_000);
});
