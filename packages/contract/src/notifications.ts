import { z } from 'zod';
import { controlInLine, noControls, objectId, pageFields } from './common';
import { notificationKinds, notificationLimits, type NotificationKind } from './notification-rules';

export * from './notification-rules';

export const notificationKind = z.enum(notificationKinds);

export const notification = z.object({
  _id: objectId,
  kind: notificationKind,
  title: z.string(),
  text: z.string(),
  /** A path on this site. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = z.strictObject(pageFields(notificationLimits.maxPageSize));
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** Newest first. */
export const notificationPage = z.object({
  notifications: z.array(notification),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const unreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

export const notificationIdParam = z.strictObject({
  id: objectId.refine((value) => !controlInLine.test(value), noControls),
});

export const markedRead = z.object({ modifiedCount: z.number().int() });
export type MarkedRead = z.infer<typeof markedRead>;

/** Mail or not, for every kind. */
export const notificationSettings = z.object(
  Object.fromEntries(notificationKinds.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** PUT: the kinds to change, at least one; a kind not named keeps its choice. */
export const notificationSettingsInput = notificationSettings
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, {
    message: 'Name at least one kind',
  });
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

/** The stream's events (server-sent): on opening and with each new notification. */
export const notificationStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), unread: z.number().int() }),
  z.object({ type: z.literal('notification'), notification, unread: z.number().int() }),
  z.object({ type: z.literal('read'), unread: z.number().int() }),
]);
export type NotificationStreamEvent = z.infer<typeof notificationStreamEvent>;
