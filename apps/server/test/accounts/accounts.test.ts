import { eq } from 'drizzle-orm';
import { adminOverview } from '@glossy/contract';
import { describe, expect, it } from 'vitest';
import { appSecrets, authAccounts, mailOutbox, users } from '../../src/db/schema';
import { tokenService } from '../../src/platform/auth/tokens';
import {
  adminCredentials,
  adminEnv,
  bearer,
  identityHeaders,
  issueToken,
  signIn,
  signUp,
} from '../support/actors';
import { expectError } from '../support/http';
import { describeEachBackend, type TestApp } from '../support/test-app';

const post = (ctx: TestApp, url: string, json: unknown, headers: Record<string, string> = {}) =>
  ctx.request(url, { method: 'POST', json, headers });

describeEachBackend(
  'accounts',
  (ctx) => {
    describe('user records', () => {
      it('creates a student record once, whatever role the body asks for', async () => {
        const res = await post(
          ctx,
          '/api/auth/sign-up/email',
          { email: 'eve@acc.test', password: 'long-enough-1', name: 'Eve' },
          identityHeaders(ctx),
        );
        const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
        const first = await post(
          ctx,
          '/api/users',
          { name: 'Eve', email: 'eve@acc.test', role: 'admin' },
          identityHeaders(ctx, cookie),
        );
        expect(first.status).toBe(201);
        expect(((await first.json()) as { insertedId: string }).insertedId).toMatch(
          /[0-9a-f-]{36}/,
        );
        const again = await post(
          ctx,
          '/api/users',
          { name: 'Eve', email: 'eve@acc.test' },
          identityHeaders(ctx, cookie),
        );
        expect(await again.json()).toEqual({ insertedId: null });
        const [row] = await ctx.db.select().from(users).where(eq(users.email, 'eve@acc.test'));
        expect(row!.role).toBe('student');
      });

      it('refuses a record for somebody else and for nobody', async () => {
        const mallory = await signUp(ctx, 'mallory@acc.test');
        await expectError(
          await post(
            ctx,
            '/api/users',
            { name: 'X', email: 'victim@acc.test' },
            identityHeaders(ctx, mallory.cookie),
          ),
          403,
        );
        await expectError(
          await post(ctx, '/api/users', { name: 'X', email: 'victim@acc.test' }),
          401,
        );
        await expectError(
          await post(
            ctx,
            '/api/users',
            { name: 'X', email: 'victim@acc.test', extra: 1 },
            identityHeaders(ctx, mallory.cookie),
          ),
          400,
        );
      });
    });

    describe('tokens', () => {
      it('are issued only for the signed-in identity and its own email', async () => {
        const ann = await signUp(ctx, 'ann@acc.test');
        await expectError(await post(ctx, '/api/jwt', { email: 'ann@acc.test' }), 401);
        await expectError(
          await post(ctx, '/api/jwt', { email: 'bob@acc.test' }, identityHeaders(ctx, ann.cookie)),
          401,
        );
        // A token alone cannot mint tokens: renewal needs the identity session.
        await expectError(await post(ctx, '/api/jwt', { email: 'ann@acc.test' }, bearer(ann)), 401);
        expect(await issueToken(ctx, 'ANN@acc.test', ann.cookie)).toMatch(/^ey/);
      });

      it('answer 401 when invalid or expired, but never block public reads', async () => {
        const ann = await signIn(ctx, 'ann@acc.test', 'correct-horse-1');
        const [secret] = await ctx.db
          .select()
          .from(appSecrets)
          .where(eq(appSecrets.name, 'api-token'));
        const twoHoursAgo = () => Date.now() - 2 * 60 * 60 * 1000;
        const expired = await tokenService(secret!.value, twoHoursAgo).issue({
          sub: 'x',
          email: ann.email,
          sid: 'x',
          ver: 0,
        });
        for (const token of ['not-a-token', expired, `${ann.token}x`]) {
          const res = await ctx.request(`/api/users/admin/${ann.email}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const body = await expectError(res, 401);
          expect(body.error.message).toMatch(/expired/i);
        }
        const courses = await ctx.request('/api/courses', {
          headers: { authorization: 'Bearer not-a-token' },
        });
        expect(courses.status).toBe(200);
      });
    });

    describe('roles', () => {
      it('lets an admin list, search and grant roles, effective at once', async () => {
        const admin = await signIn(ctx, adminCredentials.email, adminCredentials.password);
        const kim = await signUp(ctx, 'kim@acc.test', 'correct-horse-1', 'Kim Painter');
        const list = await ctx.request('/api/users?q=painter', { headers: bearer(admin) });
        expect(list.status).toBe(200);
        expect(list.headers.get('x-total-count')).toBe('1');
        expect(await list.json()).toEqual([
          {
            _id: kim.userId,
            name: 'Kim Painter',
            email: 'kim@acc.test',
            role: 'student',
            photo: null,
          },
        ]);
        const grant = () =>
          ctx.request(`/api/users/instructor/${kim.userId}`, {
            method: 'PATCH',
            headers: bearer(admin),
          });
        expect(await (await grant()).json()).toEqual({ modifiedCount: 1 });
        expect(await (await grant()).json()).toEqual({ modifiedCount: 0 });
        const flag = (token: string) =>
          ctx.request(`/api/users/instructor/${kim.email}`, {
            headers: { authorization: `Bearer ${token}` },
          });
        // The role change ended Kim's token; a fresh one from her session says what she is now.
        await expectError(await flag(kim.token), 401);
        expect(await (await flag(await issueToken(ctx, kim.email, kim.cookie))).json()).toEqual({
          instructor: true,
        });
      });

      it('answers 404 for unknown users and 409 when an admin would demote themselves', async () => {
        const admin = await signIn(ctx, adminCredentials.email, adminCredentials.password);
        for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
          await expectError(
            await ctx.request(`/api/users/admin/${id}`, {
              method: 'PATCH',
              headers: bearer(admin),
            }),
            404,
          );
        }
        await expectError(
          await ctx.request(`/api/users/instructor/${admin.userId}`, {
            method: 'PATCH',
            headers: bearer(admin),
          }),
          409,
        );
      });

      it('rejects operator-shaped and unknown query keys', async () => {
        const admin = await signIn(ctx, adminCredentials.email, adminCredentials.password);
        await expectError(
          await ctx.request('/api/users?email[$ne]=x', { headers: bearer(admin) }),
          400,
        );
        await expectError(
          await ctx.request('/api/users?role=admin', { headers: bearer(admin) }),
          400,
        );
      });

      it('gives the admin home its counts', async () => {
        const admin = await signIn(ctx, adminCredentials.email, adminCredentials.password);
        const res = await ctx.request('/api/admin/overview', { headers: bearer(admin) });
        const body = adminOverview.parse(await res.json());
        expect(body.users.admin).toBe(1);
        expect(body.users.total).toBe(
          body.users.admin + body.users.instructor + body.users.student,
        );
        expect(body.courses).toBeGreaterThanOrEqual(9);
      });
    });

    describe('passwords', () => {
      it('are at least 8 characters and never leave the server', async () => {
        const short = await post(
          ctx,
          '/api/auth/sign-up/email',
          { email: 'short@acc.test', password: 'short7!', name: 'S' },
          identityHeaders(ctx),
        );
        expect(short.status).toBe(400);
        const res = await post(
          ctx,
          '/api/auth/sign-up/email',
          { email: 'safe@acc.test', password: 'a-secret-pass', name: 'Safe' },
          identityHeaders(ctx),
        );
        const text = await res.text();
        expect(text).not.toMatch(/password|a-secret-pass|scrypt/i);
        const [account] = await ctx.db
          .select()
          .from(authAccounts)
          .where(eq(authAccounts.providerId, 'credential'))
          .limit(1);
        expect(account!.password).not.toContain('a-secret-pass');
      });

      it('sign in by username too (the part of the email before @)', async () => {
        await signUp(ctx, 'uma.lee@acc.test', 'uma-password-1');
        const res = await post(
          ctx,
          '/api/auth/sign-in/username',
          { username: 'uma.lee', password: 'uma-password-1' },
          identityHeaders(ctx),
        );
        expect(res.status).toBe(200);
      });

      it('reset by a mailed single-use link, which signs out every other session', async () => {
        const zoe = await signUp(ctx, 'zoe@acc.test', 'old-password-1');
        const ask = await post(
          ctx,
          '/api/auth/request-password-reset',
          { email: 'zoe@acc.test', redirectTo: '/reset-password' },
          identityHeaders(ctx),
        );
        expect(ask.status).toBe(200);
        const [mail] = await ctx.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, 'zoe@acc.test'));
        const token = mail!.text.match(/reset-password\?token=([^\s]+)/)?.[1];
        expect(token).toBeDefined();
        const reset = () =>
          post(
            ctx,
            '/api/auth/reset-password',
            { token: decodeURIComponent(token!), newPassword: 'new-password-1' },
            identityHeaders(ctx),
          );
        expect((await reset()).status).toBe(200);
        expect((await reset()).status).toBe(400);
        const session = await ctx.request('/api/auth/get-session', {
          headers: identityHeaders(ctx, zoe.cookie),
        });
        expect(await session.json()).toBeNull();
        const old = await post(
          ctx,
          '/api/auth/sign-in/email',
          { email: 'zoe@acc.test', password: 'old-password-1' },
          identityHeaders(ctx),
        );
        expect(old.status).toBe(401);
        await signIn(ctx, 'zoe@acc.test', 'new-password-1');
      });
    });

    describe('rate limits', () => {
      it('answer 429 with Retry-After after 10 sign-in attempts a minute from one address', async () => {
        const attempt = () =>
          ctx.request('/api/auth/sign-in/email', {
            method: 'POST',
            json: { email: 'ghost@acc.test', password: 'wrong-password' },
            headers: identityHeaders(ctx),
            client: '203.0.113.7',
          });
        for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
        const limited = await attempt();
        await expectError(limited, 429, 'rate_limited');
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      });
    });
  },
  { env: adminEnv },
);
