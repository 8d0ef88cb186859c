import {
  artEvent,
  deletedAnswer,
  eventIdParam,
  eventInput,
  eventPatch,
  eventQuery,
  eventLimits,
  eventSpanMessage,
  eventSpanOk,
  insertedAnswer,
  modifiedAnswer,
} from '@glossy/contract';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/caller';
import type { UserRecord } from '../../platform/http/context';
import { createApi, createRoute } from '../../platform/http/api';
import { AppError, invalidInput, notFound } from '../../platform/http/errors';
import { isUuid } from '../../platform/ids';
import { storageFor } from '../../platform/storage/storage-for';
import { namedFiles } from '../files/named-files';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { eventCalendar } from './calendar';
import { notifyCancelled } from './event-mail';
import { canEvent } from './policy';
import { eventStatus, presentEvent } from './presenter';
import { eventOr404, liveStore, type EventWrite, type LiveStore, type ListedEvent } from './store';

const tags = ['live'];
const notAllowed = errorResponse('Not allowed');

const listEvents = createRoute({
  method: 'get',
  path: '/events',
  tags,
  summary: "Events; when=upcoming (live ones included) or when=old splits them by today's date",
  request: { query: eventQuery },
  responses: { 200: json(z.array(artEvent), 'Events'), 400: errorResponse('Bad query') },
});

const getEvent = createRoute({
  method: 'get',
  path: '/events/{id}',
  tags,
  summary: 'One event',
  request: { params: eventIdParam },
  responses: { 200: json(artEvent, 'The event'), 404: errorResponse('No such event') },
});

const calendarFile = createRoute({
  method: 'get',
  path: '/events/{id}/calendar.ics',
  tags,
  summary: 'The event as a calendar file (text/calendar)',
  request: { params: eventIdParam },
  responses: {
    200: { description: 'An iCalendar file', content: { 'text/calendar': { schema: z.string() } } },
    404: errorResponse('No such event'),
  },
});

const createEvent = createRoute({
  method: 'post',
  path: '/events',
  tags,
  summary: 'Schedules an event (instructors host their own; admins any)',
  request: { body: jsonBody(eventInput) },
  responses: {
    201: json(insertedAnswer, 'Scheduled'),
    400: errorResponse('Invalid field'),
    401: unauthenticated,
    403: denied,
  },
});

const patchEvent = createRoute({
  method: 'patch',
  path: '/events/{id}',
  tags,
  summary: 'Changes an event (its host or an admin)',
  request: { params: eventIdParam, body: jsonBody(eventPatch) },
  responses: {
    200: json(modifiedAnswer, 'Changed'),
    400: errorResponse('Invalid field'),
    401: unauthenticated,
    403: notAllowed,
    404: errorResponse('No such event'),
    409: errorResponse('The event is over'),
  },
});

const cancelEvent = createRoute({
  method: 'delete',
  path: '/events/{id}',
  tags,
  summary: 'Cancels an event (its host or an admin); its registered users are told',
  request: { params: eventIdParam },
  responses: {
    200: json(deletedAnswer, 'Cancelled'),
    401: unauthenticated,
    403: notAllowed,
    404: errorResponse('No such event'),
  },
});

const hostedEvents = createRoute({
  method: 'get',
  path: '/me/hosted-events',
  tags,
  summary: 'The events the caller hosts, soonest first',
  responses: { 200: json(z.array(artEvent), 'Events'), 401: unauthenticated },
});

/** A start in the past, or further ahead than anyone plans, is refused with its field. */
function checkWhen(write: { startsAt?: Date }, now: Date) {
  if (!write.startsAt) return;
  if (write.startsAt <= now) throw invalidInput({ startsAt: 'Start in the future' });
  if (write.startsAt.getTime() - now.getTime() > eventLimits.maxDaysAhead * 86_400_000)
    throw invalidInput({ startsAt: `Start within ${eventLimits.maxDaysAhead} days` });
}

async function checkCourse(store: LiveStore, courseId: string | null | undefined) {
  if (!courseId) return;
  if (!isUuid(courseId) || !(await store.courseExists(courseId)))
    throw invalidInput({ courseId: 'No such course' });
}

