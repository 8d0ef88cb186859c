import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogRating } from '../../db/ratings';
import { courseReviews, courses, users } from '../../db/schema';

export interface ReviewValues {
  rating: number;
  review: string;
}

const reviewColumns = {
  id: courseReviews.id,
  rating: courseReviews.rating,
  review: courseReviews.review,
  updatedAt: courseReviews.updatedAt,
  name: users.name,
  photo: users.photo,
};

/** Reviews by the students of a course, and the course's rating that follows from them. */
export function reviewStore(db: Db) {
  const selectReviews = () =>
    db
      .select(reviewColumns)
      .from(courseReviews)
      .innerJoin(users, eq(users.id, courseReviews.userId));

  return {
    /**
     * The student's review of the course: written the first time, edited after. The course's
     * rating becomes the average of its reviews, and its count follows, in the same transaction; the course row is locked
     * first, so two students reviewing at once both count in the average.
     */
    async save(courseId: string, userId: string, values: ReviewValues) {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: courses.id })
          .from(courses)
          .where(eq(courses.id, courseId))
          .for('update');
        const mineOnly = and(
          eq(courseReviews.courseId, courseId),
          eq(courseReviews.userId, userId),
        );
        const [existing] = await tx
          .select({ id: courseReviews.id })
          .from(courseReviews)
          .where(mineOnly)
          .limit(1);
        let id = existing?.id;
        if (id) {
          await tx
            .update(courseReviews)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(courseReviews.id, id));
        } else {
          const [row] = await tx
            .insert(courseReviews)
            .values({ courseId, userId, ...values })
            .returning({ id: courseReviews.id });
          id = row!.id;
        }
        await tx.update(courses).set(catalogRating(courseId)).where(eq(courses.id, courseId));
        return { id, created: !existing };
      });
    },

    /** Newest first (an edited review counts as new), with the total for X-Total-Count. */
    async list(courseId: string, page: number, limit: number) {
      const [rows, [totals]] = await Promise.all([
        selectReviews()
          .where(eq(courseReviews.courseId, courseId))
          .orderBy(desc(courseReviews.updatedAt), desc(courseReviews.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: count() })
          .from(courseReviews)
          .where(eq(courseReviews.courseId, courseId)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** How many reviews gave each number of stars: [one star, …, five stars]. */
    async breakdown(courseId: string) {
      const rows = await db
        .select({ rating: courseReviews.rating, n: count() })
        .from(courseReviews)
        .where(eq(courseReviews.courseId, courseId))
        .groupBy(courseReviews.rating);
      const stars = [0, 0, 0, 0, 0];
      for (const row of rows) stars[row.rating - 1] = row.n;
      return stars;
    },

    async mine(courseId: string, userId: string) {
      const [row] = await selectReviews()
        .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.userId, userId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewStore>['list']>>['rows'][number];
