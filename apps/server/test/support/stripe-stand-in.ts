import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in of the part of Stripe's API that Checkout uses (sessions, expiry, refunds), as
 * the official SDK calls it, plus what Stripe's side does: a buyer paying on its page, and signed
 * webhook events. This machine cannot reach Stripe; stripe-mock, Stripe's own, is a Go binary.
 */

interface SessionRecord {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  line_items: { name: string; unit_amount: number; quantity: number }[];
}

interface RefundRecord {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
}

export const standInKeys = {
  secretKey: 'sk_test_glossy_stand_in',
  webhookSecret: 'whsec_glossy_stand_in',
};

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** `a[0][b]=1` form bodies, as the SDK encodes parameters, into nested objects and arrays. */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const entries = (value: unknown) =>
  value && typeof value === 'object' ? Object.values(value as Record<string, unknown>) : [];

function apiError(res: ServerResponse, status: number, message: string, code?: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, code } }));
}

function send(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export async function stripeStandIn() {
  const sessions = new Map<string, SessionRecord>();
  const refunds: RefundRecord[] = [];
  const refundsByKey = new Map<string, RefundRecord>();
  const calls: string[] = [];
  let away = false;
  const sdk = new Stripe(standInKeys.secretKey);

  function createSession(params: Record<string, unknown>, base: string): SessionRecord {
    const lineItems = entries(params.line_items).map((raw) => {
      const item = raw as Record<string, Record<string, unknown>>;
      const price = item.price_data ?? {};
      const product = (price.product_data ?? {}) as Record<string, unknown>;
      return {
        name: text(product.name) ?? '',
        unit_amount: Number(price.unit_amount),
        quantity: Number(item.quantity ?? 1),
      };
    });
    const id = newId('cs');
    return {
      id,
      object: 'checkout.session',
      mode: text(params.mode) ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
      currency:
        text(
          (entries(params.line_items)[0] as { price_data?: { currency?: string } })?.price_data
            ?.currency,
        ) ?? 'usd',
      client_reference_id: text(params.client_reference_id),
      customer_email: text(params.customer_email),
      metadata: (params.metadata ?? {}) as Record<string, string>,
      payment_intent: null,
      success_url: text(params.success_url) ?? '',
      cancel_url: text(params.cancel_url) ?? '',
      url: `${base}/pay/${id}`,
      line_items: lineItems,
    };
  }

  function refund(params: Record<string, unknown>, key: string | undefined, res: ServerResponse) {
    const known = key ? refundsByKey.get(key) : undefined;
    if (known) return send(res, known);
    const paymentIntent = text(params.payment_intent);
    const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!paymentIntent || !paid)
      return apiError(res, 404, 'No such payment_intent', 'resource_missing');
    const given = refunds
      .filter((r) => r.payment_intent === paymentIntent)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = params.amount === undefined ? paid.amount_total - given : Number(params.amount);
    if (!(amount > 0) || given + amount > paid.amount_total) {
      return apiError(res, 400, 'Refund amount is greater than what is left', 'amount_too_large');
    }
    const record: RefundRecord = {
      id: newId('re'),
      object: 'refund',
      payment_intent: paymentIntent,
      amount,
      status: 'succeeded',
    };
    refunds.push(record);
    if (key) refundsByKey.set(key, record);
    send(res, record);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      calls.push(`${req.method} ${url.pathname}`);
      if (away) {
        req.socket.destroy();
        return;
      }
      if (req.headers.authorization !== `Bearer ${standInKeys.secretKey}`) {
        return apiError(res, 401, 'Invalid API Key provided');
      }
      const params = parseForm(await readBody(req));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const created = createSession(params, base);
        sessions.set(created.id, created);
        return send(res, created);
      }
      if (session) {
        const found = sessions.get(decodeURIComponent(session[1]!));
        if (!found) return apiError(res, 404, 'No such checkout.session', 'resource_missing');
        if (req.method === 'GET' && !session[2]) return send(res, found);
        if (req.method === 'POST' && session[2]) {
          if (found.status !== 'open') {
            return apiError(res, 400, `Only open sessions can be expired (it is ${found.status})`);
          }
          Object.assign(found, { status: 'expired', url: null });
          return send(res, found);
        }
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = req.headers['idempotency-key'];
        return refund(params, typeof key === 'string' ? key : undefined, res);
      }
      apiError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** An event as Stripe would deliver it, and the signature header to send it with. */
  function delivery(type: string, object: unknown, options: { secret?: string; at?: number } = {}) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    return sign(JSON.stringify(event), options);
  }

  function sign(payload: string, options: { secret?: string; at?: number } = {}) {
    const signature = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? standInKeys.webhookSecret,
      ...(options.at !== undefined && { timestamp: options.at }),
    });
    return { payload, signature };
  }

  return {
    url,
    calls,
    refunds,
    session: (id: string) => sessions.get(id),
    sessionAt: (checkoutUrl: string) => sessions.get(checkoutUrl.split('/pay/')[1] ?? ''),
    /** The buyer pays on Stripe's page: the session completes with a payment intent. */
    pay(sessionId: string) {
      const found = sessions.get(sessionId);
      if (!found || found.status !== 'open') throw new Error(`session ${sessionId} is not open`);
      Object.assign(found, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: newId('pi'),
        url: null,
      });
      return found;
    },
    /** Stripe expires a session nobody paid (after 24 hours, or at once here). */
    expire(sessionId: string) {
      const found = sessions.get(sessionId)!;
      Object.assign(found, { status: 'expired', url: null });
      return found;
    },
    /** A charge object as charge.refunded carries it. */
    charge(paymentIntent: string, amountRefunded: number) {
      const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent)!;
      return {
        id: newId('ch'),
        object: 'charge',
        amount: paid.amount_total,
        amount_refunded: amountRefunded,
        refunded: amountRefunded >= paid.amount_total,
        payment_intent: paymentIntent,
        status: 'succeeded',
      };
    },
    delivery,
    sign,
    /** Drops every connection, as an unreachable Stripe would. */
    goAway: (gone: boolean) => {
      away = gone;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof stripeStandIn>>;
