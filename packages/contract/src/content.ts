import { z } from 'zod';
import { lineText, longText, objectId, pageFields } from './common';

/**
 * A community blog post: the spec's `id` and `text`, with who wrote it and when (null for a post
 * whose author's account is gone).
 */
export const blogPost = z.object({
  id: objectId,
  text: z.string(),
  author: z.object({ name: z.string(), photoURL: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPost>;

/** DELETE /post-blog/{id}: an admin removes a blog post (answered with the shared deletedAnswer). */
export const blogPostIdParam = z.strictObject({ id: objectId });

export const newBlogPost = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'Write something first')
    .max(5000, 'Keep it under 5000 characters'),
});

export const blogTopic = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  readMinutes: z.number().int(),
});
export type BlogTopic = z.infer<typeof blogTopic>;

export const faqEntry = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntry>;

export const galleryItem = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  image: z.string(),
});
export type GalleryItem = z.infer<typeof galleryItem>;

const email = z.email('Enter a valid email address').max(254);

/** The original contact form's field names. */
export const contactMessage = z.strictObject({
  from_name: lineText(100, 'Enter your name'),
  from_email: email,
  message: longText(5000, 'Write a message'),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const subscription = z.strictObject({ email });
export type Subscription = z.infer<typeof subscription>;

export const subscriptionAnswer = z.object({
  insertedId: z.string().nullable(),
  alreadySubscribed: z.boolean(),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswer>;

export const pageQuery = z.strictObject({
  ...pageFields(100),
});

/** What an admin reads of the mail outbox (mail kept when no transport is set, and what was sent). */
export const outboxMail = z.object({
  _id: objectId,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const storedContactMessage = z.object({
  _id: objectId,
  from_name: z.string(),
  from_email: z.string(),
  message: z.string(),
  mailed: z.boolean(),
  createdAt: z.string(),
});
export type StoredContactMessage = z.infer<typeof storedContactMessage>;
