import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/context';
import type { RateLimiter } from '../protection/rate-limit';

/** What a pool says of its connections (PostgreSQL only: PGlite has one, in the process). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The server's own figures in Prometheus's text format (GET /api/metrics): requests by route and
 * status with their latency, the database pool's use, rate-limit refusals. Routes are the router's
 * patterns (`/api/courses/:id`), never raw paths, so the series stay few whatever is asked.
 */
export function createMetrics(poolStats?: () => PoolStats) {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route and status',
    labelNames,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429, by rate-limit rule',
    labelNames: ['rule'] as const,
    registers: [registry],
  });
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections: open (total), idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const state of ['total', 'idle', 'waiting'] as const)
          this.set({ state }, stats[state]);
      },
    });
  }
  return {
    registry,
    /** One answered request; `route` is the router's pattern, or where else it was answered. */
    observe(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    refused(rule: string) {
      refusals.inc({ rule });
    },
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts every request the app answers, by the route that answered it. */
export const measureRequests = (metrics: Metrics) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.observe(
        c.req.method,
        routePath(c) || 'unmatched',
        c.res.status,
        (performance.now() - started) / 1000,
      );
    }
  });

/** A limiter that also counts its refusals. */
export function countedRateLimiter(limiter: RateLimiter, metrics: Metrics): RateLimiter {
  return {
    async hit(key, rule) {
      const result = await limiter.hit(key, rule);
      if (!result.allowed) metrics.refused(rule.name);
      return result;
    },
    redis: () => limiter.redis(),
    close: () => limiter.close(),
  };
}
