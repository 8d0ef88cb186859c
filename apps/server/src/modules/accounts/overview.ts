import type { AdminOverview } from '@glossy/contract';
import { count, eq, isNull, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contactMessages,
  courseSubmissions,
  courses,
  orders,
  payments,
  subscriptions,
} from '../../db/schema';
import type { AccountsStore } from './store';

export async function adminOverview(db: Db, accounts: AccountsStore): Promise<AdminOverview> {
  const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [byRole, courseCount, pending, paidOrders, revenue, subscribers, messages] =
    await Promise.all([
      accounts.countByRole(),
      total(db.select({ n: count() }).from(courses)),
      total(
        db
          .select({ n: count() })
          .from(courseSubmissions)
          .where(eq(courseSubmissions.status, 'pending')),
      ),
      total(db.select({ n: count() }).from(orders).where(eq(orders.status, 'paid'))),
      // What was taken and kept: after coupons (amountCents), less what was given back.
      db
        .select({ cents: sum(payments.amountCents) })
        .from(payments)
        .where(isNull(payments.refundedAt)),
      total(db.select({ n: count() }).from(subscriptions)),
      total(db.select({ n: count() }).from(contactMessages)),
    ]);
  return {
    users: { ...byRole, total: byRole.student + byRole.instructor + byRole.admin },
    courses: courseCount,
    pendingCourses: pending,
    orders: paidOrders,
    revenue: Number(revenue[0]?.cents ?? 0) / 100,
    subscribers,
    contactMessages: messages,
  };
}
