import { z } from 'zod';
import { courseLevel } from './catalog';
import { objectId } from './common';
import { cardNumberRule } from './constants';

/**
 * POST /api/addClass: the original cards posted the course's fields (classI, name, price, Level,
 * email, img) or the whole course object (with _id). Only the course id is trusted: name and
 * price come from the catalog, and an email, when sent, must be the caller's own.
 */
export const cartItemInput = z
  .object({
    classI: objectId.optional(),
    _id: objectId.optional(),
    email: z.string().trim().max(254).optional(),
  })
  .refine((item) => item.classI ?? item._id, {
    message: 'Say which course: classI or _id',
    path: ['classI'],
  });
export type CartItemInput = z.infer<typeof cartItemInput>;

/** One course in the cart, in the original's field names; price in dollars at today's price. */
export const cartItem = z.object({
  _id: objectId,
  classI: objectId,
  name: z.string(),
  price: z.number(),
  Level: courseLevel,
  email: z.string(),
  img: z.string(),
});
export type CartItem = z.infer<typeof cartItem>;
export const cartList = z.array(cartItem);

export const cartEmailParam = z.strictObject({ email: z.string().trim().min(1).max(254) });
export const cartItemIdParam = z.strictObject({ id: objectId });
export const orderIdParam = z.strictObject({ id: objectId });

/** POST /api/order/:id answers where to pay: the browser goes there. */
export const checkoutAnswer = z.object({ url: z.string() });
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

export const orderStatuses = ['pending', 'paid', 'cancelled'] as const;

export const orderItem = z.object({
  classI: objectId,
  name: z.string(),
  price: z.number(),
  img: z.string(),
});

export const order = z.object({
  _id: objectId,
  status: z.enum(orderStatuses),
  total: z.number(),
  items: z.array(orderItem),
  date: z.string(),
  paidAt: z.string().nullable(),
});
export type Order = z.infer<typeof order>;
export const orderList = z.array(order);

export const paymentInput = z.object({
  cardNumber: z
    .string()
    .transform(cardNumberRule.normalize)
    .pipe(z.string().regex(cardNumberRule.pattern, cardNumberRule.message)),
});
export type PaymentInput = z.input<typeof paymentInput>;

export const payment = z.object({
  _id: objectId,
  orderId: objectId,
  amount: z.number(),
  transactionId: z.string(),
  provider: z.string(),
  courses: z.array(z.string()),
  date: z.string(),
});
export type Payment = z.infer<typeof payment>;
export const paymentList = z.array(payment);

/** What paying answers: the page to show next (payment history, with this payment). */
export const paidAnswer = z.object({ url: z.string(), payment });
export type PaidAnswer = z.infer<typeof paidAnswer>;
