import { applyCouponInput, order, orderIdParam } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError } from '../../platform/http/errors';
import { rateLimit } from '../../platform/protection/rate-limit';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { refusalMessages } from './coupon-pricing';
import { couponStore } from './coupon-store';
import type { HostedOrders } from './hosted-checkout';
import type { PaymentProvider } from './payments';
import { ownedBy } from './policy';
import { presentOrder } from './presenter';
import { commerceStore } from './store';

const tags = ['commerce'];

const applyCoupon = createRoute({
  method: 'post',
  path: '/orders/{id}/coupon',
  tags,
  summary: "Applies a coupon code to one of the caller's pending orders; answers the order",
  description:
    "The discount is computed here at the order's prices (the catalog's at checkout). A use is " +
    'only counted when the order is paid. With Stripe, the payment page opened for the old total ' +
    'is closed; the next checkout opens one at the new total.',
  request: { params: orderIdParam, body: jsonBody(applyCouponInput) },
  responses: {
    200: json(order, 'The order at its new total'),
    400: errorResponse('No such code, or it does not apply to this order'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such order'),
    409: errorResponse('The order is not waiting for payment'),
    429: errorResponse('Too many codes tried'),
  },
});

const removeCoupon = createRoute({
  method: 'delete',
  path: '/orders/{id}/coupon',
  tags,
  summary: "Takes the coupon off one of the caller's pending orders; answers the order",
  request: { params: orderIdParam },
  responses: {
    200: json(order, 'The order at its full price'),
    400: errorResponse('Bad id'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such order'),
    409: errorResponse('The order is not waiting for payment'),
  },
});

export function orderCouponRoutes(
  { db, rateLimiter }: ModuleDeps,
  payments: PaymentProvider,
  hosted: HostedOrders | null,
) {
  const store = commerceStore(db);
  const coupons = couponStore(db);

  const notPending = (status: string | undefined) =>
    new AppError(409, `This order is already ${status ?? 'gone'}.`);

  async function answer(orderId: string, previousSession: string | null) {
    if (previousSession) await hosted?.closeSessions([previousSession]);
    const row = (await store.findOrder(orderId))!;
    return presentOrder(row, await store.itemsOf([orderId]), payments.name);
  }

  const api = createApi();
  // Guessing codes: a person types a few.
  api.on(
    'POST',
    '/orders/:id/coupon',
    rateLimit(rateLimiter, { name: 'coupon-apply', limit: 20, windowMs: 60_000 }),
  );
  return api
    .openapi(applyCoupon, async (c) => {
      const { id } = c.req.valid('param');
      const { code } = c.req.valid('json');
      const actor = await requireUser(c.var.caller);
      const row = ownedBy(actor, await store.findOrder(id), 'Order');
      if (row.status !== 'pending') throw notPending(row.status);
      const applied = await coupons.apply(row.id, code);
      switch (applied.outcome) {
        case 'unknown':
          throw new AppError(400, 'There is no such code.', { code: 'There is no such code' });
        case 'refused': {
          const message = refusalMessages[applied.reason];
          throw new AppError(400, message, { code: message });
        }
        case 'not-pending':
          throw notPending((await store.findOrder(row.id))?.status);
      }
      return c.json(await answer(row.id, applied.previousSession), 200);
    })
    .openapi(removeCoupon, async (c) => {
      const { id } = c.req.valid('param');
      const actor = await requireUser(c.var.caller);
      const row = ownedBy(actor, await store.findOrder(id), 'Order');
      if (row.status !== 'pending') throw notPending(row.status);
      const removed = await coupons.remove(row.id);
      if (!removed) throw notPending((await store.findOrder(row.id))?.status);
      return c.json(await answer(row.id, removed.previousSession), 200);
    });
}
