import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client';
import { blogTopics, courses, events, faqs, galleryItems, instructors, reviews } from '../schema';
import { demoCourses, demoInstructors, demoReviews } from './catalog-data';
import { demoBlogTopics, demoEvents, demoFaqs, demoGallery } from './content-data';

const seedLockKey = 7_270_702;

async function isEmpty(tx: Tx, table: PgTable) {
  const [row] = await tx.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Fills each empty demo table once; running it again changes nothing. */
export async function seedDemoContent(db: Db, now = Date.now()) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const fills: [PgTable, () => Promise<unknown>][] = [
      [instructors, () => tx.insert(instructors).values(demoInstructors)],
      [courses, () => tx.insert(courses).values(demoCourses.map((c) => ({ ...c, rating: 0 })))],
      [reviews, () => tx.insert(reviews).values(demoReviews)],
      [galleryItems, () => tx.insert(galleryItems).values(demoGallery)],
      [events, () => tx.insert(events).values(demoEvents(now))],
      [blogTopics, () => tx.insert(blogTopics).values(demoBlogTopics)],
      [faqs, () => tx.insert(faqs).values(demoFaqs)],
    ];
    for (const [table, fill] of fills) {
      if (await isEmpty(tx, table)) await fill();
    }
  });
}
