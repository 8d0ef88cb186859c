import { z } from 'zod';
import { lineText, longText, mediaRef, objectId } from './common';
import { textLimits } from './constants';

export const eventWhen = z.enum(['upcoming', 'old']);
export const eventQuery = z.strictObject({ when: eventWhen.optional() });
export const eventIdParam = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** In a room (`in-person`) or on the sketchpad, streamed stroke by stroke (`live`). */
export const eventKinds = ['in-person', 'live'] as const;
export const eventKind = z.enum(eventKinds);
export type EventKind = z.infer<typeof eventKind>;
export const eventStatus = z.enum(['scheduled', 'live', 'ended']);
export type EventStatus = z.infer<typeof eventStatus>;

/**
 * An event: the spec's fields (`id, title, date, location, description, imageURL`; `date` is the
 * start, ISO) and what makes it one to attend.
 */
export const artEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  location: z.string(),
  description: z.string(),
  imageURL: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  host: z.object({ name: z.string(), photo: z.string() }),
  kind: eventKind,
  status: eventStatus,
  registered: z.number().int(),
  /** A live class of this course: only its enrolled students may register. */
  courseId: z.string().nullable(),
  /** The saved drawing of an ended live session, with its replay. */
  replayId: z.string().nullable(),
});
export type ArtEvent = z.infer<typeof artEvent>;

/** The longest an event may last, and how far ahead one may be scheduled. */
export const eventLimits = { maxHours: 12, maxDaysAhead: 730 } as const;

const isoInstant = (required: string) =>
  z.iso.datetime({ offset: true, error: required }).transform((value) => new Date(value));

const eventFields = {
  title: lineText(120, 'Give the event a title'),
  startsAt: isoInstant('Give the start as a date and time, for example 2027-03-01T18:00:00Z'),
  endsAt: isoInstant('Give the end as a date and time, for example 2027-03-01T20:00:00Z'),
  location: lineText(200, 'Say where it happens (for a live event: Online, on the sketchpad)'),
  description: longText(textLimits.eventDescription, 'Describe the event'),
  imageURL: mediaRef.optional(),
  kind: eventKind,
  courseId: objectId.nullable().optional(),
};

/** An event ends after it starts, and lasts at most `eventLimits.maxHours`. */
export const eventSpanOk = (startsAt: Date, endsAt: Date) =>
  endsAt > startsAt && endsAt.getTime() - startsAt.getTime() <= eventLimits.maxHours * 3_600_000;
export const eventSpanMessage = `End after the start, at most ${eventLimits.maxHours} hours later`;

const endsAfterStart = (event: { startsAt?: Date; endsAt?: Date }) =>
  !event.startsAt || !event.endsAt || eventSpanOk(event.startsAt, event.endsAt);
const endsAfterStartRule = { message: eventSpanMessage, path: ['endsAt'] };

/** POST /api/events (instructors and admins). */
export const eventInput = z.strictObject(eventFields).refine(endsAfterStart, endsAfterStartRule);
export type EventInput = z.input<typeof eventInput>;

/** PATCH /api/events/{id} (its host or an admin): any of the fields, at least one. */
export const eventPatch = z
  .strictObject(eventFields)
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Change at least one field',
    path: ['body'],
  })
  .refine(endsAfterStart, endsAfterStartRule);
export type EventPatch = z.input<typeof eventPatch>;

/** GET /api/me/event-registrations: the events the caller has registered for. */
export const myEventRegistrations = z.object({ registered: z.array(z.number().int()) });
export type MyEventRegistrations = z.infer<typeof myEventRegistrations>;
