import { z } from 'zod';
import { courseLevel } from './catalog';
import { controlInLine, noControls, objectId } from './common';
import { payment } from './commerce';

/** An id the client sends: never a control character (a 400, not a lookup that finds nothing). */
const sentId = objectId.refine((value) => !controlInLine.test(value), noControls);

/** A coupon code as a buyer types it: letters, digits, - and _, in any case (kept upper case). */
export const couponCode = z
  .string()
  .trim()
  .refine((value) => !controlInLine.test(value), noControls)
  .pipe(
    z
      .string()
      .min(3, 'A code has at least 3 characters')
      .max(32, 'A code has at most 32 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only'),
  )
  .transform((value) => value.toUpperCase());

export const couponKinds = ['percent', 'amount'] as const;

/**
 * POST /api/coupons. `value` is percent off (a whole number, 1–100) or dollars off (cents at
 * most); `courseId` null (admins only) makes it good for every course.
 */
export const couponInput = z
  .strictObject({
    code: couponCode,
    kind: z.enum(couponKinds),
    value: z.number().positive('Must be more than 0').max(10_000),
    expiresAt: z.iso
      .datetime({ offset: true })
      .refine((value) => Date.parse(value) > Date.now(), 'The expiry must be in the future'),
    maxUses: z.number().int().min(1).max(1_000_000),
    courseId: sentId.nullable(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && (!Number.isInteger(input.value) || input.value > 100)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'A percent off is a whole number from 1 to 100',
      });
    }
    if (input.kind === 'amount' && Math.round(input.value * 100) !== input.value * 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'At most two decimals (cents)' });
    }
  });
export type CouponInput = z.input<typeof couponInput>;

export const coupon = z.object({
  _id: objectId,
  code: z.string(),
  kind: z.enum(couponKinds),
  /** Percent off, or dollars off. */
  value: z.number(),
  courseId: objectId.nullable(),
  /** Null: every course. */
  courseName: z.string().nullable(),
  expiresAt: z.string(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  active: z.boolean(),
  createdBy: z.string(),
});
export type Coupon = z.infer<typeof coupon>;
export const couponList = z.array(coupon);

export const couponIdParam = z.strictObject({ id: sentId });
/** PATCH /api/coupons/{id}: a coupon is switched off (or on again); nothing else changes. */
export const couponPatch = z.strictObject({ active: z.boolean() });

/** POST /api/orders/{id}/coupon: the code typed on the payment page. */
export const applyCouponInput = z.strictObject({ code: couponCode });

/** One kept course, in the cart's field names. */
export const wishlistItem = z.object({
  _id: objectId,
  classI: objectId,
  name: z.string(),
  price: z.number(),
  Level: courseLevel,
  img: z.string(),
  Instructor: z.string(),
  date: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItem>;
export const wishlistList = z.array(wishlistItem);
export const wishlistInput = z.strictObject({ classI: sentId });
export const wishlistCourseParam = z.strictObject({ courseId: sentId });

/** GET /api/admin/payments: every payment, with its buyer and order number, for refunds. */
export const adminPayment = payment.extend({
  orderNumber: z.string(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  /** Whether the refund policy still allows it (within the days, no certificate earned). */
  refundable: z.boolean(),
});
export type AdminPayment = z.infer<typeof adminPayment>;
export const adminPaymentList = z.array(adminPayment);
export const paymentIdParam = z.strictObject({ id: sentId });
