import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses } from './catalog';
import { createdAt, id } from './columns';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_user_course_key').on(t.userId, t.courseId)],
);

/**
 * A discount code an instructor made for one of their courses, or an admin for any course or all
 * of them (`courseId` null). `uses` only grows when an order paid with it, by a conditional update
 * (`uses < max_uses`), so the last use goes to one buyer only.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Upper case, as the buyer may type it in any case. */
    code: text('code').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** Percent off (1–100), or cents off. */
    value: integer('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    index('coupons_created_by_idx').on(t.createdBy),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'coupons_value_check',
      sql`${t.value} > 0 and (${t.kind} = 'amount' or ${t.value} <= 100)`,
    ),
    check('coupons_uses_check', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
  ],
);

/** Courses a student keeps for later; an owned course is never kept here. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_course_key').on(t.userId, t.courseId)],
);

export const orderStatusEnum = pgEnum('order_status', ['pending', 'paid', 'cancelled', 'refunded']);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The order number a buyer reads on their receipt and quotes to us (GD-1001, …). */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull().default('pending'),
    /** What is charged: the courses' copied prices less `discountCents`. */
    totalCents: integer('total_cents').notNull(),
    /** The coupon applied to this order, while pending; kept with its code once paid. */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    checkoutSessionId: text('checkout_session_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    uniqueIndex('orders_checkout_session_key').on(t.checkoutSessionId),
  ],
);

/** Prices are copied at order time so history never changes when the catalog does. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // A course's revenue (instructor analytics) reads its lines without scanning every order.
    index('order_items_course_idx').on(t.courseId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What was actually taken, after the coupon: revenue sums add these up. */
    amountCents: integer('amount_cents').notNull(),
    /** What the coupon took off, and its code, so the receipt and history say why it is less. */
    discountCents: integer('discount_cents').notNull().default(0),
    couponCode: text('coupon_code'),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** The last four digits of the card, for the receipt; never more of the number. */
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    /** Set when the provider gave the whole amount back; its enrollments were withdrawn. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    uniqueIndex('payments_transaction_key').on(t.provider, t.transactionId),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrollments_user_course_key').on(t.userId, t.courseId),
    // A course's enrolments by month (instructor analytics).
    index('enrollments_course_idx').on(t.courseId, t.createdAt),
  ],
);

/**
 * One row per course a payment paid for. The unique key is what makes a second charge for a course
 * impossible, whichever way (two orders, two tabs, a race) it was attempted.
 */
export const paidCourses = pgTable(
  'paid_courses',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('paid_courses_user_course_key').on(t.userId, t.courseId)],
);

/**
 * Every Stripe webhook event handled, by its id: Stripe delivers an event at least once, so one
 * seen again is answered without being handled twice.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
});
