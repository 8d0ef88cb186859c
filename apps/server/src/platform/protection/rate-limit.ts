import type { DependencyState } from '@glossy/contract';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one hit; answers how long to wait when the window is already full. */
  hit(key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Where the counts are shared: Redis up, Redis down (this instance counts alone), or none. */
  redis(): DependencyState;
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
    redis: () => 'unused',
    async close() {
      windows.clear();
    },
  };
}

/**
 * Fixed windows in Redis, shared by every instance. While Redis is away (at start too) the
 * instance counts in its own memory, said once in the log, and goes back to Redis once it answers
 * again: a limit is never a reason to refuse a request, nor to wait on a dead connection.
 */
export async function redisRateLimiter(url: string, logger: Logger): Promise<RateLimiter> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  const fallback = memoryRateLimiter();
  let alone = false;
  const countAlone = (err?: unknown) => {
    if (alone) return;
    alone = true;
    logger.warn({ err }, 'Redis is not answering: rate limits count in this instance until it is');
  };
  // Connection errors come back through the commands; ioredis keeps reconnecting meanwhile.
  redis.on('error', () => undefined);
  redis.on('ready', () => {
    if (!alone) return;
    alone = false;
    logger.info('Redis answers again: rate limits are shared again');
  });
  await redis.connect().catch(countAlone);
  return {
    async hit(key, rule) {
      if (redis.status !== 'ready') {
        countAlone();
        return fallback.hit(key, rule);
      }
      try {
        const id = `ratelimit:${rule.name}:${key}`;
        const [[, count], [, ttl]] = (await redis.multi().incr(id).pttl(id).exec()) as [
          [null, number],
          [null, number],
        ];
        if (ttl < 0) await redis.pexpire(id, rule.windowMs);
        const allowed = count <= rule.limit;
        const waitMs = ttl < 0 ? rule.windowMs : ttl;
        return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil(waitMs / 1000) };
      } catch (err) {
        countAlone(err);
        return fallback.hit(key, rule);
      }
    },
    redis: () => (redis.status === 'ready' ? 'up' : 'down'),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
      await fallback.close();
    },
  };
}

/** Scales every rule's limit (RATE_LIMIT_SCALE); 1 leaves them as written. */
export function scaledRateLimiter(limiter: RateLimiter, scale: number): RateLimiter {
  if (scale === 1) return limiter;
  return {
    hit: (key, rule) =>
      limiter.hit(key, { ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) }),
    redis: () => limiter.redis(),
    close: () => limiter.close(),
  };
}

/**
 * Counts one hit against `key`'s budget; a 429 with Retry-After once it is spent, saying `why`
 * when there is more to say than to wait.
 */
export async function spendBudget(
  limiter: RateLimiter,
  key: string,
  rule: RateLimitRule,
  why = 'Too many requests, please try again later',
) {
  const result = await limiter.hit(key, rule);
  if (!result.allowed) {
    throw new AppError(429, why, undefined, {
      'Retry-After': String(result.retryAfterSeconds),
    });
  }
}

/** A budget per client address. */
export const rateLimit = (limiter: RateLimiter, rule: RateLimitRule) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await spendBudget(limiter, c.get('clientAddress'), rule);
    await next();
  });

/**
 * A budget per whatever `keyOf` names (an account, an account at one address), so that people
 * behind one school's or office's address each keep their own and one account's misuse spends
 * nobody else's. A request for which it names nothing spends its address's.
 */
export const rateLimitBy = (
  limiter: RateLimiter,
  rule: RateLimitRule,
  keyOf: (c: Context<AppEnv>) => Promise<string | null>,
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await spendBudget(limiter, (await keyOf(c)) ?? c.get('clientAddress'), rule);
    await next();
  });

/** The signed-in identity a request acts for. */
export const signedInAccount = async (c: Context<AppEnv>) => {
  const identity = await c.var.caller.identity();
  return identity ? `account:${identity.id}` : null;
};
