import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memoryRateLimiter,
  redisRateLimiter,
  scaledRateLimiter,
} from '../../src/platform/protection/rate-limit';
import { cuttableProxy } from '../support/cuttable-proxy';
import { recordingLogger, redisAnswers, redisUrl } from '../support/redis';

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

const available = await redisAnswers();

describe.skipIf(!available)(`redis rate limiter (${redisUrl})`, () => {
  let first: Awaited<ReturnType<typeof redisRateLimiter>>;
  let second: Awaited<ReturnType<typeof redisRateLimiter>>;
  beforeAll(async () => {
    const { logger } = recordingLogger();
    [first, second] = await Promise.all([
      redisRateLimiter(redisUrl, logger),
      redisRateLimiter(redisUrl, logger),
    ]);
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

describe.skipIf(!available)('redis rate limiter while Redis is away', () => {
  it('counts in the instance meanwhile (said once), and shares again once Redis is back', async () => {
    const target = new URL(redisUrl);
    const proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const via = new URL(redisUrl);
    via.port = String(proxy.port);
    const { logger, lines } = recordingLogger();
    const [first, second] = await Promise.all([
      redisRateLimiter(via.toString(), logger),
      redisRateLimiter(via.toString(), logger),
    ]);
    try {
      expect(first.redis()).toBe('up');
      await proxy.cut();
      await expect.poll(() => first.redis()).toBe('down');
      // Alone, each instance still holds its own window: a client is limited, never refused for it.
      const r = rule('away');
      for (let i = 0; i < 3; i++) expect((await first.hit('7.7.7.7', r)).allowed).toBe(true);
      expect((await first.hit('7.7.7.7', r)).allowed).toBe(false);
      expect((await second.hit('7.7.7.7', r)).allowed).toBe(true);
      const warnings = () => lines.filter((line) => line.msg.startsWith('Redis is not answering'));
      expect(warnings()).toHaveLength(2); // once per instance, however many hits

      await proxy.restore();
      await expect.poll(() => first.redis(), { timeout: 10_000 }).toBe('up');
      await expect.poll(() => second.redis(), { timeout: 10_000 }).toBe('up');
      expect(lines.filter((line) => line.msg.startsWith('Redis answers again'))).toHaveLength(2);
      const shared = rule('back');
      for (let i = 0; i < 2; i++) expect((await first.hit('8.8.8.8', shared)).allowed).toBe(true);
      expect((await second.hit('8.8.8.8', shared)).allowed).toBe(true);
      expect((await second.hit('8.8.8.8', shared)).allowed).toBe(false);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await proxy.close();
    }
  });

  it('starts while Redis is away, counting alone until it answers', async () => {
    const { logger, lines } = recordingLogger();
    const limiter = await redisRateLimiter('redis://127.0.0.1:1', logger);
    try {
      expect(limiter.redis()).toBe('down');
      expect((await limiter.hit('1.1.1.1', rule('start'))).allowed).toBe(true);
      expect(lines.some((line) => line.msg.startsWith('Redis is not answering'))).toBe(true);
    } finally {
      await limiter.close();
    }
  });
});
