import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartItems,
  courses,
  enrollments,
  orderItems,
  orders,
  users,
  wishlistItems,
} from '../../db/schema';
import { recountStudents } from '../../db/ratings';
import { isUuid } from '../../platform/ids';
import {
  ownedCourseIds,
  paymentsOf,
  settle,
  withdrawRefunded,
  type Settlement,
} from './payment-store';

export interface CartRow {
  id: string;
  userId: string;
  courseId: string;
  email: string;
  name: string;
  priceCents: number;
  level: (typeof courses.$inferSelect)['level'];
  img: string;
}
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect & { img: string };

/** A checkout's order, and the provider's payment pages of the orders it superseded, to close. */
export interface CheckoutResult {
  orderId: string;
  supersededSessions: string[];
}

/**
 * Cart, orders, payments and enrollments. Orders copy each course's name and price when they are
 * made, so history never changes with the catalog; paying is one transaction.
 */
export function commerceStore(db: Db) {
  const cartColumns = {
    id: cartItems.id,
    userId: cartItems.userId,
    courseId: cartItems.courseId,
    email: users.email,
    name: courses.name,
    priceCents: courses.priceCents,
    level: courses.level,
    img: courses.img,
  };

  /** Cart rows with their course's catalog fields and their owner's email. */
  const selectCart = () =>
    db
      .select(cartColumns)
      .from(cartItems)
      .innerJoin(courses, eq(courses.id, cartItems.courseId))
      .innerJoin(users, eq(users.id, cartItems.userId));

  async function itemsOf(orderIds: string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    const rows = await db
      .select({ item: orderItems, img: courses.img })
      .from(orderItems)
      .innerJoin(courses, eq(courses.id, orderItems.courseId))
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(orderItems.name);
    return rows.map(({ item, img }) => ({ ...item, img }));
  }

  return {
    itemsOf,

    async owns(userId: string, courseId: string) {
      return (await ownedCourseIds(db, userId, [courseId])).has(courseId);
    },

    /**
     * The courses in the user's cart, on their wishlist and those they own; an owned course is
     * never 'in cart' nor wished for.
     */
    async courseStatesOf(userId: string) {
      const carted = await db
        .select({ courseId: cartItems.courseId })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      const wished = await db
        .select({ courseId: wishlistItems.courseId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId));
      const owned = await ownedCourseIds(db, userId);
      const notOwned = (rows: { courseId: string }[]) =>
        rows.map((row) => row.courseId).filter((id) => !owned.has(id));
      return { inCart: notOwned(carted), owned: [...owned], wished: notOwned(wished) };
    },

    /** The uuid of the course with this number (the `id` of the original's courses.json). */
    async courseIdByNumber(number: number) {
      const [row] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.number, number))
        .limit(1);
      return row?.id ?? null;
    },

    /** The new item's id, or null when the course was already in the cart. */
    async addToCart(userId: string, courseId: string) {
      const [row] = await db
        .insert(cartItems)
        .values({ userId, courseId })
        .onConflictDoNothing()
        .returning({ id: cartItems.id });
      return row?.id ?? null;
    },

    /**
     * Enrols the user in a free course: the enrollment (no order: nothing was bought), the course
     * out of their cart if it was there, and the students counted again, in one transaction. The
     * new enrollment's id, or null when they owned the course already (paid for or enrolled).
     */
    async enrolFree(userId: string, courseId: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        if ((await ownedCourseIds(tx, userId, [courseId])).size > 0) return null;
        const [row] = await tx
          .insert(enrollments)
          .values({ userId, courseId })
          .onConflictDoNothing()
          .returning({ id: enrollments.id });
        if (!row) return null;
        await tx
          .delete(cartItems)
          .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)));
        await recountStudents(tx, [courseId]);
        return row.id;
      });
    },

    cartOf(userId: string): Promise<CartRow[]> {
      return selectCart()
        .where(eq(cartItems.userId, userId))
        .orderBy(desc(cartItems.createdAt), cartItems.id);
    },

    async findCartItem(id: string): Promise<CartRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await selectCart().where(eq(cartItems.id, id)).limit(1);
      return row ?? null;
    },

    /** The user's cart item holding this course, if any. */
    async cartItemOfCourse(userId: string, courseId: string): Promise<CartRow | null> {
      if (!isUuid(courseId)) return null;
      const [row] = await selectCart()
        .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)))
        .limit(1);
      return row ?? null;
    },

    async removeFromCart(id: string) {
      const removed = await db
        .delete(cartItems)
        .where(eq(cartItems.id, id))
        .returning({ id: cartItems.id });
      return removed.length;
    },

    /**
     * The pending order for these cart rows, at today's prices, leaving out the courses the buyer
     * owns already; null when that leaves nothing. A pending order of exactly these courses is
     * answered again (a second click pays once).
     *
     * A newer order supersedes: any other pending order sharing a course with it is cancelled,
     * whole. We cancel rather than take the shared courses out and recompute the older order,
     * because an order stays what the buyer saw when they clicked: a payment page left open on the
     * older one answers 409 instead of charging a different basket than it shows. Nothing is lost:
     * the courses stay in the cart, and whatever the cancelled order held besides can be ordered
     * again. Paying re-checks ownership anyway (settle), for orders made before this rule.
     */
    async checkout(userId: string, items: CartRow[]): Promise<CheckoutResult | null> {
      return db.transaction(async (tx) => {
        // One checkout at a time per buyer: two tabs or a double click see each other's order.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const owned = await ownedCourseIds(
          tx,
          userId,
          items.map((item) => item.courseId),
        );
        const due = items.filter((item) => !owned.has(item.courseId));
        if (due.length === 0) return null;
        const wanted = new Set(due.map((item) => item.courseId));

        const pending = await tx
          .select({ orderId: orderItems.orderId, courseId: orderItems.courseId })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
        const coursesOf = new Map<string, Set<string>>();
        for (const row of pending) {
          coursesOf.set(row.orderId, (coursesOf.get(row.orderId) ?? new Set()).add(row.courseId));
        }
        const sameAsWanted = (courseIds: Set<string>) =>
          courseIds.size === wanted.size && [...courseIds].every((id) => wanted.has(id));
        for (const [orderId, courseIds] of coursesOf) {
          if (sameAsWanted(courseIds)) return { orderId, supersededSessions: [] };
        }

        const [created] = await tx
          .insert(orders)
          .values({ userId, totalCents: due.reduce((sum, item) => sum + item.priceCents, 0) })
          .returning({ id: orders.id });
        const orderId = created!.id;
        await tx.insert(orderItems).values(
          due.map((item) => ({
            orderId,
            courseId: item.courseId,
            name: item.name,
            priceCents: item.priceCents,
          })),
        );
        const superseded = [...coursesOf]
          .filter(([, courseIds]) => [...courseIds].some((id) => wanted.has(id)))
          .map(([id]) => id);
        const closed =
          superseded.length === 0
            ? []
            : await tx
                .update(orders)
                .set({ status: 'cancelled' })
                .where(and(inArray(orders.id, superseded), eq(orders.status, 'pending')))
                .returning({ sessionId: orders.checkoutSessionId });
        return {
          orderId,
          supersededSessions: closed.flatMap((row) => (row.sessionId ? [row.sessionId] : [])),
        };
      });
    },

    async findOrder(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row ?? null;
    },

    ordersOf(userId: string) {
      return db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), orders.id);
    },

    /**
     * Records the provider's payment page of a pending order, unless another request recorded a
     * different one meanwhile (then false: the caller closes its own).
     */
    async attachSession(orderId: string, previous: string | null, sessionId: string) {
      const updated = await db
        .update(orders)
        .set({ checkoutSessionId: sessionId })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'pending'),
            previous === null
              ? isNull(orders.checkoutSessionId)
              : eq(orders.checkoutSessionId, previous),
          ),
        )
        .returning({ id: orders.id });
      return updated.length > 0;
    },

    /** A session that expired unpaid leaves its order pending, ready for a new one. */
    async detachSession(sessionId: string) {
      await db
        .update(orders)
        .set({ checkoutSessionId: null })
        .where(and(eq(orders.checkoutSessionId, sessionId), eq(orders.status, 'pending')));
    },

    settle: (settlement: Settlement) => settle(db, settlement),
    withdrawRefunded: (provider: string, transactionId: string) =>
      withdrawRefunded(db, provider, transactionId),
    paymentsOf: (userId: string, orderId?: string) => paymentsOf(db, userId, orderId),
  };
}
