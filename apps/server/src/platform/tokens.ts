import { sign, verify } from 'hono/jwt';

export const tokenLifetimeSeconds = 60 * 60;

export interface TokenClaims {
  sub: string;
  email: string;
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
        const payload = await verify(token, secret, 'HS256');
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        return { sub: payload.sub, email: payload.email };
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof tokenService>;
