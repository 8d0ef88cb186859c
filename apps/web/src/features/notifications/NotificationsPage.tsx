import { notificationLimits } from '@glossy/contract/constants';
import type { Notification } from '@glossy/contract';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { Pager } from '../../components/ui/Pager';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { usePageParam } from '../../lib/hooks/usePageParam';
import { toast } from '../../lib/toast';
import { NotificationItem } from './NotificationItem';
import { NotificationSettingsForm } from './NotificationSettingsForm';
import {
  useMarkAllRead,
  useMarkRead,
  useNotificationPage,
  useUnreadCount,
} from './notification-queries';

function NotificationList({ page, goToPage }: { page: number; goToPage(page: number): void }) {
  const list = useNotificationPage(page, notificationLimits.pageSize);
  const markRead = useMarkRead();
  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
  };
  if (list.isPending) {
    return (
      <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading notifications">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const { notifications, hasMore } = list.data;
  if (notifications.length === 0) {
    return (
      <p className="bg-base-200 rounded-box px-6 py-12 text-center">
        {page === 1
          ? 'Nothing yet. When a critique, an answer or a receipt arrives, it shows up here.'
          : 'No more notifications.'}
      </p>
    );
  }
  return (
    <>
      <ul className="bg-base-100 border-base-300 rounded-box divide-base-300 divide-y border">
        {notifications.map((notification) => (
          <li key={notification._id} className="flex items-start justify-between gap-2 pr-3">
            <NotificationItem notification={notification} onOpen={open} />
            {!notification.read && (
              <button
                type="button"
                className="btn btn-ghost btn-xs mt-3 shrink-0"
                onClick={() => markRead.mutate(notification._id)}
              >
                Mark read<span className="sr-only">: {notification.title}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <Pager
          label="Pages of notifications"
          page={page}
          pageCount={hasMore ? page + 1 : page}
          onPage={goToPage}
        />
      </div>
    </>
  );
}

/** Every notification, newest first, with mark-read and the mail settings. */
export default function NotificationsPage() {
  const { page, goToPage } = usePageParam();
  const unread = useUnreadCount().data ?? 0;
  const markAll = useMarkAllRead();
  return (
    <>
      <DashboardPageHeader
        title="Notifications"
        documentTitle="Notifications"
        actions={
          <button
            type="button"
            className="btn btn-outline"
            disabled={unread === 0 || markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, { onError: (err) => toast.error(err.message) })
            }
          >
            Mark all read
          </button>
        }
      >
        {unread === 0 ? 'You are all caught up.' : `${unread} unread.`}
      </DashboardPageHeader>
      <div className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="all-notifications">
          <h2 id="all-notifications" className="sr-only">
            All notifications
          </h2>
          <NotificationList page={page} goToPage={goToPage} />
        </section>
        <section aria-labelledby="mail-settings">
          <h2 id="mail-settings" className="font-display mb-4 text-xl font-semibold">
            By mail
          </h2>
          <NotificationSettingsForm />
        </section>
      </div>
    </>
  );
}
