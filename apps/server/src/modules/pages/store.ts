import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseReviews, courses, drawings } from '../../db/schema';

/** A sitemap holds at most 50,000 addresses: the newest public drawings fill what is left. */
const sitemapDrawings = 45_000;

/**
 * What the server-written pages read: the listed courses, how many reviews one has, the public
 * drawings (their replays are public pages).
 */
export function pagesStore(db: Db) {
  return {
    listedCourses: () =>
      db
        .select({ id: courses.id, createdAt: courses.createdAt })
        .from(courses)
        .where(eq(courses.listed, true))
        .orderBy(asc(courses.number)),

    publicDrawings: () =>
      db
        .select({ id: drawings.id, updatedAt: drawings.updatedAt })
        .from(drawings)
        .where(eq(drawings.visibility, 'public'))
        .orderBy(desc(drawings.updatedAt))
        .limit(sitemapDrawings),

    async reviewCount(courseId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(courseReviews)
        .where(eq(courseReviews.courseId, courseId));
      return row?.n ?? 0;
    },
  };
}
