import type { UserRecord } from '../../platform/http/context';
import { AppError } from '../../platform/http/errors';
import type { CheckoutSession, HostedCheckout } from './stripe-checkout';
import type { ModuleDeps } from '../deps';
import { orderNumber } from './presenter';
import { couponStore } from './coupon-store';
import { spreadDiscount } from './coupon-pricing';
import { receiptOf, sendReceipt } from './receipt';
import { commerceStore, type OrderRow } from './store';

/** What became of a paid Checkout Session when we recorded it. */
export type SessionOutcome =
  /** The order is paid and its courses are the buyer's. */
  | 'paid'
  /** This same payment was recorded before (the webhook and the buyer's return both said it). */
  | 'already-recorded'
  /** Nothing was owed for it (the order was superseded, or its courses owned): all given back. */
  | 'refunded'
  /** Not paid (yet), or not one of ours. */
  | 'ignored';

export const receiptPath = (orderId: string) => `/dashboard/payment/${orderId}`;

/**
 * Paying through Stripe Checkout: the buyer pays on Stripe's page, and the order is paid when
 * Stripe says so, by its webhook or when the buyer comes back, whichever is first (the second
 * finds it recorded). Money that arrives for an order that no longer wants it goes back at once.
 */
export function hostedCheckout(deps: ModuleDeps, stripe: HostedCheckout) {
  const { db, config, logger, publicAnswers } = deps;
  const store = commerceStore(db);
  const coupons = couponStore(db);

  /** The order's lines at what Stripe should charge for each: its coupon spread over them. */
  async function linesToCharge(order: OrderRow) {
    const items = await store.itemsOf([order.id]);
    const coupon = order.couponId ? await coupons.find(order.couponId) : null;
    const lines = coupon ? spreadDiscount(coupon, items, order.discountCents) : items;
    return items.map((item, i) => ({ name: item.name, priceCents: lines[i]!.priceCents }));
  }

  /** Gives back what a paid session charged beyond what its order took; keyed so it is once. */
  async function refund(session: CheckoutSession, amountCents: number, why: string) {
    if (!session.paymentIntentId || amountCents <= 0) return;
    await stripe.refund(session.paymentIntentId, amountCents, `${why}-${session.paymentIntentId}`);
    logger.warn(
      { orderId: session.orderId, paymentIntent: session.paymentIntentId, amountCents, why },
      'money paid through Stripe was given back',
    );
  }

  async function alreadyRecorded(order: OrderRow, session: CheckoutSession) {
    const [payment] = await store.paymentsOf(order.userId, order.id);
    return payment?.provider === stripe.name && payment.transactionId === session.paymentIntentId;
  }

  /** Records a session Stripe says is paid: the order paid and enrolled, in one transaction. */
  async function recordPaid(session: CheckoutSession): Promise<SessionOutcome> {
    if (!session.paid || !session.paymentIntentId || !session.orderId) return 'ignored';
    const paymentIntentId = session.paymentIntentId;
    const order = await store.findOrder(session.orderId);
    if (!order) {
      await refund(session, session.amountCents, 'unknown-order');
      return 'refunded';
    }
    const settled = await store.settle({
      orderId: order.id,
      userId: order.userId,
      provider: stripe.name,
      cardLast4: null,
      charge: async () => ({ paid: true, transactionId: paymentIntentId }),
    });
    switch (settled.outcome) {
      case 'paid':
        break;
      case 'not-pending':
        if (await alreadyRecorded(order, session)) return 'already-recorded';
        await refund(session, session.amountCents, 'order-not-pending');
        return 'refunded';
      case 'nothing-due':
        await refund(session, session.amountCents, 'nothing-due');
        return 'refunded';
      case 'coupon-gone':
        // Its last use went to another buyer first: this buyer is not charged at all.
        await refund(session, session.amountCents, 'coupon-gone');
        await coupons.remove(order.id);
        return 'refunded';
      case 'refused':
      case 'busy':
        // Other payments kept taking these courses: Stripe delivers the event again later.
        throw new AppError(409, 'This order changed while it was being recorded; try again.');
    }
    // Courses the buyer came to own meanwhile left the order: what they cost goes back.
    await refund(session, session.amountCents - settled.payment.amountCents, 'owned-meanwhile');
    publicAnswers.clear();
    const buyer = await deps.accounts.findById(order.userId);
    const paidOrder = await store.findOrder(order.id);
    if (buyer && paidOrder) {
      await sendReceipt(
        deps,
        await receiptOf(store, paidOrder, buyer, stripe.name),
        config.publicUrl,
        (err) => logger.error({ err, orderId: order.id }, 'the receipt mail could not be stored'),
      );
    }
    return 'paid';
  }

  return {
    recordPaid,
    verify: (payload: string, signature: string) => stripe.verify(payload, signature),

    /** An admin grants a refund: the whole charge back, keyed so a second click is the same one. */
    refundWhole: (paymentIntentId: string, amountCents: number) =>
      stripe.refund(paymentIntentId, amountCents, `admin-refund-${paymentIntentId}`),

    /** Stripe gave a charge's whole amount back: its courses are withdrawn (none when partial). */
    async recordRefund(paymentIntentId: string | null, wholeAmount: boolean) {
      if (!paymentIntentId || !wholeAmount) return null;
      const withdrawn = await store.withdrawRefunded(stripe.name, paymentIntentId);
      if (withdrawn) publicAnswers.clear();
      return withdrawn;
    },

    /** An unpaid session expired: its order stays pending, the cart as it was. */
    expired: (sessionId: string) => store.detachSession(sessionId),

    /** Stripe's page for this pending order: its open session again, or a new one. */
    async checkoutUrl(order: OrderRow, buyer: UserRecord): Promise<string> {
      const current = order.checkoutSessionId ? await stripe.find(order.checkoutSessionId) : null;
      if (current?.status === 'open' && current.url) return current.url;
      if (current?.status === 'complete' && (await recordPaid(current)) !== 'ignored') {
        throw new AppError(409, 'This order is already paid.');
      }
      const session = await stripe.open({
        orderId: order.id,
        orderNumber: orderNumber(order.number),
        email: buyer.email,
        items: await linesToCharge(order),
        successUrl: `${config.publicUrl}${receiptPath(order.id)}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${config.publicUrl}/dashboard/payment?order=${order.id}`,
      });
      if (!(await store.attachSession(order.id, order.checkoutSessionId, session.id))) {
        await stripe.expire(session.id);
        throw new AppError(409, 'This order changed while you were checking out; try again.');
      }
      if (!session.url) throw new AppError(503, 'Stripe gave no payment page; try again.');
      return session.url;
    },

    /** Closes the payment pages of orders a newer one superseded, so none is paid by mistake. */
    async closeSessions(sessionIds: string[]) {
      for (const sessionId of sessionIds) {
        await stripe.expire(sessionId).catch((err: unknown) => {
          // Paid anyway, the webhook gives the money back: a page left open costs nothing.
          logger.warn({ err, sessionId }, 'a superseded Checkout Session could not be closed');
        });
      }
    },

    /** The buyer is back from Stripe before its webhook, or it was lost: ask Stripe directly. */
    async reconcile(order: OrderRow) {
      if (order.status !== 'pending' || !order.checkoutSessionId) return;
      const session = await stripe.find(order.checkoutSessionId);
      if (session?.status === 'complete') await recordPaid(session);
    },
  };
}

export type HostedOrders = ReturnType<typeof hostedCheckout>;
