import { healthAnswer } from '@glossy/contract';
import { sql } from 'drizzle-orm';
import { createApi, createRoute } from '../../platform/api';
import { errorBody } from '../../platform/errors';
import type { ModuleDeps } from '../deps';
import { errorResponse } from '../openapi';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Answers 200 when the database answers',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: healthAnswer } } },
    503: errorResponse('The database does not answer'),
  },
});

export function healthRoutes({ db }: ModuleDeps) {
  return createApi().openapi(health, async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const, db: 'up' as const }, 200);
    } catch {
      return c.json(errorBody(503, 'Database unavailable'), 503);
    }
  });
}
