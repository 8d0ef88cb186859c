import type { ArtEvent, EventInput, EventKind, EventPatch } from '@glossy/contract';

/** What the schedule form holds: the event as its controls show it. */
export interface EventDraft {
  title: string;
  /** datetime-local values: the visitor's own clock. */
  start: string;
  end: string;
  location: string;
  description: string;
  kind: EventKind;
  /** '' for an event open to everyone. */
  courseId: string;
  imageURL: string;
}

/** The picture the server gives an event scheduled without one. */
export const defaultEventPicture = '/media/events/event-01.webp';

export const emptyDraft: EventDraft = {
  title: '',
  start: '',
  end: '',
  location: '',
  description: '',
  kind: 'live',
  courseId: '',
  imageURL: defaultEventPicture,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value on the visitor's clock, to the minute. */
export function localInput(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value is the visitor's own clock; the API takes an instant. */
export const instant = (local: string) => {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
};

export const draftOf = (event: ArtEvent): EventDraft => ({
  title: event.title,
  start: localInput(event.startsAt),
  end: localInput(event.endsAt),
  location: event.location,
  description: event.description,
  kind: event.kind,
  courseId: event.courseId ?? '',
  imageURL: event.imageURL,
});

export const inputOf = (draft: EventDraft): EventInput => ({
  title: draft.title,
  startsAt: instant(draft.start),
  endsAt: instant(draft.end),
  location: draft.location,
  description: draft.description,
  kind: draft.kind,
  imageURL: draft.imageURL,
  ...(draft.courseId && { courseId: draft.courseId }),
});

/**
 * Only what the host changed: an unchanged start of a running event would be refused as past,
 * and an unchanged upload need not be checked again. Null when nothing changed.
 */
export function patchOf(before: EventDraft, after: EventDraft): EventPatch | null {
  const patch: EventPatch = {};
  if (after.title !== before.title) patch.title = after.title;
  if (after.start !== before.start) patch.startsAt = instant(after.start);
  if (after.end !== before.end) patch.endsAt = instant(after.end);
  if (after.location !== before.location) patch.location = after.location;
  if (after.description !== before.description) patch.description = after.description;
  if (after.kind !== before.kind) patch.kind = after.kind;
  if (after.courseId !== before.courseId) patch.courseId = after.courseId || null;
  if (after.imageURL !== before.imageURL) patch.imageURL = after.imageURL;
  return Object.keys(patch).length > 0 ? patch : null;
}
