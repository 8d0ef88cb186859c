import { orderIdParam, receipt } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/api';
import { requireUser } from '../../platform/caller';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, unauthenticated } from '../openapi';
import { ownedBy } from './guards';
import { receiptOf } from './receipt';
import { commerceStore } from './store';

const showReceipt = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags: ['commerce'],
  summary: "One of the caller's orders as its receipt: number, courses, total, payment, buyer",
  request: { params: orderIdParam },
  responses: {
    200: json(receipt, 'The order'),
    400: errorResponse('Bad id'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such order'),
  },
});

export function receiptRoutes({ db }: ModuleDeps) {
  const store = commerceStore(db);
  return createApi().openapi(showReceipt, async (c) => {
    const { id } = c.req.valid('param');
    const actor = await requireUser(c.var.caller);
    const order = ownedBy(actor, await store.findOrder(id), 'Order');
    return c.json(await receiptOf(store, order, actor), 200);
  });
}
