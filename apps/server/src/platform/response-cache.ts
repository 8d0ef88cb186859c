/** A serialized answer, ready to send again without touching the database. */
export interface CachedAnswer {
  body: string;
  headers: Record<string, string>;
}

export interface ResponseCache {
  get(key: string): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer): void;
  /** Forgets everything; called by whatever changes the data behind the answers. */
  clear(): void;
}

/**
 * Short-lived answers in this process's memory. The TTL bounds how stale another instance's copy
 * can be after a change (each instance clears its own on its own writes), so nothing here is
 * state another instance needs.
 */
export function memoryResponseCache({
  ttlMs = 5_000,
  maxEntries = 500,
  now = Date.now,
} = {}): ResponseCache {
  const entries = new Map<string, { answer: CachedAnswer; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.answer;
    },
    set(key, answer) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { answer, expiresAt: now() + ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}
