import { sign, verify } from 'hono/jwt';

export const tokenLifetimeSeconds = 60 * 60;

/**
 * What a token says: whose it is, the identity session it was issued from (it dies with that
 * session), and the user's token version then (a role change raises it).
 */
export interface TokenClaims {
  sub: string;
  email: string;
  sid: string;
  ver: number;
}

/** The product's API token (spec: `POST /jwt` → `{token}`), kept by the client under `access-token`. */
export function tokenService(secret: string, now: () => number = Date.now) {
  return {
    issue(claims: TokenClaims): Promise<string> {
      const iat = Math.floor(now() / 1000);
      return sign({ ...claims, iat, exp: iat + tokenLifetimeSeconds }, secret, 'HS256');
    },
    async read(token: string): Promise<TokenClaims | null> {
      try {
        const { sub, email, sid, ver } = await verify(token, secret, 'HS256');
        // A token from before tokens were bound to sessions names none: it is not honoured.
        if (typeof sub !== 'string' || typeof email !== 'string') return null;
        if (typeof sid !== 'string' || typeof ver !== 'number') return null;
        return { sub, email, sid, ver };
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof tokenService>;
