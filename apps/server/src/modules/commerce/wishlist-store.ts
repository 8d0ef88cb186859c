import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, courses, wishlistItems } from '../../db/schema';
import { isUuid } from '../../platform/ids';
import { ownedCourseIds } from './payment-store';

/** One student's wishlist row for one course. */
const keptBy = (userId: string, courseId: string) =>
  and(eq(wishlistItems.userId, userId), eq(wishlistItems.courseId, courseId));

/** A student's kept courses, with today's catalog fields. */
export function wishlistStore(db: Db) {
  return {
    /** Newest first, leaving out what the student came to own since (it is theirs already). */
    async listOf(userId: string) {
      const rows = await db
        .select({
          id: wishlistItems.id,
          courseId: courses.id,
          name: courses.name,
          priceCents: courses.priceCents,
          level: courses.level,
          img: courses.img,
          instructor: courses.instructor,
          createdAt: wishlistItems.createdAt,
        })
        .from(wishlistItems)
        .innerJoin(courses, eq(courses.id, wishlistItems.courseId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), wishlistItems.id);
      const owned = await ownedCourseIds(db, userId);
      return rows.filter((row) => !owned.has(row.courseId));
    },

    /** The new item's id, or null when the course was kept already. */
    async add(userId: string, courseId: string) {
      const [row] = await db
        .insert(wishlistItems)
        .values({ userId, courseId })
        .onConflictDoNothing()
        .returning({ id: wishlistItems.id });
      return row?.id ?? null;
    },

    async remove(userId: string, courseId: string) {
      if (!isUuid(courseId)) return 0;
      const removed = await db
        .delete(wishlistItems)
        .where(keptBy(userId, courseId))
        .returning({ id: wishlistItems.id });
      return removed.length;
    },

    /**
     * Moves a kept course to the cart, in one transaction: the cart item's id (a new one, or the
     * one already there), or null when the course was not on the wishlist.
     */
    async moveToCart(userId: string, courseId: string): Promise<string | null> {
      if (!isUuid(courseId)) return null;
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(wishlistItems)
          .where(keptBy(userId, courseId))
          .returning({ id: wishlistItems.id });
        if (removed.length === 0) return null;
        await tx.insert(cartItems).values({ userId, courseId }).onConflictDoNothing();
        const [item] = await tx
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)));
        return item!.id;
      });
    },
  };
}
