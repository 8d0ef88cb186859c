import { orderIdParam, receipt } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import type { PaymentProvider } from './payments';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, unauthenticated } from '../openapi';
import { ownedBy } from './policy';
import type { HostedOrders } from './hosted-checkout';
import { receiptOf } from './receipt';
import { commerceStore } from './store';

const showReceipt = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags: ['commerce'],
  summary: "One of the caller's orders as its receipt: number, courses, total, payment, buyer",
  description:
    'With Stripe Checkout, a pending order whose Checkout Session Stripe says is paid is recorded ' +
    'as paid first (the buyer is back from Stripe before its webhook, or the webhook was lost).',
  request: { params: orderIdParam },
  responses: {
    200: json(receipt, 'The order'),
    400: errorResponse('Bad id'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such order'),
    503: errorResponse('Stripe could not be reached'),
  },
});

export function receiptRoutes(
  { db }: ModuleDeps,
  payments: PaymentProvider,
  hosted: HostedOrders | null,
) {
  const store = commerceStore(db);
  return createApi().openapi(showReceipt, async (c) => {
    const { id } = c.req.valid('param');
    const actor = await requireUser(c.var.caller);
    let order = ownedBy(actor, await store.findOrder(id), 'Order');
    if (hosted && order.status === 'pending') {
      await hosted.reconcile(order);
      order = (await store.findOrder(id)) ?? order;
    }
    return c.json(await receiptOf(store, order, actor, payments.name), 200);
  });
}
