import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { stripeEvents } from '../../db/schema';
import { createApi, createOpenRoute } from '../../platform/http/api';
import { AppError } from '../../platform/http/errors';
import { presentSession, WebhookSignatureError } from './stripe-checkout';
import type { ModuleDeps } from '../deps';
import { errorResponse, json } from '../openapi';
import type { HostedOrders } from './hosted-checkout';

export const stripeWebhookPath = '/stripe/webhook';

const webhookAnswer = z.object({
  received: z.literal(true),
  /** Handled before: Stripe delivers an event at least once. */
  duplicate: z.boolean(),
});

const receiveEvent = createOpenRoute({
  method: 'post',
  path: stripeWebhookPath,
  tags: ['commerce'],
  summary: "Stripe's webhook: a Checkout Session paid or expired, a charge refunded",
  description:
    'Only with Stripe keys. The body is the event exactly as Stripe signed it, checked against ' +
    '`Stripe-Signature` and refused when older than five minutes. Each event is handled once by ' +
    'its id. `checkout.session.completed` (and `async_payment_succeeded`) pays the order and ' +
    'enrolls, in one transaction; `checkout.session.expired` leaves the order pending and the ' +
    'cart as it was; `charge.refunded`, for the whole amount, withdraws the courses it paid for.',
  request: { headers: z.object({ 'stripe-signature': z.string().min(1).max(2_000) }) },
  responses: {
    200: json(webhookAnswer, 'Handled, or seen before'),
    400: errorResponse('No valid signature'),
    409: errorResponse('The order changed meanwhile; Stripe delivers the event again'),
    503: errorResponse('The database or Stripe is away; Stripe delivers the event again'),
  },
});

const paymentIntentOf = (charge: Stripe.Charge) =>
  typeof charge.payment_intent === 'string'
    ? charge.payment_intent
    : (charge.payment_intent?.id ?? null);

export function stripeWebhookRoutes({ db, logger }: ModuleDeps, hosted: HostedOrders) {
  async function handle(event: Stripe.Event) {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return hosted.recordPaid(presentSession(event.data.object));
      case 'checkout.session.expired':
        return hosted.expired(event.data.object.id);
      case 'charge.refunded': {
        const charge = event.data.object;
        return hosted.recordRefund(paymentIntentOf(charge), charge.refunded);
      }
      default:
        // Stripe sends what the endpoint subscribed to; anything else is acknowledged and left.
        return null;
    }
  }

  return createApi().openapi(receiveEvent, async (c) => {
    const { 'stripe-signature': signature } = c.req.valid('header');
    // Checked on the exact bytes Stripe signed, before anything of them is believed.
    const payload = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await hosted.verify(payload, signature);
    } catch (err) {
      if (!(err instanceof WebhookSignatureError)) throw err;
      logger.warn({ reason: err.message }, 'a Stripe webhook with a bad signature was refused');
      throw new AppError(400, 'The Stripe signature does not match this event.', {
        'stripe-signature': 'Invalid or expired signature',
      });
    }
    const [seen] = await db
      .select({ id: stripeEvents.id })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id));
    if (seen) return c.json({ received: true as const, duplicate: true }, 200);
    // Handling is safe to repeat (an order is paid once, a refund is keyed), so the event is
    // recorded after it: one that failed halfway is handled whole when Stripe sends it again.
    const outcome = await handle(event);
    await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    logger.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event handled');
    return c.json({ received: true as const, duplicate: false }, 200);
  });
}
