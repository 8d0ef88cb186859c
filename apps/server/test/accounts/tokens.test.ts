import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authSessions, authUsers, mailOutbox } from '../../src/db/schema';
import {
  adminEnv,
  identityHeaders,
  issueToken,
  signIn,
  signUp,
  type SignedIn,
} from '../support/actors';
import { expectError } from '../support/http';
import { signInAdmin } from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const post = (ctx: TestApp, url: string, json: unknown, headers: Record<string, string> = {}) =>
  ctx.request(url, { method: 'POST', json, headers });

/** What an API token is good for: the caller's own role flag, which needs a signed-in caller. */
const tokenWorks = async (ctx: TestApp, who: Pick<SignedIn, 'email'>, token: string) => {
  const res = await ctx.request(`/api/users/admin/${who.email}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status === 401) {
    const body = await expectError(res, 401);
    expect(body.error.message).toMatch(/expired/i);
    return false;
  }
  expect(res.status).toBe(200);
  return true;
};

describeEachBackend(
  'API tokens end with their session',
  (ctx) => {
    it('after sign-out, the token of that session is a 401; another device keeps its own', async () => {
      const ann = await signUp(ctx, 'ann@tok.test');
      const phone = await signIn(ctx, ann.email, 'correct-horse-1');
      expect(await tokenWorks(ctx, ann, ann.token)).toBe(true);
      const out = await post(ctx, '/api/auth/sign-out', {}, identityHeaders(ctx, ann.cookie));
      expect(out.status).toBe(200);
      expect(await tokenWorks(ctx, ann, ann.token)).toBe(false);
      expect(await tokenWorks(ctx, phone, phone.token)).toBe(true);
      // Nor can the dead session mint a new one.
      await expectError(
        await post(ctx, '/api/jwt', { email: ann.email }, identityHeaders(ctx, ann.cookie)),
        401,
      );
    });

    it('after the session expires', async () => {
      const bo = await signUp(ctx, 'bo@tok.test');
      const [identity] = await ctx.db.select().from(authUsers).where(eq(authUsers.email, bo.email));
      await ctx.db
        .update(authSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authSessions.userId, identity!.id));
      expect(await tokenWorks(ctx, bo, bo.token)).toBe(false);
    });

    it('after a password change that signs out other devices, theirs and this one’s old token', async () => {
      const cy = await signUp(ctx, 'cy@tok.test', 'old-password-1');
      const laptop = await signIn(ctx, cy.email, 'old-password-1');
      const change = await post(
        ctx,
        '/api/auth/change-password',
        {
          currentPassword: 'old-password-1',
          newPassword: 'new-password-1',
          revokeOtherSessions: true,
        },
        identityHeaders(ctx, cy.cookie),
      );
      expect(change.status).toBe(200);
      expect(await tokenWorks(ctx, laptop, laptop.token)).toBe(false);
      // The device that changed it gets a new session cookie, and with it a new token.
      const renewed = change.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.includes('session_token=') && !c.endsWith('='));
      expect(renewed).toBeDefined();
      expect(await tokenWorks(ctx, cy, await issueToken(ctx, cy.email, renewed!))).toBe(true);
    });

    it('after a password reset, every token of the user', async () => {
      const di = await signUp(ctx, 'di@tok.test', 'old-password-1');
      const other = await signIn(ctx, di.email, 'old-password-1');
      await post(
        ctx,
        '/api/auth/request-password-reset',
        { email: di.email, redirectTo: '/reset-password' },
        identityHeaders(ctx),
      );
      const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, di.email));
      const token = decodeURIComponent(mail!.text.match(/reset-password\?token=([^\s]+)/)![1]!);
      const reset = await post(
        ctx,
        '/api/auth/reset-password',
        { token, newPassword: 'new-password-1' },
        identityHeaders(ctx),
      );
      expect(reset.status).toBe(200);
      expect(await tokenWorks(ctx, di, di.token)).toBe(false);
      expect(await tokenWorks(ctx, other, other.token)).toBe(false);
    });

    it('after a role change, until the client asks its session for a fresh token', async () => {
      const admin = await signInAdmin(ctx);
      const ed = await signUp(ctx, 'ed@tok.test');
      const grant = await ctx.request(`/api/users/instructor/${ed.userId}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(await grant.json()).toEqual({ modifiedCount: 1 });
      expect(await tokenWorks(ctx, ed, ed.token)).toBe(false);
      // The web app asks for the fresh token with the ended one still in its Authorization header.
      const renewed = await ctx.request('/api/jwt', {
        method: 'POST',
        json: { email: ed.email },
        headers: { ...identityHeaders(ctx, ed.cookie), authorization: `Bearer ${ed.token}` },
      });
      expect(renewed.status).toBe(200);
      const { token } = (await renewed.json()) as { token: string };
      expect(await tokenWorks(ctx, ed, token)).toBe(true);
      // The admin's own token is untouched by changing someone else's role.
      expect(await tokenWorks(ctx, admin, admin.token)).toBe(true);
    });

    it('after an admin signs the user out everywhere: every session and token', async () => {
      const admin = await signInAdmin(ctx);
      const fay = await signUp(ctx, 'fay@tok.test');
      const tablet = await signIn(ctx, fay.email, 'correct-horse-1');
      const res = await post(ctx, `/api/users/${fay.userId}/sign-out`, undefined, {
        authorization: `Bearer ${admin.token}`,
      });
      expect(await res.json()).toEqual({ revokedSessions: 2 });
      expect(await tokenWorks(ctx, fay, fay.token)).toBe(false);
      expect(await tokenWorks(ctx, tablet, tablet.token)).toBe(false);
      await expectError(
        await post(ctx, '/api/jwt', { email: fay.email }, identityHeaders(ctx, tablet.cookie)),
        401,
      );
      // Only an admin may; a student trying it on the admin is refused and changes nothing.
      const gus = await signUp(ctx, 'gus@tok.test');
      await expectError(
        await post(ctx, `/api/users/${admin.userId}/sign-out`, undefined, {
          authorization: `Bearer ${gus.token}`,
        }),
        403,
      );
      expect(await tokenWorks(ctx, admin, admin.token)).toBe(true);
    });

    it('a token naming no session (issued before tokens were bound) is refused', async () => {
      const { tokenService } = await import('../../src/platform/auth/tokens');
      const { appSecrets } = await import('../../src/db/schema');
      const [secret] = await ctx.db
        .select()
        .from(appSecrets)
        .where(eq(appSecrets.name, 'api-token'));
      const hal = await signUp(ctx, 'hal@tok.test');
      const [identity] = await ctx.db
        .select()
        .from(authUsers)
        .where(eq(authUsers.email, hal.email));
      const { sign } = await import('hono/jwt');
      const iat = Math.floor(Date.now() / 1000);
      const legacy = await sign(
        { sub: identity!.id, email: hal.email, iat, exp: iat + 600 },
        secret!.value,
        'HS256',
      );
      expect(await tokenWorks(ctx, hal, legacy)).toBe(false);
      // Another user's session id in a token signed for this user is not this user's session.
      const ivy = await signUp(ctx, 'ivy@tok.test');
      const [ivySession] = await ctx.db
        .select()
        .from(authSessions)
        .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
        .where(eq(authUsers.email, ivy.email));
      const crossed = await tokenService(secret!.value).issue({
        sub: identity!.id,
        email: hal.email,
        sid: ivySession!.auth_sessions.id,
        ver: 0,
      });
      expect(await tokenWorks(ctx, hal, crossed)).toBe(false);
    });
  },
  { env: adminEnv },
);
