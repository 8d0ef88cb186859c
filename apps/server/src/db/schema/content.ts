import {
  boolean,
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
import { createdAt, id } from './columns';

export const blogPosts = pgTable('blog_posts', {
  id: id(),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  createdAt: createdAt(),
  /** Set when an admin removes the post: it leaves the blog but stays on record. */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
});

export const blogTopics = pgTable('blog_topics', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  image: text('image').notNull(),
  readMinutes: integer('read_minutes').notNull(),
  position: integer('position').notNull(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull(),
});

export const galleryItems = pgTable('gallery_items', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  artist: text('artist').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  fromName: text('from_name').notNull(),
  fromEmail: text('from_email').notNull(),
  message: text('message').notNull(),
  mailed: boolean('mailed').notNull().default(false),
  createdAt: createdAt(),
});

export const subscriptions = pgTable(
  'subscriptions',
  { id: id(), email: text('email').notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('subscriptions_email_key').on(t.email)],
);

/** Mail that could not be (or need not be) sent through SMTP lands here for an admin to read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
