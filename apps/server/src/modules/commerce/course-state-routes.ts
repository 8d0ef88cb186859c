import { courseStates } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import type { ModuleDeps } from '../deps';
import { json, unauthenticated } from '../openapi';
import { commerceStore } from './store';

const states = createRoute({
  method: 'get',
  path: '/me/course-states',
  tags: ['commerce'],
  summary: 'The ids of the courses in the caller’s cart and of the courses they own',
  description:
    'One small answer for every course card and detail page. A course the caller owns is listed ' +
    'under `owned` only, even when an old cart row still holds it.',
  responses: { 200: json(courseStates, 'Course ids by state'), 401: unauthenticated },
});

export function courseStateRoutes({ db }: ModuleDeps) {
  const store = commerceStore(db);
  return createApi().openapi(states, async (c) => {
    const actor = await requireUser(c.var.caller);
    return c.json(await store.courseStatesOf(actor.id), 200);
  });
}
