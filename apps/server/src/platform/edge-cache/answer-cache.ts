import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** What a route hands over: the serialized JSON and its own headers (Cache-Control, counts…). */
export interface PublicAnswerInit {
  body: string;
  headers: Record<string, string>;
}

export interface Representation {
  body: Buffer;
  coding: ContentCoding | null;
}

/**
 * An answer that is the same for every caller, serialized once and validated by its ETag; each
 * compressed form is made at most once, on the first request that asks for it.
 */
export interface PublicAnswer {
  readonly text: string;
  readonly etag: string;
  /** The route's headers plus ETag, Content-Type and Vary: everything but the per-call ones. */
  readonly headers: Readonly<Record<string, string>>;
  /** The bytes to send for the coding the client prefers; small answers stay uncompressed. */
  representation(coding: ContentCoding | null): Representation;
  /** True when an If-None-Match header names this answer, so a 304 will do. */
  isNoneMatch(ifNoneMatch: string | undefined): boolean;
}

export interface AnswerCache {
  /** Looked up by the request target as sent: path and raw query. */
  get(target: string): PublicAnswer | undefined;
  set(target: string, answer: PublicAnswerInit): PublicAnswer;
  /** Forgets everything; called by whatever changes the data behind the answers. */
  clear(): void;
}

/** Below this, compression saves less than its own headers cost. */
const minCompressedBytes = 1024;

function publicAnswer({ body: text, headers }: PublicAnswerInit): PublicAnswer {
  const identity: Representation = { body: Buffer.from(text), coding: null };
  const etag = `W/"${createHash('sha1').update(identity.body).digest('base64url').slice(0, 22)}"`;
  const encoded: Partial<Record<ContentCoding, Representation>> = {};
  const compress = (coding: ContentCoding): Representation => ({
    coding,
    body:
      coding === 'br'
        ? brotliCompressSync(identity.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 5,
              [zlib.BROTLI_PARAM_SIZE_HINT]: identity.body.length,
            },
          })
        : gzipSync(identity.body, { level: 6 }),
  });
  return {
    text,
    etag,
    headers: {
      'Content-Type': 'application/json',
      ...headers,
      ETag: etag,
      Vary: 'Accept-Encoding',
    },
    representation(coding) {
      if (!coding || identity.body.length < minCompressedBytes) return identity;
      return (encoded[coding] ??= compress(coding));
    },
    isNoneMatch(ifNoneMatch) {
      if (!ifNoneMatch) return false;
      return (
        ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === etag)
      );
    },
  };
}

/** The coding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (weights.get('x-gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/**
 * Short-lived answers in this process's memory. The TTL bounds how stale another instance's copy
 * can be after a change (each instance clears its own on its own writes), so nothing here is
 * state another instance needs.
 */
export function memoryAnswerCache({
  ttlMs = 5_000,
  maxEntries = 500,
  now = Date.now,
} = {}): AnswerCache {
  const entries = new Map<string, { answer: PublicAnswer; expiresAt: number }>();
  return {
    get(target) {
      const entry = entries.get(target);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(target);
        return undefined;
      }
      return entry.answer;
    },
    set(target, init) {
      if (entries.size >= maxEntries && !entries.has(target)) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const answer = publicAnswer(init);
      entries.set(target, { answer, expiresAt: now() + ttlMs });
      return answer;
    },
    clear() {
      entries.clear();
    },
  };
}
