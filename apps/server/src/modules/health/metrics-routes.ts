import { z } from 'zod';
import { createApi, createOpenRoute } from '../../platform/http/api';
import { AppError, notFound } from '../../platform/http/errors';
import { sameSecret } from '../../platform/auth/secrets';
import type { ModuleDeps } from '../deps';
import { errorResponse } from '../openapi';

// Its bearer is METRICS_TOKEN, not an account: no sign-in gate.
const metricsRoute = createOpenRoute({
  method: 'get',
  path: '/metrics',
  tags: ['health'],
  summary:
    'The server’s figures in Prometheus text format, for a bearer of METRICS_TOKEN (404 when it is not set)',
  responses: {
    200: {
      description: 'Requests and latency by route and status, pool use, rate-limit refusals',
      content: { 'text/plain': { schema: z.string() } },
    },
    401: errorResponse('No token, or not METRICS_TOKEN'),
    404: errorResponse('Metrics are off (METRICS_TOKEN is not set)'),
  },
});

export function metricsRoutes({ config, metrics }: ModuleDeps) {
  return createApi().openapi(metricsRoute, async (c) => {
    const token = config.METRICS_TOKEN;
    if (!token) throw notFound('Metrics');
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      throw new AppError(401, 'Metrics are for the bearer of METRICS_TOKEN', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    return c.text(await metrics.text(), 200, { 'Content-Type': metrics.contentType });
  });
}
