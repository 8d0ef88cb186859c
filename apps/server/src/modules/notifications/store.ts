import {
  notificationKinds,
  notificationMailDefaults,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@glossy/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationClaims, notificationSettings, notifications, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  text: string;
  link: string;
}

/** Titles and texts are shown in a list: long ones are cut, never refused (they come from us). */
const clip = (value: string, max: number) =>
  value.length <= max ? value : `${value.slice(0, max - 1)}…`;

export function notificationStore(db: Db) {
  const unreadOf = (userId: string) =>
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .then(([row]) => row?.n ?? 0);

  return {
    unreadOf,

    async add(input: NewNotification) {
      const [row] = await db
        .insert(notifications)
        .values({ ...input, title: clip(input.title, 160), text: clip(input.text, 600) })
        .returning();
      return row!;
    },

    async recipient(to: { userId: string } | { email: string }) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(
          'userId' in to
            ? eq(users.id, to.userId)
            : eq(sql`lower(${users.email})`, to.email.toLowerCase()),
        )
        .limit(1);
      return row ?? null;
    },

    /** One page, newest first; one row more than asked says whether another page follows. */
    async page(userId: string, page: number, limit: number) {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1)
        .offset((page - 1) * limit);
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
    },

    async find(id: string) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
      return row ?? null;
    },

    async markRead(id: string) {
      const changed = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return changed.length;
    },

    async markAllRead(userId: string) {
      const changed = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return changed.length;
    },

    /** Every kind's mail choice: the user's own, or the kind's default. */
    async settingsOf(userId: string): Promise<NotificationSettings> {
      const rows = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      const chosen = new Map(rows.map((row) => [row.kind, row.mail]));
      return Object.fromEntries(
        notificationKinds.map((kind) => [kind, chosen.get(kind) ?? notificationMailDefaults[kind]]),
      ) as NotificationSettings;
    },

    async saveSettings(userId: string, input: NotificationSettingsInput) {
      const values = Object.entries(input)
        .filter((entry): entry is [NotificationKind, boolean] => typeof entry[1] === 'boolean')
        .map(([kind, mail]) => ({ userId, kind, mail }));
      await db
        .insert(notificationSettings)
        .values(values)
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.kind],
          set: { mail: sql`excluded.mail` },
        });
    },

    /** True for the one caller, of any instance, that claims `key` first. */
    async claim(key: string) {
      const made = await db
        .insert(notificationClaims)
        .values({ key })
        .onConflictDoNothing()
        .returning({ key: notificationClaims.key });
      return made.length > 0;
    },
  };
}

export type NotificationStore = ReturnType<typeof notificationStore>;
