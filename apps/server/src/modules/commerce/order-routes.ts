import {
  cartItemIdParam,
  checkoutAnswer,
  checkoutInput,
  type CheckoutInput,
  enrolledCourseList,
  orderIdParam,
  orderList,
  paidAnswer,
  paymentInput,
  paymentList,
} from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import type { UserRecord } from '../../platform/http/context';
import { AppError } from '../../platform/http/errors';
import type { PaymentProvider } from './payments';
import { rateLimit } from '../../platform/protection/rate-limit';
import { presentEnrolledCourse } from '../classroom/presenter';
import { progressStore } from '../classroom/progress-store';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { ownedBy } from './policy';
import { linkForCaller } from '../../platform/cross-origin/caller-origin';
import { receiptPath, type HostedOrders } from './hosted-checkout';
import { presentOrder, presentPayment } from './presenter';
import { couponStore } from './coupon-store';
import { receiptOf, sendReceipt } from './receipt';
import { commerceStore, type CartRow, type OrderRow } from './store';

const tags = ['commerce'];

const checkoutItem = createRoute({
  method: 'post',
  path: '/order/{id}',
  tags,
  summary: 'Starts paying for one cart item; the browser goes to the answered url',
  description:
    'A newer order supersedes: any other pending order holding this course is cancelled.',
  request: { params: cartItemIdParam },
  responses: {
    201: json(checkoutAnswer, 'Where to pay'),
    400: errorResponse('Bad id'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such cart item'),
    409: errorResponse('The caller already owns the course'),
    503: errorResponse('Stripe could not be reached'),
  },
});

const checkoutCart = createRoute({
  method: 'post',
  path: '/order',
  tags,
  summary:
    "Starts paying for the caller's whole cart, or for the one cart item the body names; the browser goes to the answered url",
  description:
    'No body, or `{}`, orders the whole cart (less the courses the caller owns). A body naming one ' +
    'cart item orders that item only: `_id` is the cart item, as the original client sent it with ' +
    'the rest of the cart item and `productId`; without `_id`, `productId` (or `classI`) names the ' +
    'cart item or its course. A newer order supersedes: any other pending order sharing a course ' +
    'with it is cancelled.',
  request: {
    body: { required: false, content: { 'application/json': { schema: checkoutInput } } },
  },
  responses: {
    201: json(checkoutAnswer, 'Where to pay'),
    400: errorResponse('The cart is empty, or the body names no cart item'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such cart item'),
    409: errorResponse('The caller already owns every course ordered'),
    503: errorResponse('Stripe could not be reached'),
  },
});

const listOrders = createRoute({
  method: 'get',
  path: '/orders',
  tags,
  summary: "The caller's orders, newest first",
  responses: { 200: json(orderList, 'Orders'), 401: unauthenticated },
});

const payOrder = createRoute({
  method: 'post',
  path: '/orders/{id}/pay',
  tags,
  summary: "Pays one of the caller's pending orders; enrolls them in its courses",
  description:
    'Charges only for the courses of the order the caller does not own yet (the others leave the ' +
    'order, whose total becomes the amount charged). When the caller owns them all, nothing is ' +
    'charged, the order is cancelled and the answer is 409.',
  request: { params: orderIdParam, body: jsonBody(paymentInput) },
  responses: {
    200: json(paidAnswer, 'Paid'),
    400: errorResponse('The card was refused'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such order'),
    409: errorResponse(
      'The order is not waiting for payment, every course in it is owned, or the site takes payments through Stripe Checkout',
    ),
    429: errorResponse('Too many attempts'),
  },
});

const checkoutOrder = createRoute({
  method: 'post',
  path: '/orders/{id}/checkout',
  tags,
  summary: "Where to pay one of the caller's pending orders; the browser goes to the answered url",
  description:
    "The sandbox's payment page here, or with Stripe keys the order's Stripe Checkout page (the " +
    'same one again while it is open).',
  request: { params: orderIdParam },
  responses: {
    200: json(checkoutAnswer, 'Where to pay'),
    400: errorResponse('Bad id'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such order'),
    409: errorResponse('The order is not waiting for payment'),
    503: errorResponse('Stripe could not be reached'),
  },
});

const listPayments = createRoute({
  method: 'get',
  path: '/payments',
  tags,
  summary: "The caller's payments, newest first",
  responses: { 200: json(paymentList, 'Payments'), 401: unauthenticated },
});

const listEnrollments = createRoute({
  method: 'get',
  path: '/enrollments',
  tags,
  summary: 'The courses the caller owns, each with the percent done and the last lesson opened',
  responses: { 200: json(enrolledCourseList, 'Courses'), 401: unauthenticated },
});

export function orderRoutes(
  { db, rateLimiter, publicAnswers, mailer, config, logger, notifications }: ModuleDeps,
  payments: PaymentProvider,
  hosted: HostedOrders | null,
) {
  const store = commerceStore(db);
  const progress = progressStore(db);
  const coupons = couponStore(db);

  /** Where the buyer pays this pending order: the sandbox's page here, or Stripe's. */
  async function payUrl(order: OrderRow, actor: UserRecord) {
    if (!hosted) return `/dashboard/payment?order=${order.id}`;
    return hosted.checkoutUrl(order, actor);
  }

  /** Where to pay for these cart rows (a new order, or the same pending one again). */
  async function checkoutOf(actor: UserRecord, items: CartRow[], origin: string | undefined) {
    const checkout = await store.checkout(actor.id, items);
    if (!checkout) {
      throw new AppError(
        409,
        items.length === 1
          ? 'You already own this course.'
          : 'You already own every course in your cart.',
      );
    }
    await hosted?.closeSessions(checkout.supersededSessions);
    const order = (await store.findOrder(checkout.orderId))!;
    return { url: linkForCaller(await payUrl(order, actor), origin, config) };
  }

  /** The cart rows a POST /order body names: `_id`, else `productId` or `classI`; else all. */
  async function itemsNamed(actor: UserRecord, body: CheckoutInput): Promise<CartRow[]> {
    if (body._id) return [ownedBy(actor, await store.findCartItem(body._id), 'Cart item')];
    const named = body.productId ?? body.classI;
    if (named) {
      const item =
        (await store.findCartItem(named)) ?? (await store.cartItemOfCourse(actor.id, named));
      return [ownedBy(actor, item, 'Cart item')];
    }
    const cart = await store.cartOf(actor.id);
    if (cart.length === 0) throw new AppError(400, 'Your cart is empty.');
    return cart;
  }

  const api = createApi();
  // Card testing: a few tries a minute is plenty for a person.
  api.on(
    'POST',
    '/orders/:id/pay',
    rateLimit(rateLimiter, { name: 'pay', limit: 10, windowMs: 60_000 }),
  );
  return api
    .openapi(checkoutItem, async (c) => {
      const { id } = c.req.valid('param');
      const actor = await requireUser(c.var.caller);
      const item = ownedBy(actor, await store.findCartItem(id), 'Cart item');
      return c.json(await checkoutOf(actor, [item], c.req.header('origin')), 201);
    })
    .openapi(checkoutCart, async (c) => {
      const body = c.req.valid('json');
      const actor = await requireUser(c.var.caller);
      const items = await itemsNamed(actor, body);
      return c.json(await checkoutOf(actor, items, c.req.header('origin')), 201);
    })
    .openapi(listOrders, async (c) => {
      const actor = await requireUser(c.var.caller);
      const rows = await store.ordersOf(actor.id);
      const items = await store.itemsOf(rows.map((row) => row.id));
      return c.json(
        rows.map((row) => presentOrder(row, items, payments.name)),
        200,
      );
    })
    .openapi(checkoutOrder, async (c) => {
      const { id } = c.req.valid('param');
      const actor = await requireUser(c.var.caller);
      const row = ownedBy(actor, await store.findOrder(id), 'Order');
      if (row.status !== 'pending') throw new AppError(409, `This order is already ${row.status}.`);
      return c.json({ url: await payUrl(row, actor) }, 200);
    })
    .openapi(payOrder, async (c) => {
      const { id } = c.req.valid('param');
      const { cardNumber } = c.req.valid('json');
      const actor = await requireUser(c.var.caller);
      const row = ownedBy(actor, await store.findOrder(id), 'Order');
      if (row.status !== 'pending') throw new AppError(409, `This order is already ${row.status}.`);
      if (payments.kind !== 'card') {
        throw new AppError(409, 'This site takes payments through Stripe Checkout.', {
          cardNumber: 'Pay on the Stripe Checkout page',
        });
      }
      const settled = await store.settle({
        orderId: row.id,
        userId: actor.id,
        provider: payments.name,
        cardLast4: cardNumber.replace(/\D/g, '').slice(-4),
        charge: (amountCents) => payments.charge({ cardNumber, amountCents, orderId: row.id }),
      });
      switch (settled.outcome) {
        case 'refused':
          throw new AppError(400, settled.reason, { cardNumber: settled.reason });
        case 'not-pending': {
          const now = await store.findOrder(row.id);
          throw new AppError(409, `This order is already ${now?.status ?? 'gone'}.`);
        }
        case 'nothing-due':
          throw new AppError(409, 'You already own every course in this order.');
        case 'busy':
          throw new AppError(409, 'This order changed while it was being paid; try again.');
        case 'coupon-gone':
          // Nothing was charged: the order goes back to its full price for the buyer to decide.
          await coupons.remove(row.id);
          throw new AppError(409, 'Your coupon is no longer available; nothing was charged.', {
            code: 'This code is no longer available',
          });
      }
      // Student counts changed: the course list must not keep the old ones.
      publicAnswers.clear();
      const paidOrder = (await store.findOrder(row.id))!;
      await sendReceipt(
        { mailer, notifications },
        await receiptOf(store, paidOrder, actor, payments.name),
        config.publicUrl,
        (err) => logger.error({ err, orderId: row.id }, 'the receipt mail could not be stored'),
      );
      return c.json({ url: receiptPath(row.id), payment: presentPayment(settled.payment) }, 200);
    })
    .openapi(listPayments, async (c) => {
      const actor = await requireUser(c.var.caller);
      return c.json((await store.paymentsOf(actor.id)).map(presentPayment), 200);
    })
    .openapi(listEnrollments, async (c) => {
      const actor = await requireUser(c.var.caller);
      const rows = await progress.enrolledCourses(actor.id);
      return c.json(rows.map(presentEnrolledCourse), 200);
    });
}
