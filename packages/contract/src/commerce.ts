import { z } from 'zod';
import { courseLevel } from './catalog';
import { controlInLine, noControls, objectId } from './common';
import { cardNumberRule } from './constants';

/** An id the client sends: never a control character (a 400, not a lookup that finds nothing). */
const sentId = objectId.refine((value) => !controlInLine.test(value), noControls);

/**
 * The course's `id` as the original's static courses.json had it (a whole number, sent as a number
 * or as digits); our own `_id` is accepted there too.
 */
const courseNumberOrId = z.union([z.number().int().min(1).max(2_147_483_647), sentId]);

/**
 * POST /api/addClass: the original cards posted the course's fields (classI, name, price, Level,
 * email, img) or the whole course object (with _id, or only `id` from the static courses.json).
 * Only the course id is trusted: name and price come from the catalog, and an email, when sent,
 * must be the caller's own.
 */
export const cartItemInput = z
  .object({
    classI: sentId.optional(),
    _id: sentId.optional(),
    id: courseNumberOrId.optional(),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => !controlInLine.test(value), noControls)
      .optional(),
  })
  .refine((item) => item.classI ?? item._id ?? item.id, {
    message: 'Say which course: classI, _id or id',
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
export const cartItemIdParam = z.strictObject({ id: sentId });
export const orderIdParam = z.strictObject({ id: sentId });

/**
 * POST /api/courses/{id}/enroll: a free course (price 0) is taken in one click, with no cart,
 * order or payment. Answers `insertedId` (the enrollment), null when the caller owned it already.
 */
export const freeEnrolParam = z.strictObject({ id: sentId });

/**
 * POST /api/order: no body (or `{}`) orders the whole cart. The original client posted one cart
 * item as the cart list showed it (`_id`, classI, name, price, …) plus `productId`; such a body
 * orders that item only. `_id` names the cart item; without it, `productId` (or `classI`) names the
 * cart item or its course. The item's other fields ride along unread.
 */
export const checkoutInput = z
  .object({
    _id: sentId.optional(),
    productId: sentId.optional(),
    classI: sentId.optional(),
  })
  .catchall(z.unknown())
  .refine(
    (body) =>
      Object.keys(body).length === 0 ||
      body._id !== undefined ||
      body.productId !== undefined ||
      body.classI !== undefined,
    {
      message: 'Say which cart item: _id or productId (or send no body for the whole cart)',
      path: ['_id'],
    },
  );
export type CheckoutInput = z.input<typeof checkoutInput>;

/** POST /api/order and /api/order/:id answer where to pay: the browser goes there. */
export const checkoutAnswer = z.object({ url: z.string() });
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

export const orderStatuses = ['pending', 'paid', 'cancelled', 'refunded'] as const;

/**
 * Where an order is paid: the built-in sandbox's card form, or Stripe Checkout's own page when the
 * site has Stripe keys (decision 0017).
 */
export const paymentProviders = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const orderItem = z.object({
  classI: objectId,
  name: z.string(),
  price: z.number(),
  img: z.string(),
});

export const order = z.object({
  _id: objectId,
  /** What the buyer reads on the receipt: 'GD-1001'. */
  number: z.string(),
  status: z.enum(orderStatuses),
  /** What is charged: the courses' prices less `discount`. */
  total: z.number(),
  /** What the coupon takes off (0 without one), and its code. */
  discount: z.number(),
  couponCode: z.string().nullable(),
  items: z.array(orderItem),
  date: z.string(),
  paidAt: z.string().nullable(),
  /** Where this order is paid: the card form here, or Stripe Checkout. */
  provider: z.enum(paymentProviders),
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
  /** What was actually paid, after the coupon. */
  amount: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  transactionId: z.string(),
  provider: z.string(),
  /** The last four digits of the card paid with (null for payments made before receipts). */
  cardLast4: z.string().nullable(),
  courses: z.array(z.string()),
  date: z.string(),
  /** When the whole amount was given back (the courses were withdrawn); null while it stands. */
  refundedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;
export const paymentList = z.array(payment);

/** What paying answers: the page to show next (the order's receipt), with this payment. */
export const paidAnswer = z.object({ url: z.string(), payment });
export type PaidAnswer = z.infer<typeof paidAnswer>;

/**
 * GET /api/me/course-states: where the caller stands with each course they have touched, so every
 * card and detail page can say 'Select', 'In cart' or 'Continue learning'. A course both in the
 * cart and owned is only listed as owned.
 */
export const courseStates = z.object({
  inCart: z.array(objectId),
  owned: z.array(objectId),
  /** On the caller's wishlist (never an owned course). */
  wished: z.array(objectId),
});
export type CourseStates = z.infer<typeof courseStates>;

/** GET /api/orders/{id}: one of the caller's orders as its receipt shows it. */
export const receipt = order.extend({
  /** Null while the order waits for payment, or when it was cancelled. */
  payment: payment.nullable(),
  buyer: z.object({ name: z.string(), email: z.string() }),
});
export type Receipt = z.infer<typeof receipt>;
