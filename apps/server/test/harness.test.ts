import pg from 'pg';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { availableBackends } from './support/backends';
import { describeEachBackend, withTestApp } from './support/test-app';

/** The harness is test code too: a snapshot that misses a change would let every suite pass. */
describeEachBackend('test harness', (ctx) => {
  it('notices a changed row even when every count stays the same', async () => {
    const before = await ctx.snapshot();
    await ctx.db.execute(sql`update faqs set answer = answer || '!' where position = 1`);
    const after = await ctx.snapshot();
    expect(after.faqs?.rows).toBe(before.faqs?.rows);
    expect(after.faqs?.digest).not.toBe(before.faqs?.digest);
    const { faqs: _a, ...otherAfter } = after;
    const { faqs: _b, ...otherBefore } = before;
    expect(otherAfter).toEqual(otherBefore);
  });

  it('notices a row deleted and put back exactly as it was, and a write of the same values', async () => {
    const before = await ctx.snapshot();
    await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`create temporary table faq_copy as select * from faqs where position = 2`,
      );
      await tx.execute(sql`delete from faqs where position = 2`);
      await tx.execute(sql`insert into faqs select * from faq_copy`);
      await tx.execute(sql`drop table faq_copy`);
    });
    const restored = await ctx.snapshot();
    expect(restored.faqs?.rows).toBe(before.faqs?.rows);
    expect(restored.faqs?.digest).not.toBe(before.faqs?.digest);
    await ctx.db.execute(sql`update faqs set answer = answer where position = 3`);
    expect((await ctx.snapshot()).faqs?.digest).not.toBe(restored.faqs?.digest);
  });

  it('gives each request its own client address unless one is pinned', async () => {
    const contact = { from_name: 'A', from_email: 'a@example.com', message: 'hi' };
    const post = (client?: string | null) =>
      ctx.request('/api/contact', { method: 'POST', json: contact, client });
    const free = await Promise.all([1, 2, 3, 4, 5, 6].map(() => post()));
    expect(free.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const bare = [];
    for (let i = 0; i < 6; i += 1) bare.push((await post(null)).status);
    expect(bare).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

it.runIf(availableBackends().includes('postgres'))(
  'drops its scratch PostgreSQL database when the app is disposed',
  async () => {
    const name = await withTestApp('postgres', {}, async (app) => {
      const url = new URL(app.config.DATABASE_URL ?? '');
      expect(url.pathname).toMatch(/^\/gd_t_[0-9a-f]+$/);
      return url.pathname.slice(1);
    });
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      expect(found.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  },
);
