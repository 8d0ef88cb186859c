import { readFileSync } from 'node:fs';
import { outsidePictureMessage } from '@glossy/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUsers, users } from '../../src/db/schema';
import { refusedByDatabase } from '../../src/db/db-errors';
import { identityHeaders, signUp } from '../support/actors';
import { expectError } from '../support/http';
import { describeEachBackend, type TestApp } from '../support/test-app';

const signUpWith = (ctx: TestApp, body: Record<string, unknown>) =>
  ctx.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { password: 'correct-horse-1', ...body },
    headers: identityHeaders(ctx),
  });

const identityOf = async (ctx: TestApp, email: string) =>
  (await ctx.db.select().from(authUsers).where(eq(authUsers.email, email)))[0];

describeEachBackend('one set of rules for the user record, every way in', (ctx) => {
  it('sign-up refuses a name past 100 characters or with control characters, and a foreign picture; nothing is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'n'.repeat(500_000) }, 'name'],
      [{ name: 'Line\nbreak' }, 'name'],
      [{ name: 'Null\u0000byte' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'Eve', image: 'javascript:alert(1)' }, 'image'],
      [{ name: 'Eve', image: 'https://tracker.example/p.png' }, 'image'],
      [{ name: 'Eve', image: '//tracker.example/p.png' }, 'image'],
      [{ name: 'Eve', image: '/uploads/../../etc/passwd' }, 'image'],
    ];
    for (const [fields, field] of cases) {
      const email = `eve${Math.random().toString(36).slice(2, 8)}@rules.test`;
      const res = await signUpWith(ctx, { email, ...fields });
      const body = await expectError(res, 400);
      expect(body.error.fields, JSON.stringify(fields).slice(0, 80)).toHaveProperty(field);
      // A link to a picture elsewhere is told what to do instead.
      if (String(fields.image).includes('tracker.example'))
        expect(body.error.fields!.image).toBe(outsidePictureMessage);
      expect(await identityOf(ctx, email)).toBeUndefined();
    }
    const ok = await signUpWith(ctx, {
      email: 'fine@rules.test',
      name: 'Fine Artist',
      image: '/media/students/student-01.webp',
    });
    expect(ok.status).toBe(200);
    expect(await identityOf(ctx, 'fine@rules.test')).toMatchObject({
      name: 'Fine Artist',
      image: '/media/students/student-01.webp',
    });
  });

  it('the identity’s own update route keeps the same rules', async () => {
    const gil = await signUp(ctx, 'gil@rules.test');
    const update = (json: unknown) =>
      ctx.request('/api/auth/update-user', {
        method: 'POST',
        json,
        headers: identityHeaders(ctx, gil.cookie),
      });
    await expectError(await update({ name: 'x'.repeat(101) }), 400);
    await expectError(await update({ image: 'javascript:alert(1)' }), 400);
    await expectError(await update({ name: 'Tab\there' }), 400);
    expect(
      (await update({ name: 'Gil Painter', image: '/media/students/student-02.webp' })).status,
    ).toBe(200);
    expect(await identityOf(ctx, gil.email)).toMatchObject({ name: 'Gil Painter' });
  });

  it('POST /api/users takes only our own pictures, and the same name rules', async () => {
    const res = await signUpWith(ctx, { email: 'hana@rules.test', name: 'Hana' });
    const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    const create = (json: unknown) =>
      ctx.request('/api/users', { method: 'POST', json, headers: identityHeaders(ctx, cookie) });
    const base = { name: 'Hana', email: 'hana@rules.test' };
    for (const photo of [
      'javascript:alert(1)',
      'https://evil.test/a.png',
      'data:image/png;base64,AA',
    ]) {
      const body = await expectError(await create({ ...base, photo }), 400);
      expect(body.error.fields).toHaveProperty('photo');
    }
    await expectError(await create({ ...base, name: 'h'.repeat(101) }), 400);
    expect((await ctx.db.select().from(users).where(eq(users.email, base.email))).length).toBe(0);
    expect((await create({ ...base, photo: '/media/students/student-03.webp' })).status).toBe(201);
  });

  it('the migration cleans over-long names and foreign pictures already stored', async () => {
    const [victim] = await ctx.db
      .insert(users)
      .values({
        name: `${'v'.repeat(300)}\u0007`,
        email: 'old@rules.test',
        photo: 'javascript:alert(1)',
        banner: 'https://tracker.example/b.png',
      })
      .returning();
    const [kept] = await ctx.db
      .insert(users)
      .values({ name: 'Kept', email: 'kept@rules.test', photo: '/uploads/abc.webp' })
      .returning();
    const migration = readFileSync(
      new URL('../../drizzle/0003_hardening.sql', import.meta.url),
      'utf8',
    );
    const cleaning = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(cleaning.length).toBeGreaterThanOrEqual(4);
    for (const statement of cleaning) await ctx.db.execute(sql.raw(statement));
    const [cleaned] = await ctx.db.select().from(users).where(eq(users.id, victim!.id));
    expect(cleaned).toMatchObject({ name: 'v'.repeat(100), photo: null, banner: null });
    const [same] = await ctx.db.select().from(users).where(eq(users.id, kept!.id));
    expect(same).toMatchObject({ name: 'Kept', photo: '/uploads/abc.webp' });
  });
});

describe('errors the database raises about a client’s input', () => {
  const withCode = (code: string) => Object.assign(new Error('query failed'), { cause: { code } });
  it('are 400 or 409, never a 500', () => {
    expect(refusedByDatabase(withCode('22021'))).toMatchObject({ status: 400 });
    expect(refusedByDatabase(withCode('22P05'))).toMatchObject({ status: 400 });
    expect(refusedByDatabase(withCode('22001'))).toMatchObject({ status: 400 });
    expect(refusedByDatabase(withCode('54000'))).toMatchObject({ status: 400 });
    expect(refusedByDatabase(withCode('23505'))).toMatchObject({ status: 409 });
    expect(refusedByDatabase(withCode('08006'))).toBeNull();
    expect(refusedByDatabase(new Error('no code'))).toBeNull();
  });
});
