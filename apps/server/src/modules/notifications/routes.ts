import {
  markedRead,
  notificationIdParam,
  notificationLimits,
  notificationListQuery,
  notificationPage,
  notificationSettings,
  notificationSettingsInput,
  unreadCount,
} from '@glossy/contract';
import { requireUser } from '../../platform/auth/caller';
import { createApi, createRoute } from '../../platform/http/api';
import { AppError, notFound } from '../../platform/http/errors';
import { isUuid } from '../../platform/ids';
import { spendBudget } from '../../platform/protection/rate-limit';
import type { ModuleDeps } from '../deps';
import { errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { presentNotification } from './presenter';
import { notificationStore } from './store';
import { streamRoutes } from './stream-routes';

const tags = ['notifications'];
const tooMany = errorResponse('Too many changes; wait a little');
/** Marking read and saving settings are clicks: a client looping on them is slowed down. */
const writeRule = { name: 'notification-write', limit: 120, windowMs: 60_000 };

const listNotifications = createRoute({
  method: 'get',
  path: '/notifications',
  tags,
  summary: 'The caller’s notifications, newest first, a page at a time',
  request: { query: notificationListQuery },
  responses: {
    200: json(notificationPage, 'A page'),
    400: errorResponse('Bad page or limit'),
    401: unauthenticated,
  },
});

const countUnread = createRoute({
  method: 'get',
  path: '/notifications/unread',
  tags,
  summary: 'How many of the caller’s notifications are unread',
  responses: { 200: json(unreadCount, 'The count'), 401: unauthenticated },
});

const readOne = createRoute({
  method: 'post',
  path: '/notifications/{id}/read',
  tags,
  summary: 'Marks one of the caller’s notifications read (modifiedCount 0 when it was already)',
  request: { params: notificationIdParam },
  responses: {
    200: json(markedRead, 'Marked'),
    400: errorResponse('Bad id'),
    401: unauthenticated,
    403: errorResponse('Another user’s notification'),
    404: errorResponse('No such notification'),
    429: tooMany,
  },
});

const readAll = createRoute({
  method: 'post',
  path: '/notifications/read',
  tags,
  summary: 'Marks every notification of the caller read',
  responses: { 200: json(markedRead, 'Marked'), 401: unauthenticated, 429: tooMany },
});

const getSettings = createRoute({
  method: 'get',
  path: '/notifications/settings',
  tags,
  summary: 'For each kind of notification, whether the caller also gets it by mail',
  responses: { 200: json(notificationSettings, 'Every kind'), 401: unauthenticated },
});

const putSettings = createRoute({
  method: 'put',
  path: '/notifications/settings',
  tags,
  summary: 'Chooses mail or not for the kinds named; answers every kind’s choice',
  request: { body: jsonBody(notificationSettingsInput) },
  responses: {
    200: json(notificationSettings, 'Every kind, as saved'),
    400: errorResponse('Unknown kind or not a boolean'),
    401: unauthenticated,
    429: tooMany,
  },
});

/** The bell's calls: every one is about the caller's own notifications (decision 0110). */
export function notificationsRoutes(deps: ModuleDeps) {
  const { db, rateLimiter, notifications } = deps;
  const store = notificationStore(db);
  const spend = (userId: string) => spendBudget(rateLimiter, userId, writeRule);

  return createApi()
    .route('/', streamRoutes(deps))
    .openapi(listNotifications, async (c) => {
      const query = c.req.valid('query');
      const actor = await requireUser(c.var.caller);
      const page = query.page ?? 1;
      const limit = query.limit ?? notificationLimits.pageSize;
      const found = await store.page(actor.id, page, limit);
      return c.json(
        {
          notifications: found.rows.map(presentNotification),
          page,
          limit,
          hasMore: found.hasMore,
        },
        200,
      );
    })
    .openapi(countUnread, async (c) => {
      const actor = await requireUser(c.var.caller);
      return c.json({ unread: await store.unreadOf(actor.id) }, 200);
    })
    .openapi(readAll, async (c) => {
      const actor = await requireUser(c.var.caller);
      await spend(actor.id);
      const modifiedCount = await store.markAllRead(actor.id);
      if (modifiedCount > 0) await notifications.unreadChanged(actor.id);
      return c.json({ modifiedCount }, 200);
    })
    .openapi(readOne, async (c) => {
      const { id } = c.req.valid('param');
      const actor = await requireUser(c.var.caller);
      const row = isUuid(id) ? await store.find(id) : null;
      if (!row) throw notFound('Notification');
      if (row.userId !== actor.id) throw new AppError(403, 'That notification is another user’s.');
      await spend(actor.id);
      const modifiedCount = await store.markRead(row.id);
      if (modifiedCount > 0) await notifications.unreadChanged(actor.id);
      return c.json({ modifiedCount }, 200);
    })
    .openapi(getSettings, async (c) => {
      const actor = await requireUser(c.var.caller);
      return c.json(await store.settingsOf(actor.id), 200);
    })
    .openapi(putSettings, async (c) => {
      const input = c.req.valid('json');
      const actor = await requireUser(c.var.caller);
      await spend(actor.id);
      await store.saveSettings(actor.id, input);
      return c.json(await store.settingsOf(actor.id), 200);
    });
}
