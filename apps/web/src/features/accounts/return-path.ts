/** Longer than any path of this site; a longer "return path" is not one of ours. */
export const maxReturnPathLength = 2000;

/** How many rounds of percent-decoding are looked through before a value counts as hostile. */
const maxDecodingRounds = 5;

// eslint-disable-next-line no-control-regex -- C0, DEL and C1 controls are exactly what is refused
const controlCharacter = /[\u0000-\u001F\u007F-\u009F]/;
const whitespace = /\s/;
/** A scheme (`javascript:`, `data:`, `https:`…) at the start. */
const scheme = /^[a-z][a-z0-9+.-]*:/i;
/** Two slashes of either kind at the start: a browser reads that as another host. */
const otherHost = /^[/\\]{2}/;
const base = 'https://return-path.invalid';

/** One form of the value (as given, or decoded) that would still lead somewhere on this site. */
function staysOnSite(form: string): boolean {
  if (!form.startsWith('/') || otherHost.test(form) || scheme.test(form)) return false;
  if (form.includes('\\') || controlCharacter.test(form)) return false;
  // Whatever the rules above miss, the URL parser is the judge: same origin, or not at all.
  try {
    return new URL(form, base).origin === base;
  } catch {
    return false;
  }
}

/**
 * A path to go back to after signing in, or '/' when the value is anything but a path of this site:
 * a single leading '/', no scheme, no backslash, no control character or whitespace, not too
 * long, and no percent-encoded form of those either (each decoding round is checked again, so
 * `/%2F%2Fevil.test`, `/%5Cevil.test` and double-encoded `/%252F…` are refused). A value that
 * does not decode cleanly is refused too.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxReturnPathLength) {
    return '/';
  }
  if (whitespace.test(value) || !staysOnSite(value)) return '/';
  let form = value;
  for (let round = 0; round < maxDecodingRounds; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return '/';
    }
    if (decoded === form) return value;
    if (!staysOnSite(decoded)) return '/';
    form = decoded;
  }
  // Still changing after this many rounds: nobody encodes a real link like that.
  return '/';
}
