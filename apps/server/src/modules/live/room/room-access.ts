import { liveCloseCodes, type LiveRole } from '@glossy/contract';
import type { UserRecord } from '../../../platform/http/context';
import { eventStatus } from '../presenter';
import type { EventRow, LiveStore } from '../store';

export type RoomAccess =
  { role: LiveRole; canTalk: boolean } | { refused: number; message: string };

/**
 * Who may be in a live room (DESIGN's roles; test/live/room-access.test.ts): its host draws; a
 * course's class is for that course's students; a public event may be watched by anyone, and
 * its registered users (and admins) may also chat and raise a hand.
 */
export async function roomAccess(
  store: LiveStore,
  event: EventRow,
  user: UserRecord | null,
): Promise<RoomAccess> {
  if (event.kind !== 'live') {
    return { refused: liveCloseCodes.notFound, message: 'This event is not held on the sketchpad' };
  }
  if (eventStatus(event) === 'ended') {
    return { refused: liveCloseCodes.ended, message: 'This live event has ended' };
  }
  if (user && user.id === event.hostId) return { role: 'host', canTalk: true };
  if (user?.role === 'admin') return { role: 'watcher', canTalk: true };
  if (event.courseId) {
    if (!user) return { refused: liveCloseCodes.unauthorized, message: 'Please log in first.' };
    if (!(await store.isEnrolled(user.id, event.courseId))) {
      return {
        refused: liveCloseCodes.forbidden,
        message: 'This live class is for the students of its course',
      };
    }
    return { role: 'watcher', canTalk: true };
  }
  const registered = user ? await store.isRegistered(event.id, user.id) : false;
  return { role: 'watcher', canTalk: registered };
}
