import type { UserRecord } from '../../platform/http/context';
import type { EventRow } from './store';

export type EventAction = 'event:create' | 'event:change';

/** Who may do what with events (every route's rule: test/access-matrix.test.ts). */
export function canEvent(actor: UserRecord, action: EventAction, event?: EventRow): boolean {
  if (actor.role === 'admin') return true;
  switch (action) {
    case 'event:create':
      return actor.role === 'instructor';
    case 'event:change':
      return event !== undefined && event.hostId === actor.id;
  }
}
