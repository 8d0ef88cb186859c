import { decode } from 'hono/jwt';
import type { Identity } from '../../../platform/auth/identity';

/**
 * When the credential a socket joined with runs out (ms since the epoch): its token's `exp`
 * (already verified by the caller), else its session's end. The socket is closed then, and the
 * page comes back with a fresh token.
 */
export async function credentialExpiry(
  deps: { identity: Identity },
  headers: Headers,
  token: string | undefined,
): Promise<number | null> {
  if (token) {
    const exp = decode(token).payload.exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  }
  const found = await deps.identity.api.getSession({ headers });
  return found ? new Date(found.session.expiresAt).getTime() : null;
}
