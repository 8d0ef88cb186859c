import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { runEvery } from '../../platform/schedule/every';
import { enrollments, eventRegistrations, events } from '../../db/schema';
import type { Notifications } from './service';
import { notificationStore } from './store';

/** How long before its start a class is announced, and how often to look. */
export const liveSoonLeadMs = 15 * 60_000;
const everyMs = 60_000;

type EventRow = typeof events.$inferSelect;

/** Registered users, and for a course's live class its enrolled students too; each once. */
async function audienceOf(db: Db, event: EventRow) {
  const registered = await db
    .select({ id: eventRegistrations.userId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, event.id));
  const enrolled = event.courseId
    ? await db
        .select({ id: enrollments.userId })
        .from(enrollments)
        .where(eq(enrollments.courseId, event.courseId))
    : [];
  const ids = new Set([...registered, ...enrolled].map((row) => row.id));
  if (event.hostId) ids.delete(event.hostId);
  return [...ids];
}

/**
 * Announces the events starting within the lead time. Every instance may call it: each event is
 * claimed in the database first, so only the instance whose claim succeeds sends.
 */
export async function announceLiveSoon(db: Db, notifications: Notifications, now = new Date()) {
  const store = notificationStore(db);
  const due = await db
    .select()
    .from(events)
    .where(
      and(
        isNull(events.cancelledAt),
        isNull(events.endedAt),
        gte(events.startsAt, now),
        lte(events.startsAt, new Date(now.getTime() + liveSoonLeadMs)),
      ),
    );
  let told = 0;
  for (const event of due) {
    if (!(await store.claim(`live-soon:${event.id}`))) continue;
    const minutes = Math.max(1, Math.round((event.startsAt.getTime() - now.getTime()) / 60_000));
    for (const userId of await audienceOf(db, event)) {
      await notifications.tell({
        to: { userId },
        kind: 'live-soon',
        title: `Starting soon: ${event.title}`,
        text: `“${event.title}” starts in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        link: `/event/${event.id}`,
      });
      told += 1;
    }
  }
  return told;
}

/** Looks every minute while the server runs; returns the stop. */
export function scheduleLiveSoon(db: Db, notifications: Notifications, logger: Logger): () => void {
  return runEvery(
    everyMs,
    () => announceLiveSoon(db, notifications),
    logger,
    'live classes starting soon could not be announced this time',
  );
}