/** Only its host or an admin may change it; anyone else learns nothing more than a 403. */
function mayChange(actor: UserRecord, found: ListedEvent) {
  if (!canEvent(actor, 'event:change', found.event))
    throw new AppError(403, 'Only the event’s host or an admin can change it.');
}

/** Events: listed, one, its calendar file; scheduled, changed and cancelled by their hosts. */
export function eventRoutes({ db, mailer, config }: ModuleDeps) {
  const store = liveStore(db);
  const files = namedFiles(db, storageFor(config), config.publicUrl);
  const api = createApi();

  return api
    .openapi(listEvents, async (c) => {
      const { when } = c.req.valid('query');
      // Short: a registration or a live start shows within seconds, not a minute.
      c.header('Cache-Control', 'public, max-age=10, stale-while-revalidate=60');
      const now = new Date();
      return c.json(
        (await store.listEvents(when, now)).map((e) => presentEvent(e, now)),
        200,
      );
    })
    .openapi(getEvent, async (c) => {
      const found = await eventOr404(store, c.req.valid('param').id);
      c.header('Cache-Control', 'no-cache');
      return c.json(presentEvent(found), 200);
    })
    .openapi(calendarFile, async (c) => {
      const { event } = await eventOr404(store, c.req.valid('param').id);
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="glossy-drawer-event-${event.id}.ics"`);
      return c.body(eventCalendar(event, config.publicUrl), 200);
    })
    .openapi(createEvent, async (c) => {
      const actor = await requireUser(c.var.caller);
      if (!canEvent(actor, 'event:create'))
        throw new AppError(403, 'Only instructors and admins can schedule events.');
      const input = c.req.valid('json');
      checkWhen(input, new Date());
      await checkCourse(store, input.courseId);
      // The event's picture is public: one of ours, or the host's own upload, never a lesson's.
      const picture = await files.checkOptional(
        actor,
        'imageURL',
        input.imageURL,
        'picture',
        'public',
      );
      const values: EventWrite = {
        title: input.title,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        location: input.location,
        description: input.description,
        imageUrl: picture?.path ?? '/media/events/event-01.webp',
        kind: input.kind,
        courseId: input.courseId ?? null,
        hostId: actor.id,
      };
      const insertedId = String(await store.createEvent(values));
      await files.claim([picture], 'public');
      return c.json({ insertedId }, 201);
    })
    .openapi(patchEvent, async (c) => {
      const actor = await requireUser(c.var.caller);
      const found = await eventOr404(store, c.req.valid('param').id);
      mayChange(actor, found);
      if (eventStatus(found.event) === 'ended') throw new AppError(409, 'The event is over.');
      const patch = c.req.valid('json');
      const startsAt = patch.startsAt ?? found.event.startsAt;
      const endsAt = patch.endsAt ?? found.event.endsAt;
      checkWhen(patch, new Date());
      // One of the two may change alone: the pair is checked as the schema checks a new event.
      if (!eventSpanOk(startsAt, endsAt)) throw invalidInput({ endsAt: eventSpanMessage });
      await checkCourse(store, patch.courseId);
      const { imageURL, ...rest } = patch;
      const picture = await files.checkOptional(actor, 'imageURL', imageURL, 'picture', 'public');
      const modifiedCount = await store.updateEvent(found.event.id, {
        ...rest,
        ...(picture && { imageUrl: picture.path }),
        // A new start is a new reminder.
        ...(patch.startsAt && { remindedAt: null }),
      });
      await files.claim([picture], 'public');
      return c.json({ modifiedCount }, 200);
    })
    .openapi(cancelEvent, async (c) => {
      const actor = await requireUser(c.var.caller);
      const found = await eventOr404(store, c.req.valid('param').id);
      mayChange(actor, found);
      const cancelled = await store.cancelEvent(found.event.id);
      if (!cancelled) throw notFound('Event');
      await notifyCancelled(mailer, config.publicUrl, cancelled.event, cancelled.told);
      return c.json({ deletedCount: 1 }, 200);
    })
    .openapi(hostedEvents, async (c) => {
      const actor = await requireUser(c.var.caller);
      c.header('Cache-Control', 'no-store');
      const now = new Date();
      return c.json(
        (await store.hostedBy(actor.id)).map((e) => presentEvent(e, now)),
        200,
      );
    });
}
