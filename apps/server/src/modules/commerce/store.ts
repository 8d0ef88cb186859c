import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  cartItems,
  courses,
  enrollments,
  orderItems,
  orders,
  paidCourses,
  payments,
  users,
} from '../../db/schema';
import { isUniqueViolation } from '../../platform/db-errors';
import { isUuid } from '../../platform/ids';
import type { ChargeResult } from '../../platform/payments';

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

/** Paying one order: whose, through which provider, and how to take the amount still due. */
export interface Settlement {
  orderId: string;
  userId: string;
  provider: string;
  charge(amountCents: number): Promise<ChargeResult>;
}

export type SettleResult =
  | { outcome: 'paid'; payment: PaymentRow }
  /** Paid or cancelled meanwhile (a second tab, a newer order). */
  | { outcome: 'not-pending' }
  /** The buyer owns every course of the order already: no payment, and the order is cancelled. */
  | { outcome: 'nothing-due' }
  | { outcome: 'refused'; reason: string }
  /** Other payments kept taking these courses while this one was being recorded. */
  | { outcome: 'busy' };

/** The provider refused the card: thrown inside the transaction so that nothing of it stays. */
class ChargeRefused extends Error {}

/** How often paying reads again after another payment took one of its courses first. */
const settleAttempts = 3;

/** Of these courses, the ones the buyer already has: enrolled in, or paid for. */
async function ownedAmong(q: Db | Tx, userId: string, courseIds: string[]) {
  if (courseIds.length === 0) return new Set<string>();
  const enrolled = await q
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), inArray(enrollments.courseId, courseIds)));
  const paid = await q
    .select({ courseId: paidCourses.courseId })
    .from(paidCourses)
    .where(and(eq(paidCourses.userId, userId), inArray(paidCourses.courseId, courseIds)));
  return new Set([...enrolled, ...paid].map((row) => row.courseId));
}

/**
 * The course names of each payment, read from paid_courses: a course has one row there per buyer,
 * so no list built from this can show one course paid twice. The name is the one the order copied.
 */
async function paidNames(q: Db | Tx, paymentIds: string[]) {
  const names = new Map<string, string[]>();
  if (paymentIds.length === 0) return names;
  const name = sql<string>`coalesce(${orderItems.name}, ${courses.name})`;
  const rows = await q
    .select({ paymentId: paidCourses.paymentId, courseId: paidCourses.courseId, name })
    .from(paidCourses)
    .innerJoin(payments, eq(payments.id, paidCourses.paymentId))
    .innerJoin(courses, eq(courses.id, paidCourses.courseId))
    .leftJoin(
      orderItems,
      and(eq(orderItems.orderId, payments.orderId), eq(orderItems.courseId, paidCourses.courseId)),
    )
    .where(inArray(paidCourses.paymentId, paymentIds))
    .orderBy(name, paidCourses.courseId, paidCourses.paymentId);
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.paymentId} ${row.courseId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    names.set(row.paymentId, [...(names.get(row.paymentId) ?? []), row.name]);
  }
  return names;
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
      return (await ownedAmong(db, userId, [courseId])).has(courseId);
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
    async checkout(userId: string, items: CartRow[]): Promise<string | null> {
      return db.transaction(async (tx) => {
        // One checkout at a time per buyer: two tabs or a double click see each other's order.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const owned = await ownedAmong(
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
          if (sameAsWanted(courseIds)) return orderId;
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
        if (superseded.length > 0) {
          await tx
            .update(orders)
            .set({ status: 'cancelled' })
            .where(and(inArray(orders.id, superseded), eq(orders.status, 'pending')));
        }
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
     * Pays an order: only for its courses the buyer does not own yet, at the prices the order
     * copied (what the buyer was shown); the others leave the order, and its total becomes what is
     * charged. Recorded with one paid_courses row per course, the enrollments, the cart emptied of
     * them and the new students counted, in one transaction.
     *
     * The unique (user, course) keys of paid_courses and enrollments are what make a second charge
     * impossible: they are written before the card is charged, so a concurrent payment of the same
     * course waits for this one, then fails on them, and is read again (it pays for what is left,
     * or nothing). Since nothing is charged before those writes succeed, reading again never
     * charges twice. A refused card rolls everything back.
     */
    async settle(settlement: Settlement): Promise<SettleResult> {
      for (let attempt = 1; attempt <= settleAttempts; attempt += 1) {
        try {
          return await db.transaction((tx) => settleOnce(tx, settlement));
        } catch (err) {
          if (err instanceof ChargeRefused) return { outcome: 'refused', reason: err.message };
          if (!isUniqueViolation(err)) throw err;
        }
      }
      return { outcome: 'busy' };
    },

    async paymentsOf(userId: string): Promise<PaymentRow[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), payments.id);
      const names = await paidNames(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, courses: names.get(row.id) ?? [] }));
    },
  };
}

async function settleOnce(tx: Tx, settlement: Settlement): Promise<SettleResult> {
  const { orderId, userId, provider } = settlement;
  const now = new Date();
  // Taking the order row first: the same order paid twice at once waits here, then sees it paid.
  const taken = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (taken.length === 0) return { outcome: 'not-pending' };

  const items = await tx
    .select({ courseId: orderItems.courseId, priceCents: orderItems.priceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const owned = await ownedAmong(
    tx,
    userId,
    items.map((item) => item.courseId),
  );
  const due = items.filter((item) => !owned.has(item.courseId));
  if (due.length === 0) {
    await tx
      .update(orders)
      .set({ status: 'cancelled', paidAt: null })
      .where(eq(orders.id, orderId));
    return { outcome: 'nothing-due' };
  }
  const dueIds = due.map((item) => item.courseId);
  const amountCents = due.reduce((sum, item) => sum + item.priceCents, 0);
  if (owned.size > 0) {
    await tx
      .delete(orderItems)
      .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.courseId, [...owned])));
  }
  await tx.update(orders).set({ totalCents: amountCents }).where(eq(orders.id, orderId));

  // Claims first (the unique keys), the charge after: see settle.
  const [payment] = await tx
    .insert(payments)
    .values({ orderId, userId, amountCents, provider, transactionId: `pending_${randomUUID()}` })
    .returning({ id: payments.id });
  const paymentId = payment!.id;
  await tx.insert(paidCourses).values(dueIds.map((courseId) => ({ paymentId, userId, courseId })));
  await tx.insert(enrollments).values(dueIds.map((courseId) => ({ userId, courseId, orderId })));

  const charge = await settlement.charge(amountCents);
  if (!charge.paid) throw new ChargeRefused(charge.reason);
  const [recorded] = await tx
    .update(payments)
    .set({ transactionId: charge.transactionId })
    .where(eq(payments.id, paymentId))
    .returning();

  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.courseId, dueIds)));
  await tx
    .update(courses)
    .set({ students: sql`${courses.students} + 1` })
    .where(inArray(courses.id, dueIds));
  const names = await paidNames(tx, [paymentId]);
  return { outcome: 'paid', payment: { ...recorded!, courses: names.get(paymentId) ?? [] } };
}
