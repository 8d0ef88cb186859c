import { adminPaymentList, payment, paymentIdParam, type AdminPayment } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError, notFound } from '../../platform/http/errors';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, unauthenticated } from '../openapi';
import { requireAdmin } from '../submissions/policy';
import type { HostedOrders } from './hosted-checkout';
import { orderNumber, presentPayment } from './presenter';
import { refundStore, type AdminPaymentRow } from './refund-store';
import { commerceStore } from './store';

const tags = ['commerce'];

const listAll = createRoute({
  method: 'get',
  path: '/admin/payments',
  tags,
  summary:
    'The latest payments of every buyer (admins), each saying whether the policy allows a refund',
  responses: { 200: json(adminPaymentList, 'Payments'), 401: unauthenticated, 403: denied },
});

const grantRefund = createRoute({
  method: 'post',
  path: '/admin/payments/{id}/refund',
  tags,
  summary: 'Refunds a payment whole (admins): the order becomes refunded, its courses withdrawn',
  description:
    'Within the refund policy only (30 days, no certificate earned). With Stripe the charge is ' +
    'refunded through its API first; in the sandbox no money moves.',
  request: { params: paymentIdParam },
  responses: {
    200: json(payment, 'The payment, refunded'),
    400: errorResponse('Bad id'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such payment'),
    409: errorResponse('Refunded already, or outside the refund policy'),
    503: errorResponse('Stripe could not be reached'),
  },
});

function presentAdminPayment(row: AdminPaymentRow): AdminPayment {
  return {
    ...presentPayment(row),
    orderNumber: orderNumber(row.orderNumber),
    buyer: { name: row.buyerName, email: row.buyerEmail },
    refundable: row.refundable,
  };
}

export function refundRoutes(
  { db, publicAnswers, logger }: ModuleDeps,
  hosted: HostedOrders | null,
) {
  const refunds = refundStore(db);
  const store = commerceStore(db);

  return createApi()
    .openapi(listAll, async (c) => {
      requireAdmin(await requireUser(c.var.caller));
      return c.json((await refunds.latest()).map(presentAdminPayment), 200);
    })
    .openapi(grantRefund, async (c) => {
      const { id } = c.req.valid('param');
      const admin = requireAdmin(await requireUser(c.var.caller));
      const row = await refunds.find(id);
      if (!row) throw notFound('Payment');
      const refusal = await refunds.refusal(row);
      if (refusal) throw new AppError(409, refusal);
      if (row.provider === 'stripe') {
        if (!hosted) throw new AppError(409, 'This site no longer has its Stripe keys.');
        if (row.amountCents > 0) await hosted.refundWhole(row.transactionId, row.amountCents);
      }
      const withdrawn = await store.withdrawRefunded(row.provider, row.transactionId);
      if (!withdrawn) throw new AppError(409, 'This payment was refunded already.');
      publicAnswers.clear();
      logger.info({ paymentId: row.id, adminId: admin.id }, 'an admin refunded a payment');
      const [refunded] = await store.paymentsOf(row.userId, row.orderId);
      return c.json(presentPayment(refunded!), 200);
    });
}
