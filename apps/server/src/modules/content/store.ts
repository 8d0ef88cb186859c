import type { ContactMessage } from '@glossy/contract';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  blogPosts,
  blogTopics,
  contactMessages,
  faqs,
  galleryItems,
  subscriptions,
  users,
} from '../../db/schema';
import { normalizeEmail } from '../../platform/mail/emails';
import type { Mailer } from '../../platform/mail/mail';

export function contentStore(db: Db, mailer: Mailer, config: Config) {
  return {
    async publishBlogPost(authorId: string, text: string) {
      const [row] = await db
        .insert(blogPosts)
        .values({ authorId, text })
        .returning({ id: blogPosts.id });
      return row!.id;
    },

    /** The blog as readers see it: removed posts stay on record but are never listed. */
    listBlogPosts: () =>
      db
        .select({ post: blogPosts, authorName: users.name, authorPhoto: users.photo })
        .from(blogPosts)
        .leftJoin(users, eq(users.id, blogPosts.authorId))
        .where(isNull(blogPosts.removedAt))
        .orderBy(desc(blogPosts.createdAt))
        .limit(100),

    async findBlogPost(id: string) {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row ?? null;
    },

    /** Takes a post off the blog, noting who and when; a post already removed counts 0. */
    async removeBlogPost(id: string, adminId: string, now = new Date()) {
      const removed = await db
        .update(blogPosts)
        .set({ removedAt: now, removedBy: adminId })
        .where(and(eq(blogPosts.id, id), isNull(blogPosts.removedAt)))
        .returning({ id: blogPosts.id });
      return removed.length;
    },

    listBlogTopics: () => db.select().from(blogTopics).orderBy(asc(blogTopics.position)),
    listFaq: () => db.select().from(faqs).orderBy(asc(faqs.position)),
    listGallery: () => db.select().from(galleryItems).orderBy(asc(galleryItems.position)),

    /** The message is stored first, so a mail failure never loses it. */
    async receiveContact(message: ContactMessage) {
      const [row] = await db
        .insert(contactMessages)
        .values({
          fromName: message.from_name,
          fromEmail: message.from_email,
          message: message.message,
        })
        .returning({ id: contactMessages.id });
      const { delivered } = await mailer.send({
        to: config.CONTACT_INBOX,
        replyTo: message.from_email,
        subject: `Contact form: ${message.from_name}`,
        text: `${message.message}\n\n— ${message.from_name} <${message.from_email}>`,
      });
      if (delivered)
        await db
          .update(contactMessages)
          .set({ mailed: true })
          .where(eq(contactMessages.id, row!.id));
      return row!.id;
    },

    async subscribe(email: string) {
      const normalized = normalizeEmail(email);
      const [row] = await db
        .insert(subscriptions)
        .values({ email: normalized })
        .onConflictDoNothing({ target: subscriptions.email })
        .returning({ id: subscriptions.id });
      return row?.id ?? null;
    },
  };
}
