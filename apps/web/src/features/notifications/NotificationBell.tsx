import { notificationLimits } from '@glossy/contract/constants';
import type { Notification } from '@glossy/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { CountBadge } from '../../components/ui/CountBadge';
import { Icon } from '../../components/ui/icons';
import { usePopupMenu } from '../../lib/hooks/useDismiss';
import { badgeText, bellLabel } from './bell-label';
import { NotificationItem } from './NotificationItem';
import {
  useMarkAllRead,
  useMarkRead,
  useNotificationPage,
  useNotificationStream,
  useUnreadCount,
} from './notification-queries';

export const notificationsPath = '/dashboard/notifications';

function Latest({ onClose }: { onClose(): void }) {
  const latest = useNotificationPage(1, notificationLimits.latest);
  const markRead = useMarkRead();
  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
    onClose();
  };
  if (latest.isPending) {
    return <p className="text-base-content/75 px-4 py-6 text-sm">Loading…</p>;
  }
  if (latest.isError) {
    return (
      <p role="alert" className="text-error px-4 py-6 text-sm">
        Notifications could not be loaded.
      </p>
    );
  }
  const items = latest.data.notifications;
  if (items.length === 0) {
    return (
      <p className="text-base-content/75 px-4 py-6 text-sm">
        Nothing yet. Critiques, answers and receipts will show up here.
      </p>
    );
  }
  return (
    <ul className="divide-base-300 max-h-[60vh] divide-y overflow-y-auto">
      {items.map((notification) => (
        <li key={notification._id}>
          <NotificationItem notification={notification} onOpen={open} compact />
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's bell: the unread count, kept current by the tab's one stream, and the latest
 * notifications in a dropdown. Loaded only for a signed-in user, after the page.
 */
export default function NotificationBell() {
  useNotificationStream();
  const unread = useUnreadCount().data ?? 0;
  const menu = usePopupMenu();
  const markAll = useMarkAllRead();
  // On a phone the dropdown spans the screen just under the bell, wherever the header puts it.
  const [top, setTop] = useState(0);
  const toggle = () => {
    setTop((menu.trigger.current?.getBoundingClientRect().bottom ?? 0) + 8);
    menu.toggle();
  };

  return (
    <div ref={menu.container} className="relative">
      <button
        ref={menu.trigger}
        type="button"
        className="btn btn-ghost btn-square relative"
        aria-label={bellLabel(unread)}
        aria-expanded={menu.open}
        aria-controls="notification-menu"
        onClick={toggle}
      >
        <Icon name="bell" className="size-6" />
        {unread > 0 && <CountBadge testId="bell-count">{badgeText(unread)}</CountBadge>}
      </button>
      {menu.open && (
        <section
          id="notification-menu"
          aria-label="Latest notifications"
          style={{ top }}
          className="bg-base-100 border-base-300 rounded-box fixed inset-x-3 z-50 border shadow-xl sm:absolute sm:inset-x-auto sm:!top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <header className="border-base-300 flex items-center justify-between gap-2 border-b px-4 py-3">
            <h2 className="font-display text-lg font-semibold">Notifications</h2>
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate(undefined)}
            >
              Mark all read
            </button>
          </header>
          <Latest onClose={menu.close} />
          <footer className="border-base-300 border-t px-4 py-3 text-center">
            <Link to={notificationsPath} className="link link-primary text-sm" onClick={menu.close}>
              See all notifications
            </Link>
          </footer>
        </section>
      )}
    </div>
  );
}
