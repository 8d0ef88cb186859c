import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseReviews, courses } from '../../db/schema';

/** What the server-written pages read: the listed courses, and how many reviews one has. */
export function pagesStore(db: Db) {
  return {
    listedCourses: () =>
      db
        .select({ id: courses.id, createdAt: courses.createdAt })
        .from(courses)
        .where(eq(courses.listed, true))
        .orderBy(asc(courses.number)),

    async reviewCount(courseId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(courseReviews)
        .where(eq(courseReviews.courseId, courseId));
      return row?.n ?? 0;
    },
  };
}
