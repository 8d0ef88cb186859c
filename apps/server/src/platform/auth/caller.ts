import { createMiddleware } from 'hono/factory';
import type { AccountsStore } from '../../modules/accounts/store';
import type { AppEnv, Caller, IdentityUser, UserRecord } from '../http/context';
import { AppError } from '../http/errors';
import type { Identity } from './identity';
import type { Tokens } from './tokens';

const memo = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
};

export interface CallerDeps {
  identity: Identity;
  tokens: Tokens;
  accounts: AccountsStore;
}

/**
 * A lazy `caller` from a request's headers (an API call's, or a live room socket's upgrade with
 * its token added): public routes never pay for a session or token lookup.
 */
export function createCaller(headers: Headers, deps: CallerDeps): Caller {
  const header = headers.get('authorization') ?? undefined;
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  // A token counts only while the session it came from lives and the user's token version holds.
  const holder = memo(async () => {
    const claims = bearer ? await deps.tokens.read(bearer) : null;
    return claims ? deps.accounts.tokenHolder(claims) : null;
  });
  const session = memo(async () => {
    const found = await deps.identity.api.getSession({ headers });
    if (!found) return null;
    const { id, email, name, image } = found.user;
    return { id: found.session.id, identity: { id, email, name, image: image ?? null } };
  });
  const identity = memo(async (): Promise<IdentityUser | null> => {
    if (bearer) return (await holder())?.identity ?? null;
    return (await session())?.identity ?? null;
  });
  const user = memo(async (): Promise<UserRecord | null> => {
    if (bearer) {
      const found = await holder();
      if (!found) return null;
      return found.record ?? deps.accounts.ensureUser(found.identity);
    }
    const who = await identity();
    return who ? deps.accounts.ensureUser(who) : null;
  });
  return {
    identity,
    sessionIdentity: async () => (await session())?.identity ?? null,
    sessionId: async () => (await session())?.id ?? null,
    user,
    badToken: async () => Boolean(bearer) && !(await holder()),
  };
}

/** The 401 for a caller who must sign in: an expired token is told so. */
export async function notSignedIn(caller: Caller) {
  const message = (await caller.badToken())
    ? 'Your session has expired. Please log in again.'
    : 'Please log in first.';
  return new AppError(401, message);
}

/** The signed-in product user, or 401 (no or bad token / session). */
export async function requireUser(caller: Caller): Promise<UserRecord> {
  const user = await caller.user();
  if (!user) throw await notSignedIn(caller);
  return user;
}

/**
 * Runs before a route's validators, so an anonymous caller learns it must sign in (401) rather than
 * what was wrong with its body (400). It asks only for the identity: a route may need the session's
 * identity without a product record yet (POST /users makes that record).
 */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await c.var.caller.identity())) throw await notSignedIn(c.var.caller);
  await next();
});

/**
 * The gate of the one route that a session, not a token, must pass (minting a token): a token a
 * role change has ended, still sent along, must not stop its live session from minting anew.
 */
export const sessionSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await c.var.caller.sessionIdentity())) throw new AppError(401, 'Please log in first.');
  await next();
});
