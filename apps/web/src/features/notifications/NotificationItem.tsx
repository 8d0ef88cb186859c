import type { Notification } from '@glossy/contract';
import { Link } from 'react-router';
import { timeAgo } from '../../lib/format/dates';

/** One notification: its title as the link to what it is about (opening it marks it read). */
export function NotificationItem({
  notification,
  onOpen,
  compact = false,
}: {
  notification: Notification;
  onOpen(notification: Notification): void;
  compact?: boolean;
}) {
  const { title, text, link, createdAt, read } = notification;
  return (
    <div className={`flex gap-3 ${compact ? 'px-4 py-3' : 'p-4'}`}>
      <span
        aria-hidden="true"
        className={`mt-2 size-2 shrink-0 rounded-full ${read ? 'bg-transparent' : 'bg-primary'}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={link}
          onClick={() => onOpen(notification)}
          className="link link-hover font-semibold break-words"
        >
          {title}
          {!read && <span className="sr-only"> (unread)</span>}
        </Link>
        <p
          className={`text-base-content/75 mt-1 text-sm break-words ${compact ? 'line-clamp-2' : ''}`}
        >
          {text}
        </p>
        <p className="text-base-content/70 mt-1 text-xs">
          <time dateTime={createdAt}>{timeAgo(createdAt)}</time>
        </p>
      </div>
    </div>
  );
}
