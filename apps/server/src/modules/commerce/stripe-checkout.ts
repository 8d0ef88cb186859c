import type Stripe from 'stripe';
import { AppError } from '../../platform/http/errors';

/** A Checkout Session as the shop needs it: where to pay, and whether it was paid. */
export interface CheckoutSession {
  id: string;
  /** Stripe's payment page; null once the session is complete or expired. */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  /** The charge to refund, once paid. */
  paymentIntentId: string | null;
  amountCents: number;
  /** Our order, as `client_reference_id`. */
  orderId: string | null;
}

export interface CheckoutRequest {
  orderId: string;
  /** 'GD-1001': what the buyer reads on Stripe's page and on their bank statement's receipt. */
  orderNumber: string;
  email: string;
  items: { name: string; priceCents: number }[];
  successUrl: string;
  cancelUrl: string;
}

/** Sends the buyer to a payment page of the provider's; its webhook says when they paid. */
export interface HostedCheckout {
  readonly kind: 'hosted';
  readonly name: 'stripe';
  open(request: CheckoutRequest): Promise<CheckoutSession>;
  find(sessionId: string): Promise<CheckoutSession | null>;
  /** Closes a session nobody should pay any more (its order was superseded). */
  expire(sessionId: string): Promise<void>;
  /** Gives money back; the key makes a retried refund the same refund. */
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** The event a webhook delivered, once its signature and timestamp check out; else throws. */
  verify(payload: string, signature: string): Promise<Stripe.Event>;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API base than Stripe's (a local stand-in, as stripe-mock): scheme, host and port. */
  apiUrl?: string;
}

/** A signed event older than this is refused: a captured delivery cannot be replayed later. */
const webhookToleranceSeconds = 300;

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export function presentSession(session: Stripe.Checkout.Session): CheckoutSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url,
    status: session.status ?? 'open',
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountCents: session.amount_total ?? 0,
    orderId: session.client_reference_id,
  };
}

/** What the buyer is told when Stripe cannot be reached: nothing was charged, try again. */
const stripeAway = () =>
  new AppError(503, 'The payment service is not answering right now; try again in a moment', {
    payment: 'Stripe could not be reached',
  });

const isStripeError = (err: unknown): err is Stripe.errors.StripeError =>
  err instanceof Error && 'type' in err && typeof err.type === 'string' && 'rawType' in err;

/**
 * Stripe Checkout through the official SDK, loaded on first use so a site on the sandbox never
 * pays for it. The SDK retries a dropped request itself, with an idempotency key.
 */
export function stripeCheckout(settings: StripeSettings): HostedCheckout {
  let client: Promise<Stripe> | undefined;
  const stripe = () =>
    (client ??= import('stripe').then(({ default: StripeSdk }) => {
      const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
      return new StripeSdk(settings.secretKey, {
        maxNetworkRetries: 2,
        timeout: 10_000,
        telemetry: false,
        ...(api && {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }),
      });
    }));

  /** Stripe's own refusals and outages become a 503; our bugs stay errors. */
  async function call<T>(work: (sdk: Stripe) => Promise<T>): Promise<T> {
    try {
      return await work(await stripe());
    } catch (err) {
      if (isStripeError(err)) throw Object.assign(stripeAway(), { cause: err });
      throw err;
    }
  }

  return {
    kind: 'hosted',
    name: 'stripe',

    open: (request) =>
      call(async (sdk) => {
        const session = await sdk.checkout.sessions.create({
          mode: 'payment',
          client_reference_id: request.orderId,
          customer_email: request.email,
          metadata: { orderId: request.orderId, orderNumber: request.orderNumber },
          line_items: request.items.map((item) => ({
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: item.priceCents,
              product_data: { name: item.name },
            },
          })),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        });
        return presentSession(session);
      }),

    find: (sessionId) =>
      call(async (sdk) => {
        try {
          return presentSession(await sdk.checkout.sessions.retrieve(sessionId));
        } catch (err) {
          if (isStripeError(err) && err.statusCode === 404) return null;
          throw err;
        }
      }),

    expire: (sessionId) =>
      call(async (sdk) => {
        try {
          await sdk.checkout.sessions.expire(sessionId);
        } catch (err) {
          // Already complete or expired: there is nothing left to close.
          if (isStripeError(err) && err.type === 'StripeInvalidRequestError') return;
          throw err;
        }
      }),

    refund: (paymentIntentId, amountCents, idempotencyKey) =>
      call(async (sdk) => {
        await sdk.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents },
          { idempotencyKey },
        );
      }),

    async verify(payload, signature) {
      const sdk = await stripe();
      try {
        return sdk.webhooks.constructEvent(
          payload,
          signature,
          settings.webhookSecret,
          webhookToleranceSeconds,
        );
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : String(err));
      }
    },
  };
}
