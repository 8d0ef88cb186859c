import type { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { rateLimit } from '../../platform/rate-limit';
import type { ModuleDeps } from '../deps';

const minute = 60_000;

/**
 * Better Auth's endpoints under /api/auth, behind our rate limits (429 with Retry-After, shared
 * through Redis when configured) on everything that guesses or sends mail.
 */
export function mountIdentity(app: Hono<AppEnv>, { identity, rateLimiter }: ModuleDeps) {
  const limits = [
    { path: '/api/auth/sign-in/*', rule: { name: 'sign-in', limit: 10, windowMs: minute } },
    { path: '/api/auth/sign-up/*', rule: { name: 'sign-up', limit: 5, windowMs: minute } },
    { path: '/api/auth/request-password-reset', rule: { name: 'reset-request', limit: 3, windowMs: minute } },
    { path: '/api/auth/reset-password', rule: { name: 'reset', limit: 5, windowMs: minute } },
  ];
  for (const { path, rule } of limits) app.use(path, rateLimit(rateLimiter, rule));
  app.on(['GET', 'POST'], '/api/auth/*', (c) => identity.handler(c.req.raw));
}
