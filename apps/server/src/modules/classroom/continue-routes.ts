import { continueList } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import type { ModuleDeps } from '../deps';
import { json, unauthenticated } from '../openapi';
import { continueStore } from './continue-store';
import { presentContinueItem } from './presenter';

const continueLearning = createRoute({
  method: 'get',
  path: '/me/continue',
  tags: ['classroom'],
  summary:
    'Continue learning: each of the caller’s courses with a lesson left, with its next lesson (the first not completed), most recently studied first',
  responses: { 200: json(continueList, 'Courses under way'), 401: unauthenticated },
});

export function continueRoutes({ db }: ModuleDeps) {
  const store = continueStore(db);
  return createApi().openapi(continueLearning, async (c) => {
    const actor = await requireUser(c.var.caller);
    return c.json((await store.of(actor.id)).map(presentContinueItem), 200);
  });
}
