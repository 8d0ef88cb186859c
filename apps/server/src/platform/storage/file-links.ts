import { createHmac } from 'node:crypto';
import { sameSecret } from '../auth/secrets';

/** How long a signed link stays valid: a long sitting, not a link to pass around for days. */
const lifetimeSeconds = 6 * 60 * 60;
/**
 * Expiry times are rounded up to the hour, so the same lesson loaded twice within an hour names
 * the same link and the browser reuses the copy it cached (a video is not fetched again).
 */
const roundSeconds = 60 * 60;
const uploadPath = /^\/uploads\/([^/?#]+)$/;
const digits = /^\d{1,12}$/;

/**
 * Signed, expiring links to uploaded files that only some callers may fetch (the files of paid
 * lessons): `/uploads/{key}?exp={unix seconds}&sig={HMAC-SHA256 of key and exp}`. The secret is
 * shared by every instance, so a link made by one is honoured by all.
 */
export function fileLinks(secret: string, now: () => number = Date.now) {
  const signature = (key: string, exp: number) =>
    createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');

  return {
    /** An upload's path as a signed link; any other URL (a built-in /media file) as it is. */
    sign(url: string): string {
      const key = url.match(uploadPath)?.[1];
      if (!key) return url;
      const exp = Math.ceil((now() / 1000 + lifetimeSeconds) / roundSeconds) * roundSeconds;
      return `${url}?exp=${exp}&sig=${signature(key, exp)}`;
    },

    /** Seconds the link has left when `exp` and `sig` are a valid signature of `key`, else null. */
    verify(key: string, exp: string | undefined, sig: string | undefined): number | null {
      if (!exp || !sig || !digits.test(exp)) return null;
      const left = Number(exp) - Math.floor(now() / 1000);
      if (left <= 0) return null;
      return sameSecret(sig, signature(key, Number(exp))) ? left : null;
    },
  };
}

export type FileLinks = ReturnType<typeof fileLinks>;
