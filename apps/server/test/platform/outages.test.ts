import { errorCodes, healthAnswer, insertedAnswer } from '@glossy/contract';
import { eq, like } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { posts } from '../../src/db/schema';
import { bearer, signUp } from '../support/actors';
import { acquireDatabase } from '../support/backends';
import { cuttableProxy } from '../support/cuttable-proxy';
import { expectError, expectJson } from '../support/http';
import { withTestApp, type TestApp } from '../support/test-app';

/** Ends every connection of `database` but the caller's, as PostgreSQL's shutdown does first. */
async function terminateConnections(adminUrl: string, database: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
  } finally {
    await admin.end();
  }
}

async function secondsUntilHealthy(ctx: TestApp, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const res = await ctx.request('/api/health');
    if (res.status === 200) {
      await expectJson(res, 200, healthAnswer);
      return (performance.now() - started) / 1000;
    }
    await res.body?.cancel();
    if (performance.now() - started > limitMs) throw new Error('still unhealthy');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The outage: PostgreSQL restarts under load. Between the app and a real PostgreSQL sits
// a hop the test can cut: the administrator's shutdown ends every connection, then the database
// is unreachable for a while, then it is back on the same address.
describe.skipIf(!process.env.DATABASE_URL)('the database goes away and comes back', () => {
  it('answers 503 with Retry-After meanwhile, never exits, recovers by itself, and loses no acknowledged write', async () => {
    const scratch = await acquireDatabase('postgres');
    const direct = new URL(scratch.databaseUrl!);
    const proxy = await cuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.port = String(proxy.port);
    try {
      await withTestApp(
        'postgres',
        { env: { DATABASE_URL: proxied.toString(), SEED_DEMO: 'false' } },
        async (ctx) => {
          const ada = await signUp(ctx, 'ada@outage.test');
          const acknowledged: string[] = [];
          const refused: Response[] = [];
          let sent = 0;
          const post = async () => {
            const started = performance.now();
            const res = await ctx.request('/api/userPost', {
              method: 'POST',
              json: { status: `outage ${(sent += 1)}` },
              headers: bearer(ada),
            });
            // Never a hang: a database that is away is said at once, or within the connect timeout.
            expect(performance.now() - started).toBeLessThan(6_000);
            if (res.status === 201)
              acknowledged.push((await expectJson(res, 201, insertedAnswer)).insertedId!);
            else refused.push(res);
          };
          const load = async (until: () => boolean) => {
            while (!until()) await post();
          };

          // Every connection ends (PostgreSQL's "terminating connection due to administrator
          // command"): the idle ones break in the pool, the next request gets new ones.
          await post();
          await terminateConnections(direct.toString(), direct.pathname.slice(1));
          // A request that meets a connection as it drops gets the outage's 503 (checked below
          // with the others); the pool opens new ones and the next requests are served.
          const before = acknowledged.length;
          await expect
            .poll(async () => (await post(), acknowledged.length), { timeout: 5_000 })
            .toBeGreaterThan(before);

          // Away for two seconds under a steady load, then back.
          let back = false;
          const running = Promise.all([load(() => back), load(() => back)]);
          let recovered = Number.POSITIVE_INFINITY;
          // However this ends, the load ends with it: a failed check must not leave it running.
          try {
            await new Promise((resolve) => setTimeout(resolve, 300));
            await proxy.cut();
            const health = await ctx.request('/api/health');
            const down = await expectError(health, 503, errorCodes.unavailable);
            expect(down.error.message).toMatch(/Database unavailable/);
            expect(health.headers.get('retry-after')).toBe('5');
            // Every way in says the same: a read, the identity endpoints, a page of the API.
            const ways = [
              ctx.request('/api/allPost?limit=5'),
              ctx.request('/api/courses'),
              ctx.request('/api/auth/sign-in/email', {
                method: 'POST',
                json: { email: 'ada@outage.test', password: 'correct-horse-1' },
                headers: { origin: ctx.config.publicUrl },
              }),
              // Better Auth turns the failed insert into a 422 'Failed to create user' itself.
              ctx.request('/api/auth/sign-up/email', {
                method: 'POST',
                json: { email: 'new@outage.test', password: 'correct-horse-1', name: 'New' },
                headers: { origin: ctx.config.publicUrl },
              }),
            ];
            for (const res of await Promise.all(ways)) {
              expect(res.status, `${res.url}: ${await res.clone().text()}`).toBe(503);
              expect(res.headers.get('retry-after')).toBe('5');
            }
            await new Promise((resolve) => setTimeout(resolve, 2_000));
            await proxy.restore();
            recovered = await secondsUntilHealthy(ctx, 10_000);
          } finally {
            back = true;
            await running;
          }
          await post();

          expect(refused.length).toBeGreaterThan(0);
          for (const res of refused) {
            await expectError(res, 503, errorCodes.unavailable);
            expect(res.headers.get('retry-after')).toBe('5');
          }
          // Each acknowledged post is stored exactly once; a refused one may have been stored
          // (committed as the line dropped), never twice.
          const stored = await ctx.db
            .select({ id: posts.id })
            .from(posts)
            .where(like(posts.status, 'outage %'));
          const ids = stored.map((row) => row.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of acknowledged) expect(ids).toContain(id);
          expect(ids.length).toBeLessThanOrEqual(acknowledged.length + refused.length);
          expect(recovered).toBeLessThan(10);
          const [last] = await ctx.db
            .select({ id: posts.id })
            .from(posts)
            .where(eq(posts.id, acknowledged.at(-1)!));
          expect(last).toBeDefined();
        },
      );
    } finally {
      await proxy.close();
      await scratch.release();
    }
  }, 60_000);
});
