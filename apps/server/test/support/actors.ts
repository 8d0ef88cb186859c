import { expect } from 'vitest';
import type { TestApp } from './test-app';

export const adminCredentials = {
  email: 'admin@glossy.test',
  password: 'admin-password-1',
} as const;

/** Env that makes the app create the admin account at start. */
export const adminEnv = {
  ADMIN_EMAIL: adminCredentials.email,
  ADMIN_PASSWORD: adminCredentials.password,
} as const;

export interface SignedIn {
  email: string;
  name: string;
  /** The identity session cookie (`name=value`). */
  cookie: string;
  /** The API token from POST /api/jwt. */
  token: string;
  /** The product user record's id. */
  userId: string;
}

const sessionCookie = (res: Response) => {
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const session = cookies.find((c) => c.includes('session_token='));
  expect(session, `no session cookie in ${JSON.stringify(cookies)}`).toBeDefined();
  return session!;
};

export const identityHeaders = (ctx: TestApp, cookie?: string) => ({
  origin: ctx.config.publicUrl,
  ...(cookie ? { cookie } : {}),
});

export async function issueToken(ctx: TestApp, email: string, cookie: string): Promise<string> {
  const res = await ctx.request('/api/jwt', {
    method: 'POST',
    json: { email },
    headers: identityHeaders(ctx, cookie),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function finish(
  ctx: TestApp,
  email: string,
  name: string,
  cookie: string,
): Promise<SignedIn> {
  const record = await ctx.request('/api/users', {
    method: 'POST',
    json: { name, email, role: 'student' },
    headers: identityHeaders(ctx, cookie),
  });
  expect([200, 201]).toContain(record.status);
  const token = await issueToken(ctx, email, cookie);
  const userId = ((await record.json()) as { insertedId: string | null }).insertedId;
  return { email, name, cookie, token, userId: userId ?? (await lookUpId(ctx, email)) };
}

async function lookUpId(ctx: TestApp, email: string): Promise<string> {
  const { users } = await import('../../src/db/schema');
  const { eq } = await import('drizzle-orm');
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Signs up through the identity endpoints like the web app does: account, user record, token. */
export async function signUp(
  ctx: TestApp,
  email: string,
  password = 'correct-horse-1',
  name = email.split('@')[0]!,
): Promise<SignedIn> {
  const res = await ctx.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password, name },
    headers: identityHeaders(ctx),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return finish(ctx, email, name, sessionCookie(res));
}

export async function signIn(ctx: TestApp, email: string, password: string): Promise<SignedIn> {
  const res = await ctx.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password },
    headers: identityHeaders(ctx),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return finish(ctx, email, email.split('@')[0]!, sessionCookie(res));
}

export const bearer = (who: { token: string }) => ({ authorization: `Bearer ${who.token}` });
