import { freeEnrolParam, insertedAnswer } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError } from '../../platform/http/errors';
import { catalogStore } from '../catalog/store';
import type { ModuleDeps } from '../deps';
import { errorResponse, json, unauthenticated } from '../openapi';
import { commerceStore } from './store';

const enrolFree = createRoute({
  method: 'post',
  path: '/courses/{id}/enroll',
  tags: ['commerce'],
  summary: 'Enrols the caller in a free course: one click, no cart and no checkout',
  description:
    'Only for a listed course whose price is 0; a paid course is bought through the cart. ' +
    '`insertedId` is the new enrollment, or null (200) when the caller owned the course already.',
  request: { params: freeEnrolParam },
  responses: {
    201: json(insertedAnswer, 'Enrolled'),
    200: json(insertedAnswer, 'Owned already (insertedId null)'),
    400: errorResponse('Bad input, or the course is not free'),
    401: unauthenticated,
    404: errorResponse('No such course in the catalog'),
  },
});

export function enrolRoutes({ db, publicAnswers }: ModuleDeps) {
  const store = commerceStore(db);
  const catalog = catalogStore(db);
  return createApi().openapi(enrolFree, async (c) => {
    const { id } = c.req.valid('param');
    const actor = await requireUser(c.var.caller);
    const course = await catalog.getCourse(id);
    if (course.priceCents > 0) {
      throw new AppError(400, 'This course is not free', { id: 'This course is not free' });
    }
    const insertedId = await store.enrolFree(actor.id, course.id);
    // The course's student count changed: the course list must not keep the old one.
    if (insertedId) publicAnswers.clear();
    return c.json({ insertedId }, insertedId ? 201 : 200);
  });
}
