import {
  deletedAnswer,
  eventIdParam,
  insertedAnswer,
  myEventRegistrations,
} from '@glossy/contract';
import { requireUser } from '../../platform/auth/caller';
import { createApi, createRoute } from '../../platform/http/api';
import { AppError } from '../../platform/http/errors';
import type { ModuleDeps } from '../deps';
import { errorResponse, json, unauthenticated } from '../openapi';
import { eventStatus } from './presenter';
import { eventOr404, liveStore } from './store';

const tags = ['live'];

const register = createRoute({
  method: 'post',
  path: '/events/{id}/registrations',
  tags,
  summary: 'Registers the caller; a second time answers the same registration',
  request: { params: eventIdParam },
  responses: {
    201: json(insertedAnswer, 'Registered'),
    200: json(insertedAnswer, 'Already registered'),
    401: unauthenticated,
    403: errorResponse('A live class of a course, for its enrolled students'),
    404: errorResponse('No such event'),
    409: errorResponse('The event is over'),
  },
});

const unregister = createRoute({
  method: 'delete',
  path: '/events/{id}/registrations',
  tags,
  summary: "Cancels the caller's registration",
  request: { params: eventIdParam },
  responses: {
    200: json(deletedAnswer, 'Cancelled (0 when there was none)'),
    401: unauthenticated,
    404: errorResponse('No such event'),
  },
});

const myRegistrations = createRoute({
  method: 'get',
  path: '/me/event-registrations',
  tags,
  summary: 'The events the caller has registered for',
  responses: { 200: json(myEventRegistrations, 'Event ids'), 401: unauthenticated },
});

/** Registrations: once per user, a course's live class for its students, cancelled at will. */
export function registrationRoutes({ db }: ModuleDeps) {
  const store = liveStore(db);
  return createApi()
    .openapi(register, async (c) => {
      const actor = await requireUser(c.var.caller);
      const { event } = await eventOr404(store, c.req.valid('param').id);
      if (eventStatus(event) === 'ended') throw new AppError(409, 'The event is over.');
      const classOf = event.courseId;
      const host = event.hostId === actor.id || actor.role === 'admin';
      if (classOf && !host && !(await store.isEnrolled(actor.id, classOf)))
        throw new AppError(403, 'This live class is for the course’s students.');
      const { id, created } = await store.register(event.id, actor.id);
      return c.json({ insertedId: id }, created ? 201 : 200);
    })
    .openapi(unregister, async (c) => {
      const actor = await requireUser(c.var.caller);
      const { event } = await eventOr404(store, c.req.valid('param').id);
      return c.json({ deletedCount: await store.unregister(event.id, actor.id) }, 200);
    })
    .openapi(myRegistrations, async (c) => {
      const actor = await requireUser(c.var.caller);
      c.header('Cache-Control', 'no-store');
      return c.json({ registered: await store.registeredBy(actor.id) }, 200);
    });
}
