import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coupons, courseSubmissions, courses, orderItems, orders } from '../../db/schema';
import { isUniqueViolation } from '../../db/db-errors';
import { isUuid } from '../../platform/ids';
import { discountOf, refusalOf, type CouponRefusal, type CouponRow } from './coupon-pricing';

export type CouponListRow = CouponRow & { courseName: string | null };

export interface NewCoupon {
  code: string;
  kind: CouponRow['kind'];
  value: number;
  expiresAt: Date;
  maxUses: number;
  courseId: string | null;
  createdBy: string;
}

export type ApplyResult =
  | { outcome: 'applied'; previousSession: string | null }
  | { outcome: 'unknown' }
  | { outcome: 'not-pending' }
  | { outcome: 'refused'; reason: CouponRefusal };

/** The order's lines at the prices it copied, and its subtotal before any coupon. */
async function linesOf(q: Db | Tx, orderId: string) {
  const lines = await q
    .select({ courseId: orderItems.courseId, priceCents: orderItems.priceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { lines, subtotal: lines.reduce((sum, line) => sum + line.priceCents, 0) };
}

/** Coupons: made by instructors for their courses and admins for any; applied to pending orders. */
export function couponStore(db: Db) {
  const listColumns = { coupon: coupons, courseName: courses.name };

  return {
    /** Whether the course is one this instructor published (a submission of theirs became it). */
    async teaches(userId: string, courseId: string) {
      const [row] = await db
        .select({ id: courseSubmissions.id })
        .from(courseSubmissions)
        .where(
          and(
            eq(courseSubmissions.submittedBy, userId),
            eq(courseSubmissions.publishedCourseId, courseId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** The new coupon's id, or null when its code is taken. */
    async create(input: NewCoupon): Promise<string | null> {
      try {
        const [row] = await db.insert(coupons).values(input).returning({ id: coupons.id });
        return row!.id;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /** Newest first: one creator's, or every coupon (createdBy undefined) for an admin. */
    async list(createdBy?: string): Promise<CouponListRow[]> {
      const rows = await db
        .select(listColumns)
        .from(coupons)
        .leftJoin(courses, eq(courses.id, coupons.courseId))
        .where(createdBy ? eq(coupons.createdBy, createdBy) : undefined)
        .orderBy(desc(coupons.createdAt), coupons.id)
        .limit(500);
      return rows.map(({ coupon, courseName }) => ({ ...coupon, courseName }));
    },

    async find(id: string): Promise<CouponRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
      return row ?? null;
    },

    async setActive(id: string, active: boolean) {
      const updated = await db
        .update(coupons)
        .set({ active })
        .where(and(eq(coupons.id, id), sql`${coupons.active} <> ${active}`))
        .returning({ id: coupons.id });
      return updated.length;
    },

    /**
     * Puts the code on a pending order: its discount at the order's copied prices, its total
     * lowered. The provider's payment page opened for the old total is let go (its id answered,
     * to close), so nobody pays a price the order no longer has.
     */
    async apply(orderId: string, code: string): Promise<ApplyResult> {
      return db.transaction(async (tx) => {
        const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1);
        if (!coupon) return { outcome: 'unknown' };
        const { lines, subtotal } = await linesOf(tx, orderId);
        const reason = refusalOf(coupon, lines);
        if (reason) return { outcome: 'refused', reason };
        const discountCents = discountOf(coupon, lines);
        const [before] = await tx
          .select({ sessionId: orders.checkoutSessionId })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .for('update');
        if (!before) return { outcome: 'not-pending' };
        await tx
          .update(orders)
          .set({
            couponId: coupon.id,
            couponCode: coupon.code,
            discountCents,
            totalCents: subtotal - discountCents,
            checkoutSessionId: null,
          })
          .where(eq(orders.id, orderId));
        return { outcome: 'applied', previousSession: before.sessionId };
      });
    },

    /** Takes the coupon off a pending order: back to its full price. The old session's id, if any. */
    async remove(orderId: string): Promise<{ previousSession: string | null } | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ sessionId: orders.checkoutSessionId })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .for('update');
        if (!before) return null;
        const { subtotal } = await linesOf(tx, orderId);
        await tx
          .update(orders)
          .set({
            couponId: null,
            couponCode: null,
            discountCents: 0,
            totalCents: subtotal,
            checkoutSessionId: null,
          })
          .where(eq(orders.id, orderId));
        return { previousSession: before.sessionId };
      });
    },
  };
}

/**
 * Counts one use of the coupon for a paid order, inside the payment's transaction: one
 * conditional update, so of two buyers racing for the last use exactly one gets a row back.
 * Null when the coupon can no longer be used (used up, expired or switched off meanwhile).
 */
export async function claimUse(tx: Tx, couponId: string): Promise<CouponRow | null> {
  const [row] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        lt(coupons.uses, coupons.maxUses),
        gt(coupons.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}
