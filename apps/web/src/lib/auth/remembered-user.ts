import type { SessionUser } from './session';

const key = 'glossy-drawer-session-user';

/**
 * The signed-in user as last confirmed by the server, kept beside the API token (same device,
 * same lifetime): a page opened offline still knows whose drawings it keeps. Sign-out and a
 * session the server ends remove it.
 */
export function rememberUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(key, JSON.stringify(user));
    else localStorage.removeItem(key);
  } catch {
    // No storage (a private window): offline, the page is a visitor's, which loses nothing.
  }
}

export function rememberedUser(): SessionUser | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    const optional = (field: unknown) => field === null || typeof field === 'string';
    return typeof v.email === 'string' &&
      typeof v.displayName === 'string' &&
      optional(v.photoURL) &&
      optional(v.username)
      ? (value as SessionUser)
      : null;
  } catch {
    return null;
  }
}
