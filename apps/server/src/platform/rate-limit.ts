import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { AppError } from './errors';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one hit; answers how long to wait when the window is already full. */
  hit(key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  close(): Promise<void>;
}

/** Fixed windows in this process's memory: right for a single instance. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, rule) {
      const id = `${rule.name}:${key}`;
      const time = now();
      let window = windows.get(id);
      if (!window || window.resetAt <= time) {
        if (windows.size > 50_000) {
          for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        }
        window = { count: 0, resetAt: time + rule.windowMs };
        windows.set(id, window);
      }
      window.count += 1;
      const allowed = window.count <= rule.limit;
      return {
        allowed,
        retryAfterSeconds: allowed ? 0 : Math.ceil((window.resetAt - time) / 1000),
      };
    },
    async close() {
      windows.clear();
    },
  };
}

/** Fixed windows in Redis, shared by every instance. */
export async function redisRateLimiter(url: string): Promise<RateLimiter> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return {
    async hit(key, rule) {
      const id = `ratelimit:${rule.name}:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(id).pttl(id).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.pexpire(id, rule.windowMs);
      const allowed = count <= rule.limit;
      const waitMs = ttl < 0 ? rule.windowMs : ttl;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil(waitMs / 1000) };
    },
    async close() {
      await redis.quit();
    },
  };
}

function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Scales every rule's limit (RATE_LIMIT_SCALE); 1 leaves them as written. */
export function scaledRateLimiter(limiter: RateLimiter, scale: number): RateLimiter {
  if (scale === 1) return limiter;
  return {
    hit: (key, rule) =>
      limiter.hit(key, { ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) }),
    close: () => limiter.close(),
  };
}

export const rateLimit = (limiter: RateLimiter, rule: RateLimitRule) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const result = await limiter.hit(clientAddress(c), rule);
    if (!result.allowed) {
      throw new AppError(429, 'Too many requests, please try again later', undefined, {
        'Retry-After': String(result.retryAfterSeconds),
      });
    }
    await next();
  });
