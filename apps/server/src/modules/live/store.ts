import { and, asc, count, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/http/errors';
import { isUuid } from '../../platform/ids';
import {
  courses,
  enrollments,
  eventRegistrations,
  events,
  liveChatMessages,
  users,
} from '../../db/schema';
import type { ChatMessage } from '@glossy/contract';

export type EventRow = typeof events.$inferSelect;
export type EventWrite = Omit<typeof events.$inferInsert, 'id'>;

/** An event with what its answer shows beside it: its host and how many have registered. */
export interface ListedEvent {
  event: EventRow;
  host: { name: string; photo: string | null } | null;
  registered: number;
}

/** Over when the host has ended it, or (never started live, or in a room) when its time is up. */
const isOver = (now: Date) =>
  or(sql`${events.endedAt} is not null`, and(isNull(events.startedAt), lte(events.endsAt, now)));
const notOver = (now: Date) =>
  and(isNull(events.endedAt), or(sql`${events.startedAt} is not null`, gt(events.endsAt, now)));

/** Who registered for an event, to be told of it (inside the caller's transaction, if any). */
const registeredUsers = (db: Db, eventId: number) =>
  db
    .select({ email: users.email, name: users.name })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.eventId, eventId));

export function liveStore(db: Db) {
  const registeredCount = db
    .select({ eventId: eventRegistrations.eventId, n: count().as('n') })
    .from(eventRegistrations)
    .groupBy(eventRegistrations.eventId)
    .as('registered');

  const listed = () =>
    db
      .select({
        event: events,
        hostName: users.name,
        hostPhoto: users.photo,
        registered: sql<number>`coalesce(${registeredCount.n}, 0)`.mapWith(Number),
      })
      .from(events)
      .leftJoin(users, eq(users.id, events.hostId))
      .leftJoin(registeredCount, eq(registeredCount.eventId, events.id));

  const toListed = (row: Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number]) => ({
    event: row.event,
    host: row.hostName === null ? null : { name: row.hostName, photo: row.hostPhoto },
    registered: row.registered,
  });

  return {
    /** Upcoming (not over yet, live ones included) soonest first; old ones latest first. */
    async listEvents(
      when: 'upcoming' | 'old' | undefined,
      now = new Date(),
    ): Promise<ListedEvent[]> {
      const open = isNull(events.cancelledAt);
      const query = listed();
      const rows =
        when === 'upcoming'
          ? await query.where(and(open, notOver(now))).orderBy(asc(events.startsAt))
          : when === 'old'
            ? await query.where(and(open, isOver(now))).orderBy(desc(events.startsAt))
            : await query.where(open).orderBy(asc(events.startsAt));
      return rows.map(toListed);
    },

    /** The events a host has scheduled and not cancelled, soonest first. */
    async hostedBy(hostId: string): Promise<ListedEvent[]> {
      const rows = await listed()
        .where(and(eq(events.hostId, hostId), isNull(events.cancelledAt)))
        .orderBy(asc(events.startsAt));
      return rows.map(toListed);
    },

    async findEvent(id: number): Promise<ListedEvent | null> {
      const [row] = await listed().where(and(eq(events.id, id), isNull(events.cancelledAt)));
      return row ? toListed(row) : null;
    },

    async createEvent(values: EventWrite): Promise<number> {
      const [row] = await db.insert(events).values(values).returning({ id: events.id });
      return row!.id;
    },

    async updateEvent(id: number, patch: Partial<EventWrite>): Promise<number> {
      const rows = await db
        .update(events)
        .set(patch)
        .where(and(eq(events.id, id), isNull(events.cancelledAt)))
        .returning({ id: events.id });
      return rows.length;
    },

    /** Cancels it and answers who had registered, to be told; null when it was already gone. */
    async cancelEvent(id: number, now = new Date()) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(events)
          .set({ cancelledAt: now })
          .where(and(eq(events.id, id), isNull(events.cancelledAt)))
          .returning();
        if (!row) return null;
        const told = await registeredUsers(tx, id);
        return { event: row, told };
      });
    },

    /** The registration's id, new or the one made before (registering twice is no error). */
    async register(eventId: number, userId: string): Promise<{ id: string; created: boolean }> {
      const [made] = await db
        .insert(eventRegistrations)
        .values({ eventId, userId })
        .onConflictDoNothing()
        .returning({ id: eventRegistrations.id });
      if (made) return { id: made.id, created: true };
      const [kept] = await db
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
      return { id: kept!.id, created: false };
    },

    async unregister(eventId: number, userId: string): Promise<number> {
      const rows = await db
        .delete(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
        .returning({ id: eventRegistrations.id });
      return rows.length;
    },

    async registeredBy(userId: string): Promise<number[]> {
      const rows = await db
        .select({ eventId: eventRegistrations.eventId })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(and(eq(eventRegistrations.userId, userId), isNull(events.cancelledAt)))
        .orderBy(asc(events.startsAt));
      return rows.map((row) => row.eventId);
    },

    /** The host's Start: true when this call started it (not started, ended or cancelled yet). */
    async markStarted(id: number, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ startedAt: now })
        .where(
          and(
            eq(events.id, id),
            isNull(events.startedAt),
            isNull(events.endedAt),
            isNull(events.cancelledAt),
            gt(events.endsAt, now),
          ),
        )
        .returning({ id: events.id });
      return rows.length > 0;
    },

    /** The host's End, with the session's replay and chat; null when it had ended already. */
    async markEnded(id: number, replayId: string, chat: ChatMessage[], now = new Date()) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(events)
          .set({ endedAt: now, replayId })
          .where(and(eq(events.id, id), isNull(events.endedAt)))
          .returning();
        if (!row) return null;
        if (chat.length > 0) {
          await tx.insert(liveChatMessages).values(
            chat.map((message) => ({
              eventId: id,
              seq: message.id,
              userId: message.by.id.startsWith('visitor-') ? null : message.by.id,
              name: message.by.name,
              text: message.text,
              sentAt: new Date(message.at),
              step: message.step,
            })),
          );
        }
        const told = await registeredUsers(tx, id);
        return { event: row, told };
      });
    },

    /** The chat of an ended session, in the order it was said. */
    async chatOf(eventId: number): Promise<ChatMessage[]> {
      const rows = await db
        .select()
        .from(liveChatMessages)
        .where(eq(liveChatMessages.eventId, eventId))
        .orderBy(asc(liveChatMessages.seq));
      return rows.map((row) => ({
        id: row.seq,
        by: { id: row.userId ?? '', name: row.name },
        text: row.text,
        at: row.sentAt.toISOString(),
        step: row.step,
      }));
    },

    async nameOf(userId: string): Promise<string | null> {
      if (!isUuid(userId)) return null;
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },

    async isRegistered(eventId: number, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
      return Boolean(row);
    },

    async isEnrolled(userId: string, courseId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
      return Boolean(row);
    },

    async courseExists(courseId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, courseId));
      return Boolean(row);
    },

    /**
     * Claims the events that start within `ahead` and were not reminded yet, with their
     * registered users: the update marks them first, so of several instances only one sends.
     */
    async claimDueReminders(now: Date, aheadMs: number) {
      const claimed = await db
        .update(events)
        .set({ remindedAt: now })
        .where(
          and(
            isNull(events.remindedAt),
            isNull(events.cancelledAt),
            gte(events.startsAt, now),
            lte(events.startsAt, new Date(now.getTime() + aheadMs)),
          ),
        )
        .returning();
      return Promise.all(
        claimed.map(async (event) => ({
          event,
          told: await registeredUsers(db, event.id),
        })),
      );
    },
  };
}

export type LiveStore = ReturnType<typeof liveStore>;

/** The event, not cancelled, or the API's 404. */
export async function eventOr404(store: LiveStore, id: number): Promise<ListedEvent> {
  const found = await store.findEvent(id);
  if (!found) throw notFound('Event');
  return found;
}
