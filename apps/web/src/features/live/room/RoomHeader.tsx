import type { ArtEvent, EventStatus } from '@glossy/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format/numbers';

const badges: Record<EventStatus, { label: string; className: string }> = {
  scheduled: { label: 'Waiting to start', className: 'badge-neutral badge-soft' },
  live: { label: 'Live', className: 'badge-error' },
  ended: { label: 'Ended', className: 'badge-ghost' },
};

/** The room's title line: the event, where it stands, who hosts it, how many watch. */
export function RoomHeader({
  event,
  status,
  viewers,
  children,
}: {
  event: ArtEvent;
  status: EventStatus;
  /** Null where no count is known (the replay). */
  viewers: number | null;
  /** The host's Start and End, the watcher's hand. */
  children?: ReactNode;
}) {
  const badge = badges[status];
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
      <div className="min-w-0">
        <p className="text-sm">
          <Link to={`/event/${event.id}`} className="link link-hover text-base-content/80">
            ← Event details
          </Link>
        </p>
        <h1 className="font-display text-2xl leading-tight font-semibold break-words sm:text-3xl">
          {event.title}
        </h1>
        <p className="text-base-content/80 mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className={`badge badge-sm ${badge.className}`}>
            {status === 'live' && <span aria-hidden="true">●</span>}
            {badge.label}
          </span>
          <span>
            Hosted by <span className="text-base-content font-medium">{event.host.name}</span>
          </span>
          {viewers !== null && (
            <span>
              {formatCount(viewers)} {viewers === 1 ? 'viewer' : 'viewers'}
            </span>
          )}
        </p>
      </div>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </header>
  );
}
