import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { builtServer } from '../support/built-server';
import { signUpOverHttp } from '../support/http-accounts';
import { freePort, scratchRoot, waitUntil } from '../support/local-processes';
import { preparePgliteDataDir } from '../support/pglite-template';
import { loopbackVisitors, senderTo } from '../support/visitor';
import { startWriteLoad, type WriteLoad } from '../support/write-load';

/** How many times each of `texts` is among the posts of the embedded database in `dataDir`. */
async function postCounts(dataDir: string, prefix: string): Promise<Map<string, number>> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from posts where status like $1 group by status',
      [`${prefix}%`],
    );
    return new Map(rows.map((row) => [row.status, row.n]));
  } finally {
    await db.close();
  }
}

// The default install: one process, PGlite in DATA_DIR, no other service. Its machine can lose
// power or the process be killed at any write; what it said was saved must still be there.
// (A backup taken while writing, restored into a fresh folder, is test/backups.test.ts's.)
describe('one built instance on the embedded database', () => {
  it('keeps every acknowledged write through kill -9 and is healthy again within seconds', async () => {
    const dataDir = await mkdtemp(path.join(scratchRoot(), 'gd-embedded-'));
    await preparePgliteDataDir(scratchRoot(), dataDir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = builtServer('embedded', port, {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUBLIC_URL: url,
    });
    let load: WriteLoad | undefined;
    try {
      await server.start();
      const site = { url, origin: url };
      const tag = `em${Date.now().toString(36)}`;
      const author = await signUpOverHttp(
        site,
        `${tag}-author@load.test`,
        senderTo(url, loopbackVisitors(5)),
      );
      load = startWriteLoad({
        site,
        authors: [author],
        courses: [],
        tag,
        visitors: loopbackVisitors(6),
        maxMs: 30_000,
      });
      // Killed in the middle of a steady stream of writes, not at its first.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await waitUntil(
        'some writes acknowledged',
        async () => load!.acknowledged.posts.length >= 20,
        10_000,
      );
      await server.stop('SIGKILL');
      await load.stop();
      const killed = server.exits.at(-1);

      const restarted = performance.now();
      await server.start();
      await server.waitForHealth(
        'healthy after kill -9',
        (health) => health.status === 200,
        10_000,
      );
      const healthySeconds = (performance.now() - restarted) / 1000;
      await server.stop('SIGTERM');

      const counts = await postCounts(dataDir, tag);
      const acknowledged = load.acknowledged.posts.map((post) => post.text);
      const stored = acknowledged.filter((text) => counts.get(text) === 1);
      const twice = [...counts].filter(([, n]) => n > 1).map(([text]) => text);
      console.log(
        `resilience (embedded): kill -9 during writes, acknowledged/stored ${acknowledged.length}/${stored.length}, ` +
          `${load.postsSent.length - acknowledged.length} unanswered, healthy ${healthySeconds.toFixed(2)} s after restart`,
      );

      expect(killed).toMatchObject({ signal: 'SIGKILL', asked: true });
      expect(server.exits.filter((exit) => !exit.asked)).toEqual([]);
      expect(twice).toEqual([]);
      expect(acknowledged.filter((text) => counts.get(text) !== 1)).toEqual([]);
      // The same bound as PostgreSQL's instances get; it takes 1.5–2.5 s here, more on a busy machine.
      expect(healthySeconds).toBeLessThan(10);
    } finally {
      await load?.stop();
      await server.stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
