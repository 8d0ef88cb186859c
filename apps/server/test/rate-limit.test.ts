import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, scaledRateLimiter } from '../src/platform/rate-limit';

const rule = (name: string) => ({
  name: `${name}-${process.pid}-${Date.now()}`,
  limit: 3,
  windowMs: 60_000,
});

describe('memory rate limiter', () => {
  it('allows the limit, refuses the next with the seconds to wait, and opens a new window', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    const r = rule('memory');
    for (let i = 0; i < 3; i++) expect((await limiter.hit('1.2.3.4', r)).allowed).toBe(true);
    expect(await limiter.hit('1.2.3.4', r)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.hit('5.6.7.8', r)).allowed).toBe(true);
    now += 60_000;
    expect((await limiter.hit('1.2.3.4', r)).allowed).toBe(true);
  });

  it('scales every limit by RATE_LIMIT_SCALE', async () => {
    const limiter = scaledRateLimiter(memoryRateLimiter(), 2);
    const r = rule('scaled');
    for (let i = 0; i < 6; i++) expect((await limiter.hit('k', r)).allowed).toBe(true);
    expect((await limiter.hit('k', r)).allowed).toBe(false);
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers();

describe.skipIf(!available)(`redis rate limiter (${redisUrl})`, () => {
  let first: Awaited<ReturnType<typeof redisRateLimiter>>;
  let second: Awaited<ReturnType<typeof redisRateLimiter>>;
  beforeAll(async () => {
    [first, second] = await Promise.all([redisRateLimiter(redisUrl), redisRateLimiter(redisUrl)]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('shares one window between instances, so a client cannot spread attempts across them', async () => {
    const r = rule('redis');
    expect((await first.hit('9.9.9.9', r)).allowed).toBe(true);
    expect((await second.hit('9.9.9.9', r)).allowed).toBe(true);
    expect((await first.hit('9.9.9.9', r)).allowed).toBe(true);
    const refused = await second.hit('9.9.9.9', r);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
