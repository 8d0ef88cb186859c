import type { coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export interface PricedLine {
  courseId: string;
  priceCents: number;
}

/** Why a code does not lower this order; null when it does. */
export type CouponRefusal = 'expired' | 'inactive' | 'used-up' | 'not-for-these-courses';

export const refusalMessages: Record<CouponRefusal, string> = {
  expired: 'This code has expired.',
  inactive: 'This code is no longer offered.',
  'used-up': 'This code has been used up.',
  'not-for-these-courses': 'This code is not for the courses in this order.',
};

/** The courses of the order the coupon is good for: the one it names, or all of them. */
const eligible = (coupon: CouponRow, lines: PricedLine[]) =>
  lines.filter((line) => coupon.courseId === null || line.courseId === coupon.courseId);

/**
 * What the coupon takes off these lines, in cents, at the prices given (the order's copied
 * prices, which are the catalog's at checkout: the client's numbers never get here). Percent is
 * rounded to the nearest cent; an amount never takes more than the lines it applies to cost.
 */
export function discountOf(coupon: CouponRow, lines: PricedLine[]): number {
  const base = eligible(coupon, lines).reduce((sum, line) => sum + line.priceCents, 0);
  if (coupon.kind === 'percent') return Math.round((base * coupon.value) / 100);
  return Math.min(coupon.value, base);
}

export function refusalOf(coupon: CouponRow, lines: PricedLine[], now = new Date()) {
  if (!coupon.active) return 'inactive';
  if (coupon.expiresAt <= now) return 'expired';
  if (coupon.uses >= coupon.maxUses) return 'used-up';
  if (discountOf(coupon, lines) <= 0) return 'not-for-these-courses';
  return null;
}

/**
 * The order's discount spread over the lines the coupon is good for, in proportion to their
 * prices, for a provider that is sent a price per line (Stripe Checkout): each line's price after
 * it. The cents left by rounding down go one by one to lines that still have room, so the lines
 * add up to the order's total exactly and none goes below zero.
 */
export function spreadDiscount(
  coupon: CouponRow,
  lines: PricedLine[],
  discountCents: number,
): PricedLine[] {
  const targets = new Set(eligible(coupon, lines).map((line) => line.courseId));
  const base = lines
    .filter((line) => targets.has(line.courseId))
    .reduce((sum, line) => sum + line.priceCents, 0);
  if (discountCents <= 0 || base === 0) return lines;
  const wanted = Math.min(discountCents, base);
  const shares = lines.map((line) =>
    targets.has(line.courseId) ? Math.floor((wanted * line.priceCents) / base) : 0,
  );
  let left = wanted - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; left > 0 && i < lines.length; i += 1) {
    const room = targets.has(lines[i]!.courseId) ? lines[i]!.priceCents - shares[i]! : 0;
    const extra = Math.min(room, left);
    shares[i]! += extra;
    left -= extra;
  }
  return lines.map((line, i) => ({ ...line, priceCents: line.priceCents - shares[i]! }));
}
