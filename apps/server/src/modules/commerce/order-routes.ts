import {
  cartItemIdParam,
  checkoutAnswer,
  enrolledCourseList,
  orderIdParam,
  orderList,
  paidAnswer,
  paymentInput,
  paymentList,
} from '@glossy/contract';
import { createApi, createRoute } from '../../platform/api';
import { requireUser } from '../../platform/caller';
import type { UserRecord } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { PaymentProvider } from '../../platform/payments';
import { rateLimit } from '../../platform/rate-limit';
import { presentEnrolledCourse } from '../classroom/presenter';
import { progressStore } from '../classroom/progress-store';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { ownedBy } from './guards';
import { presentOrder, presentPayment } from './presenter';
import { commerceStore, type CartRow } from './store';

const tags = ['commerce'];

const checkoutItem = createRoute({
  method: 'post',
  path: '/order/{id}',
  tags,
  summary: 'Starts paying for one cart item; the browser goes to the answered url',
  request: { params: cartItemIdParam },
  responses: {
    201: json(checkoutAnswer, 'Where to pay'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such cart item'),
    409: errorResponse('The caller already owns the course'),
  },
});

const checkoutCart = createRoute({
  method: 'post',
  path: '/order',
  tags,
  summary: "Starts paying for the caller's whole cart; the browser goes to the answered url",
  responses: {
    201: json(checkoutAnswer, 'Where to pay'),
    400: errorResponse('The cart is empty'),
    401: unauthenticated,
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
  request: { params: orderIdParam, body: jsonBody(paymentInput) },
  responses: {
    200: json(paidAnswer, 'Paid'),
    400: errorResponse('The card was refused'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such order'),
    409: errorResponse('The order is not waiting for payment'),
    429: errorResponse('Too many attempts'),
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

const paymentPage = '/dashboard/payment';

export function orderRoutes(
  { db, rateLimiter, publicAnswers }: ModuleDeps,
  payments: PaymentProvider,
) {
  const store = commerceStore(db);
  const progress = progressStore(db);

  /** A pending order of exactly these courses, made now or earlier (a second click pays once). */
  async function pendingOrderFor(actor: UserRecord, items: CartRow[]) {
    const wanted = items.map((item) => item.courseId).sort();
    const pending = (await store.ordersOf(actor.id)).filter((row) => row.status === 'pending');
    const pendingItems = await store.itemsOf(pending.map((row) => row.id));
    const same = pending.find((row) => {
      const courseIds = pendingItems
        .filter((item) => item.orderId === row.id)
        .map((item) => item.courseId)
        .sort();
      return courseIds.join() === wanted.join();
    });
    return same?.id ?? store.createOrder(actor.id, items);
  }

  const checkoutUrl = (orderId: string) => `${paymentPage}?order=${orderId}`;

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
      if (await store.owns(actor.id, item.courseId)) {
        throw new AppError(409, 'You already own this course.');
      }
      return c.json({ url: checkoutUrl(await pendingOrderFor(actor, [item])) }, 201);
    })
    .openapi(checkoutCart, async (c) => {
      const actor = await requireUser(c.var.caller);
      const cart = await store.cartOf(actor.id);
      if (cart.length === 0) throw new AppError(400, 'Your cart is empty.');
      return c.json({ url: checkoutUrl(await pendingOrderFor(actor, cart)) }, 201);
    })
    .openapi(listOrders, async (c) => {
      const actor = await requireUser(c.var.caller);
      const rows = await store.ordersOf(actor.id);
      const items = await store.itemsOf(rows.map((row) => row.id));
      return c.json(
        rows.map((row) => presentOrder(row, items)),
        200,
      );
    })
    .openapi(payOrder, async (c) => {
      const { id } = c.req.valid('param');
      const { cardNumber } = c.req.valid('json');
      const actor = await requireUser(c.var.caller);
      const row = ownedBy(actor, await store.findOrder(id), 'Order');
      if (row.status !== 'pending') throw new AppError(409, `This order is already ${row.status}.`);
      const charge = await payments.charge({
        cardNumber,
        amountCents: row.totalCents,
        orderId: row.id,
      });
      if (!charge.paid) {
        throw new AppError(400, charge.reason, { cardNumber: charge.reason });
      }
      const settled = await store.settle({
        orderId: row.id,
        userId: actor.id,
        amountCents: row.totalCents,
        provider: payments.name,
        transactionId: charge.transactionId,
      });
      if (!settled) throw new AppError(409, 'This order is already paid.');
      // Student counts changed: the course list must not keep the old ones.
      publicAnswers.clear();
      return c.json({ url: paymentPage, payment: presentPayment(settled) }, 200);
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
