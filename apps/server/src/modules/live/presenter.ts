import type { ArtEvent, EventStatus } from '@glossy/contract';
import { avatarOf, defaultAvatar } from '../files/avatars';
import type { EventRow, ListedEvent } from './store';

/** The site's own events have no instructor: they are hosted by the studio. */
const studioHost = { name: 'Glossy Drawer', photo: defaultAvatar };

export function eventStatus(event: EventRow, now = new Date()): EventStatus {
  if (event.endedAt) return 'ended';
  if (event.startedAt) return 'live';
  return event.endsAt <= now ? 'ended' : 'scheduled';
}

export function presentEvent({ event, host, registered }: ListedEvent, now = new Date()): ArtEvent {
  return {
    id: event.id,
    title: event.title,
    date: event.startsAt.toISOString(),
    location: event.location,
    description: event.description,
    imageURL: event.imageUrl,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    host: host ? { name: host.name, photo: avatarOf(host.photo) } : studioHost,
    kind: event.kind,
    status: eventStatus(event, now),
    registered,
    courseId: event.courseId,
    replayId: event.replayId,
  };
}
