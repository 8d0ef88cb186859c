import type { Logger } from 'pino';
import type { users } from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;
export type Role = UserRecord['role'];

/** Who the identity provider says the caller is. */
export interface IdentityUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

/** Resolved at most once per request, and only when a route asks. */
export interface Caller {
  /** The signed-in identity from a valid bearer token or session cookie; null when anonymous. */
  identity(): Promise<IdentityUser | null>;
  /** The identity from the session cookie only (minting tokens needs a live session). */
  sessionIdentity(): Promise<IdentityUser | null>;
  /** The id of that session: an API token is bound to it. */
  sessionId(): Promise<string | null>;
  /** The product user record of the identity, created as a student on first use. */
  user(): Promise<UserRecord | null>;
  /** True when the request carried a bearer token that is invalid, expired or revoked. */
  badToken(): Promise<boolean>;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** The client's address: the socket's, or what trusted proxies say (TRUST_PROXY). */
    clientAddress: string;
    caller: Caller;
  };
}
