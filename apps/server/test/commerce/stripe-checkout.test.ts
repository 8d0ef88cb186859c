import {
  certificate,
  certificateList,
  checkoutAnswer,
  courseStates,
  errorCodes,
  receipt,
  type Course,
} from '@glossy/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { certificates, enrollments, mailOutbox, orders, payments } from '../../src/db/schema';
import { buyers, someCourses, sumPrices, type Shopper } from '../support/commerce';
import { expectError, expectJson } from '../support/http';
import { standInKeys, stripeStandIn } from '../support/stripe-stand-in';
import { describeEachBackend, withTestApp, type TestApp } from '../support/test-app';

const standIn = await stripeStandIn();
afterAll(() => standIn.close());

const webhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean() });

describeEachBackend(
  'Stripe Checkout against a local stand-in of the Stripe API',
  (ctx: TestApp) => {
    let catalog: Course[] = [];
    const newBuyer = buyers(ctx, 'stripe');

    beforeAll(async () => {
      catalog = await someCourses(ctx);
    });

    const deliver = (sent: { payload: string; signature: string }) =>
      ctx.request('/api/stripe/webhook', {
        method: 'POST',
        body: sent.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': sent.signature },
      });
    const delivered = async (sent: { payload: string; signature: string }) =>
      expectJson(await deliver(sent), 200, webhookAnswer);

    /** Cart filled, POST /api/order: Stripe's page for the order, and the order's id. */
    async function checkout(shop: Shopper, picks: Course[]) {
      await shop.fill(picks);
      return startCheckout(shop);
    }
    async function startCheckout(shop: Shopper) {
      const { url } = await expectJson(await shop.send('POST', '/api/order'), 201, checkoutAnswer);
      const session = standIn.sessionAt(url);
      expect(url.startsWith(`${standIn.url}/pay/cs_test_`), url).toBe(true);
      return { url, session: session!, orderId: session!.client_reference_id! };
    }
    const orderRow = async (orderId: string) =>
      (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    const paymentsOfOrder = (orderId: string) =>
      ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
    const completed = (sessionId: string) =>
      standIn.delivery('checkout.session.completed', standIn.pay(sessionId));
    const statesOf = async (shop: Shopper) =>
      expectJson(await shop.send('GET', '/api/me/course-states'), 200, courseStates);

    it('answers Stripe’s page for the order, the same one again on a second click; the card form is closed', async () => {
      const { shop } = await newBuyer();
      const picks = [catalog[0]!, catalog[1]!];
      const first = await checkout(shop, picks);
      expect(first.session.amount_total).toBe(Math.round(sumPrices(picks) * 100));
      expect(first.session.line_items.map((item) => item.name).sort()).toEqual(
        picks.map((course) => course.name).sort(),
      );
      expect(first.session.success_url).toBe(
        `${ctx.config.publicUrl}/dashboard/payment/${first.orderId}?session_id={CHECKOUT_SESSION_ID}`,
      );
      expect(first.session.cancel_url).toBe(
        `${ctx.config.publicUrl}/dashboard/payment?order=${first.orderId}`,
      );
      expect(first.session.metadata.orderNumber).toMatch(/^GD-\d+$/);

      expect((await startCheckout(shop)).url).toBe(first.url);
      const again = await expectJson(
        await shop.send('POST', `/api/orders/${first.orderId}/checkout`),
        200,
        checkoutAnswer,
      );
      expect(again.url).toBe(first.url);

      const [order] = await shop.orders();
      expect(order).toMatchObject({ _id: first.orderId, status: 'pending', provider: 'stripe' });
      const card = await shop.pay(first.orderId);
      const refused = await expectError(card, 409, errorCodes.conflict);
      expect(refused.error.message).toMatch(/Stripe Checkout/);
      expect(await paymentsOfOrder(first.orderId)).toEqual([]);
    });

    it('a paid session’s webhook pays the order and enrolls at once; the same event again changes nothing', async () => {
      const { who, shop } = await newBuyer();
      const picks = [catalog[2]!, catalog[3]!];
      const { session, orderId } = await checkout(shop, picks);
      const before = await someCourses(ctx);
      const event = completed(session.id);

      expect(await delivered(event)).toEqual({ received: true, duplicate: false });
      const order = await orderRow(orderId);
      expect(order.status).toBe('paid');
      const [payment] = await shop.payments();
      expect(payment).toMatchObject({
        orderId,
        amount: sumPrices(picks),
        provider: 'stripe',
        transactionId: standIn.session(session.id)!.payment_intent,
        cardLast4: null,
        refundedAt: null,
      });
      expect(payment!.courses.sort()).toEqual(picks.map((course) => course.name).sort());
      expect((await shop.enrollments()).map((course) => course._id).sort()).toEqual(
        picks.map((course) => course._id).sort(),
      );
      expect(await shop.cart()).toEqual([]);
      const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email));
      expect(mails.some((mail) => mail.subject.endsWith(`GD-${order.number}`))).toBe(true);
      // The student counts of the course list follow at once.
      const after = await someCourses(ctx);
      for (const pick of picks) {
        const was = before.find((course) => course._id === pick._id);
        const now = after.find((course) => course._id === pick._id);
        if (was && now) expect(now.students).toBe(was.students + 1);
      }

      // Stripe delivers at least once: the same event, and another event of the same payment.
      expect(await delivered(event)).toEqual({ received: true, duplicate: true });
      const another = standIn.delivery(
        'checkout.session.async_payment_succeeded',
        standIn.session(session.id),
      );
      expect(await delivered(another)).toEqual({ received: true, duplicate: false });
      expect(await paymentsOfOrder(orderId)).toHaveLength(1);
      expect(standIn.refunds).not.toContainEqual(
        expect.objectContaining({ payment_intent: payment!.transactionId }),
      );
    });

    it('refuses a forged, tampered, replayed or unsigned event with 400 and changes nothing', async () => {
      const { shop } = await newBuyer();
      const { session, orderId } = await checkout(shop, [catalog[4]!]);
      const paid = standIn.pay(session.id);
      const honest = standIn.delivery('checkout.session.completed', paid);
      const forged = standIn.delivery('checkout.session.completed', paid, {
        secret: 'whsec_someone_else',
      });
      const tampered = {
        ...honest,
        payload: honest.payload.replace(`"amount_total":${paid.amount_total}`, '"amount_total":1'),
      };
      const stale = standIn.delivery('checkout.session.completed', paid, {
        at: Math.floor(Date.now() / 1000) - 600,
      });
      const controls = standIn.sign('{"id":"evt_\u0000","type":"charge.refunded\u0007"}', {
        secret: 'whsec_forged',
      });
      const before = await ctx.counts();
      for (const sent of [forged, tampered, stale, controls]) {
        const refused = await expectError(await deliver(sent), 400, errorCodes.badRequest);
        expect(refused.error.fields).toHaveProperty('stripe-signature');
      }
      const unsigned = await ctx.request('/api/stripe/webhook', {
        method: 'POST',
        body: honest.payload,
        headers: { 'content-type': 'application/json' },
      });
      expect((await expectError(unsigned, 400, errorCodes.badRequest)).error.fields).toHaveProperty(
        'stripe-signature',
      );
      expect(await ctx.counts()).toEqual(before);
      expect((await orderRow(orderId)).status).toBe('pending');
      expect(standIn.refunds).toEqual(
        standIn.refunds.filter((refund) => refund.payment_intent !== paid.payment_intent),
      );
    });

    it('a cancelled or expired session leaves the order pending and the cart intact; paying again opens a new session', async () => {
      const { shop } = await newBuyer();
      const picks = [catalog[0]!, catalog[5]!];
      const { session, orderId } = await checkout(shop, picks);
      // Cancel on Stripe's page: the buyer is back on the payment page, nothing has changed.
      expect((await orderRow(orderId)).status).toBe('pending');
      expect(await shop.cart()).toHaveLength(2);

      await delivered(standIn.delivery('checkout.session.expired', standIn.expire(session.id)));
      const order = await orderRow(orderId);
      expect(order).toMatchObject({ status: 'pending', checkoutSessionId: null });
      expect((await shop.cart()).map((item) => item.classI).sort()).toEqual(
        picks.map((course) => course._id).sort(),
      );
      const next = await startCheckout(shop);
      expect(next.orderId).toBe(orderId);
      expect(next.session.id).not.toBe(session.id);
      await delivered(completed(next.session.id));
      expect((await orderRow(orderId)).status).toBe('paid');
    });

    it('records the payment when the buyer is back from Stripe before the webhook, once', async () => {
      const { shop } = await newBuyer();
      const { session, orderId } = await checkout(shop, [catalog[1]!]);
      const paid = standIn.pay(session.id);
      const back = await expectJson(await shop.send('GET', `/api/orders/${orderId}`), 200, receipt);
      expect(back).toMatchObject({ status: 'paid', provider: 'stripe' });
      expect(back.payment).toMatchObject({ transactionId: paid.payment_intent, cardLast4: null });

      await delivered(standIn.delivery('checkout.session.completed', paid));
      expect(await paymentsOfOrder(orderId)).toHaveLength(1);
      expect(standIn.refunds.some((r) => r.payment_intent === paid.payment_intent)).toBe(false);
    });

    it('gives the money back for a session paid after its order was superseded', async () => {
      const { shop } = await newBuyer();
      const [x, y] = [catalog[2]!, catalog[4]!];
      await shop.fill([x]);
      const older = await startCheckout(shop);
      // Paid on a tab left open, while the buyer orders more in another: the older order goes.
      const paid = standIn.pay(older.session.id);
      await shop.fill([y]);
      const newer = await startCheckout(shop);
      expect(newer.orderId).not.toBe(older.orderId);
      expect((await orderRow(older.orderId)).status).toBe('cancelled');

      await delivered(standIn.delivery('checkout.session.completed', paid));
      expect(await paymentsOfOrder(older.orderId)).toEqual([]);
      expect(standIn.refunds).toContainEqual(
        expect.objectContaining({ payment_intent: paid.payment_intent, amount: paid.amount_total }),
      );
      // The newer order is still the one to pay, and it pays both.
      await delivered(completed(newer.session.id));
      expect((await shop.enrollments()).map((c) => c._id).sort()).toEqual([x._id, y._id].sort());
    });

    it('a whole refund withdraws the courses (they can be bought again); a partial one does not', async () => {
      const { who, shop } = await newBuyer();
      const picks = [catalog[3]!, catalog[5]!];
      const { session, orderId } = await checkout(shop, picks);
      await delivered(completed(session.id));
      const intent = standIn.session(session.id)!.payment_intent!;

      // The buyer finished the first course: its certificate stands until the money goes back.
      const [earned] = await ctx.db
        .insert(certificates)
        .values({
          userId: who.userId,
          courseId: picks[0]!._id,
          studentName: 'Stripe Buyer',
          courseName: picks[0]!.name,
          instructor: picks[0]!.Instructor,
          code: 'GD-2345-6789',
        })
        .returning();
      const verify = async () =>
        expectJson(await ctx.request(`/api/certificates/${earned!.code}`), 200, certificate);

      await delivered(standIn.delivery('charge.refunded', standIn.charge(intent, 100)));
      expect((await orderRow(orderId)).status).toBe('paid');
      expect(await shop.enrollments()).toHaveLength(2);
      expect((await verify()).revokedAt).toBeNull();

      const whole = standIn.delivery(
        'charge.refunded',
        standIn.charge(intent, session.amount_total),
      );
      await delivered(whole);
      expect((await orderRow(orderId)).status).toBe('refunded');
      expect(
        await ctx.db
          .select()
          .from(enrollments)
          .where(and(eq(enrollments.userId, who.userId), eq(enrollments.orderId, orderId))),
      ).toEqual([]);
      expect((await statesOf(shop)).owned).toEqual([]);
      const [payment] = await shop.payments();
      expect(payment!.refundedAt).not.toBeNull();
      expect(payment!.courses.sort()).toEqual(picks.map((course) => course.name).sort());
      expect(await delivered(whole)).toEqual({ received: true, duplicate: true });
      const revoked = await verify();
      expect(Date.parse(revoked.revokedAt!)).toBeGreaterThan(Date.now() - 60_000);
      expect(
        await expectJson(await shop.send('GET', '/api/certificates'), 200, certificateList),
      ).toEqual([]);

      await shop.add({ classI: picks[0]!._id });
      const again = await startCheckout(shop);
      await delivered(completed(again.session.id));
      expect((await shop.enrollments()).map((course) => course._id)).toEqual([picks[0]!._id]);
    });

    it('answers 503 while Stripe cannot be reached, and the cart waits', async () => {
      const { shop } = await newBuyer();
      await shop.fill([catalog[0]!]);
      standIn.goAway(true);
      try {
        const res = await shop.send('POST', '/api/order');
        const away = await expectError(res, 503, errorCodes.unavailable);
        expect(away.error.fields).toHaveProperty('payment');
      } finally {
        standIn.goAway(false);
      }
      expect(await shop.cart()).toHaveLength(1);
      await startCheckout(shop);
    }, 60_000);
  },
  {
    env: {
      STRIPE_SECRET_KEY: standInKeys.secretKey,
      STRIPE_WEBHOOK_SECRET: standInKeys.webhookSecret,
      STRIPE_API_URL: standIn.url,
    },
  },
);

describe('the sandbox without Stripe keys', () => {
  it('has no Stripe webhook', async () => {
    await withTestApp('pglite', { env: { SEED_DEMO: 'false' } }, async (sandbox) => {
      const res = await sandbox.request('/api/stripe/webhook', { method: 'POST', body: '{}' });
      expect(res.status).toBe(404);
    });
  });
});
