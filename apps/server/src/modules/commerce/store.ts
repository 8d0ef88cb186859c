import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../platform/ids';
import {
  cartItems,
  courses,
  enrollments,
  orderItems,
  orders,
  payments,
  users,
} from '../../db/schema';

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
export type PaymentRow = typeof payments.$inferSelect & { courses: string[] };

/** What paying settles: the payment, and the courses that became the buyer's. */
export interface Settlement {
  orderId: string;
  userId: string;
  amountCents: number;
  provider: string;
  transactionId: string;
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
      const [row] = await db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
        .limit(1);
      return Boolean(row);
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

    async removeFromCart(id: string) {
      const removed = await db
        .delete(cartItems)
        .where(eq(cartItems.id, id))
        .returning({ id: cartItems.id });
      return removed.length;
    },

    /** A pending order for these cart rows at today's prices. */
    async createOrder(userId: string, items: CartRow[]) {
      const totalCents = items.reduce((sum, item) => sum + item.priceCents, 0);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(orders)
          .values({ userId, totalCents })
          .returning({ id: orders.id });
        const orderId = created!.id;
        await tx.insert(orderItems).values(
          items.map((item) => ({
            orderId,
            courseId: item.courseId,
            name: item.name,
            priceCents: item.priceCents,
          })),
        );
        return orderId;
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
     * Marks the order paid, records the payment, enrolls the buyer, empties those courses from the
     * cart and counts the new students. Null when the order was no longer pending (paid twice).
     */
    async settle(settlement: Settlement): Promise<PaymentRow | null> {
      return db.transaction(async (tx) => {
        const paid = await tx
          .update(orders)
          .set({ status: 'paid', paidAt: new Date() })
          .where(and(eq(orders.id, settlement.orderId), eq(orders.status, 'pending')))
          .returning({ id: orders.id });
        if (paid.length === 0) return null;
        const [payment] = await tx.insert(payments).values(settlement).returning();
        const items = await tx
          .select({ courseId: orderItems.courseId, name: orderItems.name })
          .from(orderItems)
          .where(eq(orderItems.orderId, settlement.orderId))
          .orderBy(orderItems.name);
        const courseIds = items.map((item) => item.courseId);
        const enrolled = await tx
          .insert(enrollments)
          .values(
            courseIds.map((courseId) => ({
              userId: settlement.userId,
              courseId,
              orderId: settlement.orderId,
            })),
          )
          .onConflictDoNothing()
          .returning({ courseId: enrollments.courseId });
        await tx
          .delete(cartItems)
          .where(
            and(eq(cartItems.userId, settlement.userId), inArray(cartItems.courseId, courseIds)),
          );
        const newStudents = enrolled.map((row) => row.courseId);
        if (newStudents.length > 0) {
          await tx
            .update(courses)
            .set({ students: sql`${courses.students} + 1` })
            .where(inArray(courses.id, newStudents));
        }
        return { ...payment!, courses: items.map((item) => item.name) };
      });
    },

    async paymentsOf(userId: string): Promise<PaymentRow[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), payments.id);
      const items = await itemsOf(rows.map((row) => row.orderId));
      return rows.map((row) => ({
        ...row,
        courses: items.filter((item) => item.orderId === row.orderId).map((item) => item.name),
      }));
    },
  };
}
