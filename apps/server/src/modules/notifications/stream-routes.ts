import { notificationStreamTiming, type NotificationStreamEvent } from '@glossy/contract';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/caller';
import { createApi, createRoute } from '../../platform/http/api';
import { AppError } from '../../platform/http/errors';
import { spendBudget } from '../../platform/protection/rate-limit';
import type { ModuleDeps } from '../deps';
import { errorResponse, unauthenticated } from '../openapi';
import { notificationStore } from './store';

/** Tabs of one user on one instance; past it a client opening more is told to slow down. */
const maxStreamsPerUser = 8;
/**
 * A stream ends after this long and the client opens another with its current token: a token
 * that expired or was revoked (sign-out, role change) stops hearing within this time.
 */
const lifetimeMs = 15 * 60_000;
const openRule = { name: 'notification-stream', limit: 30, windowMs: 60_000 };

const stream = createRoute({
  method: 'get',
  path: '/notifications/stream',
  tags: ['notifications'],
  summary:
    'Server-sent events of the caller’s notifications: `ready` with the unread count, then each new notification, and `read` when the count falls; a comment line every 25 s keeps it open',
  responses: {
    200: {
      description: 'An event stream: one JSON object per `data:` line',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    401: unauthenticated,
    429: errorResponse('Too many streams opened; wait a little'),
  },
});

const encoder = new TextEncoder();
const frame = (event: NotificationStreamEvent) =>
  encoder.encode(`data: ${JSON.stringify(event)}\n\n`);
const heartbeat = encoder.encode(': ping\n\n');

/** The stream of the bell: one per tab, ended by the client, its lifetime or the server's close. */
export function streamRoutes({ db, notifications, rateLimiter }: ModuleDeps) {
  const store = notificationStore(db);
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const perUser = new Map<string, number>();
  // One timer beats for every stream of the instance, rather than one timer each.
  let beating: NodeJS.Timeout | null = null;
  const beat = () => {
    for (const controller of open) controller.enqueue(heartbeat);
  };

  return createApi().openapi(stream, async (c) => {
    const actor = await requireUser(c.var.caller);
    await spendBudget(rateLimiter, actor.id, openRule, 'Too many streams opened; wait a little');
    const mine = perUser.get(actor.id) ?? 0;
    if (mine >= maxStreamsPerUser) {
      throw new AppError(429, 'Too many open notification streams', undefined, {
        'Retry-After': '30',
      });
    }
    perUser.set(actor.id, mine + 1);
    const signal = c.req.raw.signal;
    let end = () => undefined as void;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const stopHearing = notifications.hub.listen(actor.id, (event) =>
          controller.enqueue(frame(event)),
        );
        const lifetime = setTimeout(() => end(), lifetimeMs);
        lifetime.unref();
        let ended = false;
        const forgetClose = notifications.onClose(() => end());
        end = () => {
          if (ended) return;
          ended = true;
          stopHearing();
          forgetClose();
          clearTimeout(lifetime);
          signal.removeEventListener('abort', end);
          open.delete(controller);
          const left = (perUser.get(actor.id) ?? 1) - 1;
          if (left > 0) perUser.set(actor.id, left);
          else perUser.delete(actor.id);
          if (open.size === 0 && beating) {
            clearInterval(beating);
            beating = null;
          }
          try {
            controller.close();
          } catch {
            // Already closed by the client going away.
          }
        };
        signal.addEventListener('abort', end);
        open.add(controller);
        if (!beating) {
          beating = setInterval(beat, notificationStreamTiming.heartbeatMs);
          beating.unref();
        }
        // Reconnect after 3 s at most if the connection drops; the client backs off further.
        controller.enqueue(encoder.encode('retry: 3000\n\n'));
        controller.enqueue(frame({ type: 'ready', unread: await store.unreadOf(actor.id) }));
      },
      cancel() {
        end();
      },
    });
    return c.body(body, 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // Not held back by a proxy: each event must leave when it is written.
      'X-Accel-Buffering': 'no',
    });
  });
}
