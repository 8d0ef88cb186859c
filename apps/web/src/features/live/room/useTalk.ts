import type { ArtEvent } from '@glossy/contract';
import { useSession } from '../../../lib/auth/session';
import { useRole } from '../../../lib/auth/useRole';
import { useMyRegistrations } from '../events-api';
import type { TalkState } from './ChatPanel';
import type { LiveConnectionState } from './live-connection';
import type { RoomView } from './room-fold';

/**
 * Whether this visitor may chat and raise a hand, as the room decides it (roomAccess on the
 * server): the host; anyone signed in for a course's class (only its students get in); an admin;
 * a registered user of an open event. The page says why not rather than letting the room refuse.
 */
export function useTalk(
  event: ArtEvent,
  state: LiveConnectionState,
  room: RoomView | null,
): TalkState {
  const { user } = useSession();
  const { role } = useRole();
  const registered = useMyRegistrations().data?.registered.includes(event.id) ?? false;
  const me = state.you;
  if (!user) return 'sign-in';
  if (state.phase !== 'open' || !me || !room) return 'away';
  const allowed = me.role === 'host' || event.courseId !== null || role === 'admin' || registered;
  if (!allowed) return 'register';
  return room.muted.includes(me.id) ? 'muted' : 'yes';
}
