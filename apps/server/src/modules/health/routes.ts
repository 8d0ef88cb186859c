import { healthAnswer } from '@glossy/contract';
import { databaseAnswers } from '../../db/client';
import { createApi, createRoute } from '../../platform/http/api';
import { databaseRetrySeconds, errorBody } from '../../platform/http/errors';
import type { ModuleDeps } from '../deps';
import { errorResponse } from '../openapi';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary:
    'Answers 200 when the database answers (and says whether Redis does: without it, rate limits are per instance)',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: healthAnswer } } },
    503: errorResponse('The database does not answer'),
  },
});

export function healthRoutes({ db, rateLimiter }: ModuleDeps) {
  return createApi().openapi(health, async (c) => {
    const redis = rateLimiter.redis();
    if (await databaseAnswers(db))
      return c.json({ status: 'ok' as const, db: 'up' as const, redis }, 200);
    c.header('Retry-After', String(databaseRetrySeconds));
    return c.json(errorBody(503, `Database unavailable (Redis: ${redis})`), 503);
  });
}
