import { submitAnswer, submissionIdParam } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { rateLimit } from '../../platform/protection/rate-limit';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, unauthenticated } from '../openapi';
import { courseLife } from './course-life';

const submitPath = '/newcourses/{id}/submit';

const submitForReview = createRoute({
  method: 'post',
  path: submitPath,
  tags: ['submissions'],
  summary:
    'Submit for review: the instructor’s draft (or denied course) becomes pending when its checklist passes (a cover, a description, a chapter with lessons, every video’s length, every exercise’s demo)',
  request: { params: submissionIdParam },
  responses: {
    200: json(submitAnswer, 'Sent for review'),
    400: errorResponse('Bad id'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such submission'),
    409: errorResponse('Already pending or live, or the checklist fails: each missing item named'),
    429: errorResponse('Too many submissions'),
  },
});

export function submitRoutes({ db, rateLimiter }: ModuleDeps) {
  const life = courseLife(db);
  const api = createApi();
  // A denied course may go round again, but not so often that it floods the admins' queue.
  api.use(
    '/newcourses/:id/submit',
    rateLimit(rateLimiter, { name: 'course-submit', limit: 30, windowMs: 3_600_000 }),
  );
  return api.openapi(submitForReview, async (c) => {
    const actor = await requireUser(c.var.caller);
    const modifiedCount = await life.submit(actor, c.req.valid('param').id);
    return c.json({ modifiedCount, status: 'pending' as const }, 200);
  });
}
