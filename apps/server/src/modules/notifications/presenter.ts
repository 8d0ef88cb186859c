import type { Notification, NotificationKind } from '@glossy/contract';
import type { NotificationRow } from './store';

export const presentNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  text: row.text,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});
