import { refundPolicy } from '@glossy/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, orderItems, orders, payments, users } from '../../db/schema';
import { isUuid } from '../../platform/ids';
import { paymentsOf, type PaymentRow } from './payment-store';

const dayMs = 86_400_000;

export type AdminPaymentRow = PaymentRow & {
  orderNumber: number;
  buyerName: string;
  buyerEmail: string;
  refundable: boolean;
};

/** Payments as an admin sees them to grant refunds, and the refund policy's test. */
export function refundStore(db: Db) {
  /** Whether the courses it paid for have a certificate their buyer earned (and still holds). */
  async function certified(payment: typeof payments.$inferSelect) {
    const items = await db
      .select({ courseId: orderItems.courseId })
      .from(orderItems)
      .where(eq(orderItems.orderId, payment.orderId));
    if (items.length === 0) return false;
    const [row] = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          eq(certificates.userId, payment.userId),
          inArray(
            certificates.courseId,
            items.map((item) => item.courseId),
          ),
          isNull(certificates.revokedAt),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** Why the policy refuses a refund of this payment, or null when it allows one. */
  async function refusal(payment: typeof payments.$inferSelect, now = new Date()) {
    if (payment.refundedAt) return 'This payment was refunded already.';
    if (now.getTime() - payment.createdAt.getTime() > refundPolicy.days * dayMs) {
      return `This payment is more than ${refundPolicy.days} days old.`;
    }
    if (await certified(payment)) return 'The student has earned this course’s certificate.';
    return null;
  }

  return {
    refusal,

    async find(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row ?? null;
    },

    /** The latest payments of everyone, newest first, with buyer, order number and policy. */
    async latest(limit = 200): Promise<AdminPaymentRow[]> {
      const rows = await db
        .select({ payment: payments, number: orders.number, name: users.name, email: users.email })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .innerJoin(users, eq(users.id, payments.userId))
        .orderBy(desc(payments.createdAt), payments.id)
        .limit(limit);
      const named = new Map<string, PaymentRow>();
      for (const userId of new Set(rows.map((row) => row.payment.userId))) {
        for (const payment of await paymentsOf(db, userId)) named.set(payment.id, payment);
      }
      const answer: AdminPaymentRow[] = [];
      for (const row of rows) {
        answer.push({
          ...(named.get(row.payment.id) ?? { ...row.payment, courses: [] }),
          orderNumber: row.number,
          buyerName: row.name,
          buyerEmail: row.email,
          refundable: (await refusal(row.payment)) === null,
        });
      }
      return answer;
    },
  };
}
