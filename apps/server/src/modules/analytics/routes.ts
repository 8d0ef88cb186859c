import {
  analyticsCourseParam,
  analyticsMonthsDefault,
  analyticsQuery,
  courseAnalytics as courseAnalyticsAnswer,
} from '@glossy/contract';
import { requireUser } from '../../platform/auth/caller';
import { createApi, createRoute } from '../../platform/http/api';
import { rateLimitBy, signedInAccount } from '../../platform/protection/rate-limit';
import type { ModuleDeps } from '../deps';
import { errorResponse, json, unauthenticated } from '../openapi';
import { courseAnalytics } from './course-analytics';
import { analysableBy } from './policy';
import { analyticsStore } from './store';

const getCourseAnalytics = createRoute({
  method: 'get',
  path: '/analytics/courses/{id}',
  tags: ['analytics'],
  summary:
    'A course’s enrolments and revenue by month, completion per lesson with the biggest drop-off, ' +
    'its star counts and the hand-ins waiting for a critique; for its instructor or an admin',
  request: { params: analyticsCourseParam, query: analyticsQuery },
  responses: {
    200: json(courseAnalyticsAnswer, 'The course’s analytics'),
    400: errorResponse('Bad query'),
    401: unauthenticated,
    403: errorResponse('Not the course’s instructor, nor an admin'),
    404: errorResponse('No such course'),
    429: errorResponse('Too many requests'),
  },
});

/** Instructor analytics: what a course's students do and what it earns (decision 0113). */
export function analyticsRoutes({ db, rateLimiter }: ModuleDeps) {
  const store = analyticsStore(db);
  const api = createApi();
  // Each answer is eight aggregate queries: plenty for a page and its refreshes, not for a scraper.
  api.on(
    'GET',
    '/analytics/courses/:id',
    rateLimitBy(rateLimiter, { name: 'analytics', limit: 60, windowMs: 60_000 }, signedInAccount),
  );
  return api.openapi(getCourseAnalytics, async (c) => {
    const { id } = c.req.valid('param');
    const { months = analyticsMonthsDefault } = c.req.valid('query');
    const actor = await requireUser(c.var.caller);
    const course = analysableBy(actor, await store.course(id));
    return c.json(await courseAnalytics(store, course, months, new Date()), 200);
  });
}
