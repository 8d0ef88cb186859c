import {
  fittingCourseList,
  modifiedAnswer,
  onboardingInput,
  onboardingState,
} from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { rateLimit } from '../../platform/protection/rate-limit';
import type { ModuleDeps } from '../deps';
import { errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { fittingCourses } from './course-fit';
import { onboardingStore } from './onboarding-store';

const tags = ['accounts'];

const readOnboarding = createRoute({
  method: 'get',
  path: '/me/onboarding',
  tags,
  summary: 'The caller’s onboarding answers (level, interests) and whether it is done',
  responses: { 200: json(onboardingState, 'The answers'), 401: unauthenticated },
});

const saveOnboarding = createRoute({
  method: 'put',
  path: '/me/onboarding',
  tags,
  summary:
    'Stores the caller’s level and interests (null and [] when skipped) and marks onboarding done, so it is not offered again uninvited',
  request: { body: jsonBody(onboardingInput) },
  responses: {
    200: json(modifiedAnswer, 'Stored'),
    400: errorResponse('Bad input: a level of the catalog’s, interests from the list'),
    401: unauthenticated,
    429: errorResponse('Too many saves'),
  },
});

const courseFit = createRoute({
  method: 'get',
  path: '/me/course-fit',
  tags,
  summary:
    'Catalog courses that fit the caller’s onboarding answers, best fit first (the level counts double); the best rated when nothing was answered',
  responses: { 200: json(fittingCourseList, 'Courses that fit'), 401: unauthenticated },
});

/** A newcomer's first minutes: what they draw at, what they want, and courses that fit. */
export function onboardingRoutes({ db, rateLimiter }: ModuleDeps) {
  const store = onboardingStore(db);
  const api = createApi();
  // Answers are given once or twice a visit; this leaves room for a class behind one address.
  api.on(
    'PUT',
    '/me/onboarding',
    rateLimit(rateLimiter, { name: 'onboarding', limit: 60, windowMs: 60_000 }),
  );
  return api
    .openapi(readOnboarding, async (c) => {
      const actor = await requireUser(c.var.caller);
      return c.json(await store.get(actor.id), 200);
    })
    .openapi(saveOnboarding, async (c) => {
      const input = c.req.valid('json');
      const actor = await requireUser(c.var.caller);
      return c.json({ modifiedCount: await store.save(actor.id, input) }, 200);
    })
    .openapi(courseFit, async (c) => {
      const actor = await requireUser(c.var.caller);
      const { level, interests } = await store.get(actor.id);
      return c.json(await fittingCourses(db, level, interests), 200);
    });
}
