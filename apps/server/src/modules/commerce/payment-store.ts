import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  cartItems,
  certificates,
  courses,
  enrollments,
  orderItems,
  orders,
  paidCourses,
  payments,
} from '../../db/schema';
import { recountStudents } from '../../db/ratings';
import { isUniqueViolation } from '../../db/db-errors';
import type { ChargeResult } from './payments';
import { claimUse } from './coupon-store';
import { discountOf } from './coupon-pricing';

export type PaymentRow = typeof payments.$inferSelect & { courses: string[] };

/** Paying one order: whose, through which provider, and how to take the amount still due. */
export interface Settlement {
  orderId: string;
  userId: string;
  provider: string;
  /**
   * Kept for the receipt; the rest of the card number is never stored. Null when the card was
   * typed on the provider's own page (Stripe Checkout), which never shows it to us.
   */
  cardLast4: string | null;
  charge(amountCents: number): Promise<ChargeResult>;
}

export type SettleResult =
  | { outcome: 'paid'; payment: PaymentRow }
  /** Paid or cancelled meanwhile (a second tab, a newer order). */
  | { outcome: 'not-pending' }
  /** The buyer owns every course of the order already: no payment, and the order is cancelled. */
  | { outcome: 'nothing-due' }
  | { outcome: 'refused'; reason: string }
  /** The order's coupon was used up, expired or switched off before this payment claimed it. */
  | { outcome: 'coupon-gone' }
  /** Other payments kept taking these courses while this one was being recorded. */
  | { outcome: 'busy' };

/** The provider refused the card: thrown inside the transaction so that nothing of it stays. */
class ChargeRefused extends Error {}
/** The coupon could not be claimed: thrown so that the order, claims and enrollments roll back. */
class CouponGone extends Error {}

/** How often paying reads again after another payment took one of its courses first. */
const settleAttempts = 3;

/**
 * The courses the buyer already has, enrolled in or paid for: all of them, or only those among
 * `courseIds` when given.
 */
export async function ownedCourseIds(
  q: Db | Tx,
  userId: string,
  courseIds?: string[],
): Promise<Set<string>> {
  if (courseIds?.length === 0) return new Set();
  const enrolled = await q
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        courseIds ? inArray(enrollments.courseId, courseIds) : undefined,
      ),
    );
  const paid = await q
    .select({ courseId: paidCourses.courseId })
    .from(paidCourses)
    .where(
      and(
        eq(paidCourses.userId, userId),
        courseIds ? inArray(paidCourses.courseId, courseIds) : undefined,
      ),
    );
  return new Set([...enrolled, ...paid].map((row) => row.courseId));
}

/**
 * The course names of each payment, read from paid_courses: a course has one row there per buyer,
 * so no list built from this can show one course paid twice. The name is the one the order copied.
 * A refunded payment gave its courses back (its paid_courses rows are gone): its names are those
 * of its order.
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
  const refunded = await q
    .select({ paymentId: payments.id, courseId: orderItems.courseId, name: orderItems.name })
    .from(payments)
    .innerJoin(orderItems, eq(orderItems.orderId, payments.orderId))
    .where(and(inArray(payments.id, paymentIds), isNotNull(payments.refundedAt)))
    .orderBy(orderItems.name, orderItems.courseId);
  const seen = new Set<string>();
  for (const row of [...rows, ...refunded]) {
    const key = `${row.paymentId} ${row.courseId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    names.set(row.paymentId, [...(names.get(row.paymentId) ?? []), row.name]);
  }
  return names;
}

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
export async function settle(db: Db, settlement: Settlement): Promise<SettleResult> {
  for (let attempt = 1; attempt <= settleAttempts; attempt += 1) {
    try {
      return await db.transaction((tx) => settleOnce(tx, settlement));
    } catch (err) {
      if (err instanceof ChargeRefused) return { outcome: 'refused', reason: err.message };
      if (err instanceof CouponGone) return { outcome: 'coupon-gone' };
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return { outcome: 'busy' };
}

/** The user's payments, newest first; only the one that paid `orderId` when it is given. */
export async function paymentsOf(db: Db, userId: string, orderId?: string): Promise<PaymentRow[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), orderId ? eq(payments.orderId, orderId) : undefined))
    .orderBy(desc(payments.createdAt), payments.id);
  const names = await paidNames(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, courses: names.get(row.id) ?? [] }));
}

async function settleOnce(tx: Tx, settlement: Settlement): Promise<SettleResult> {
  const { orderId, userId, provider, cardLast4 } = settlement;
  const now = new Date();
  // Taking the order row first: the same order paid twice at once waits here, then sees it paid.
  const taken = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'pending')))
    .returning({ id: orders.id, couponId: orders.couponId, couponCode: orders.couponCode });
  if (taken.length === 0) return { outcome: 'not-pending' };
  const { couponId, couponCode } = taken[0]!;

  const items = await tx
    .select({ courseId: orderItems.courseId, priceCents: orderItems.priceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const owned = await ownedCourseIds(
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
  // The coupon is priced again on what is still due, and its use counted here, once per paid order.
  const coupon = couponId ? await claimUse(tx, couponId) : null;
  if (couponId && !coupon) throw new CouponGone();
  const discountCents = coupon ? discountOf(coupon, due) : 0;
  const amountCents = due.reduce((sum, item) => sum + item.priceCents, 0) - discountCents;
  if (owned.size > 0) {
    await tx
      .delete(orderItems)
      .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.courseId, [...owned])));
  }
  await tx
    .update(orders)
    .set({ totalCents: amountCents, discountCents })
    .where(eq(orders.id, orderId));

  // Claims first (the unique keys), the charge after: see settle.
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId,
      userId,
      amountCents,
      discountCents,
      couponCode: coupon ? couponCode : null,
      provider,
      cardLast4,
      transactionId: `pending_${randomUUID()}`,
    })
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
  await recountStudents(tx, dueIds);
  const names = await paidNames(tx, [paymentId]);
  return { outcome: 'paid', payment: { ...recorded!, courses: names.get(paymentId) ?? [] } };
}

/**
 * The provider gave a payment's whole amount back: the payment is marked refunded, its order too,
 * and the courses it paid for are withdrawn (enrollments and paid_courses, so they can be bought
 * again; the student counts go down) and their certificates revoked, in one transaction. Null
 * when no standing payment has this transaction id: one already refunded, or money we sent back
 * ourselves for an order it did not pay.
 */
export async function withdrawRefunded(db: Db, provider: string, transactionId: string) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ refundedAt: new Date() })
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.transactionId, transactionId),
          isNull(payments.refundedAt),
        ),
      )
      .returning();
    if (!payment) return null;
    const withdrawn = await tx
      .delete(paidCourses)
      .where(eq(paidCourses.paymentId, payment.id))
      .returning({ courseId: paidCourses.courseId });
    const courseIds = withdrawn.map((row) => row.courseId);
    await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, payment.orderId));
    if (courseIds.length > 0) {
      await tx
        .delete(enrollments)
        .where(
          and(eq(enrollments.userId, payment.userId), inArray(enrollments.courseId, courseIds)),
        );
      await tx
        .update(certificates)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(certificates.userId, payment.userId),
            inArray(certificates.courseId, courseIds),
            isNull(certificates.revokedAt),
          ),
        );
      await recountStudents(tx, courseIds);
    }
    return { payment, courseIds };
  });
}
