import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses } from './catalog';
import { createdAt, id } from './columns';
import { drawings } from './drawing';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    kind: text('kind', { enum: ['in-person', 'live'] })
      .notNull()
      .default('in-person'),
    /** Its instructor: who may change it, start and end it. None for the site's own events. */
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'set null' }),
    /** A live class of this course: only its enrolled students may register. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** Set by the host's Start and End (a live event); an in-person one ends by the clock. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    replayId: uuid('replay_id').references(() => drawings.id, { onDelete: 'set null' }),
    /** Cancelled by its host or an admin: gone from the lists, its registered users told. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When its registered users were reminded: once, whichever instance gets there first. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('events_starts_idx').on(t.startsAt),
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_registrations_event_user_key').on(t.eventId, t.userId)],
);

/** A live session's chat, kept when the session ends, beside its replay. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Its number in the room: the order it was said in. */
    seq: integer('seq').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Operations on the board when it was said: its place on the replay's timeline. */
    step: integer('step').notNull(),
  },
  (t) => [uniqueIndex('live_chat_event_seq_key').on(t.eventId, t.seq)],
);
