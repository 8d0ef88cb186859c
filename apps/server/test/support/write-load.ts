import { checkoutAnswer, insertedAnswer, sandboxCards } from '@glossy/contract';
import { balancerErrorHeader, upstreamHeader } from './balancer';
import { bearerOf, signUpOverHttp, type RemoteAccount, type Site } from './http-accounts';
import { visit, type Sender, type VisitAnswer } from './visitor';

export type WriteKind = 'post' | 'cart' | 'checkout' | 'pay' | 'sign-up';

export interface Outcome {
  kind: WriteKind;
  /** The answer's status; 0 when none came (the connection broke, or nothing in 15 s). */
  status: number;
  /** The balancer's own answer (its 502), not an instance's. */
  byBalancer: boolean;
  retryAfter: string | undefined;
  upstream: string | undefined;
  /** performance.now() when sent and when answered. */
  startedAt: number;
  endedAt: number;
  /** The start of a refusal's body, to tell what it was. */
  detail?: string;
}

export interface Acknowledged {
  posts: { text: string; id: string }[];
  cartItems: string[];
  payments: { orderId: string; email: string; courseId: string }[];
}

export interface WriteLoad {
  readonly outcomes: Outcome[];
  readonly acknowledged: Acknowledged;
  /** Every post text sent, answered or not: none may be stored twice. */
  readonly postsSent: string[];
  stop(): Promise<void>;
}

export interface WriteLoadOptions {
  site: Site;
  authors: RemoteAccount[];
  /** Ids of courses a new buyer can put in their cart and pay for; none: posts only. */
  courses: string[];
  /** Marks this run's rows (post texts, e-mail addresses). */
  tag: string;
  /** Where each request comes from. */
  visitors: () => string;
  /** The load ends by itself after this long, whatever becomes of the test that started it. */
  maxMs: number;
}

const paceMs = 25;
const afterFailureMs = 250;
const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const header = (answer: VisitAnswer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Posts, cart adds and sandbox payments from a few visitors at once, through the balancer, until
 * stopped. Only what the app answered as done counts as acknowledged; everything is recorded.
 */
export function startWriteLoad(options: WriteLoadOptions): WriteLoad {
  const { site, tag, courses } = options;
  const outcomes: Outcome[] = [];
  const acknowledged: Acknowledged = { posts: [], cartItems: [], payments: [] };
  const postsSent: string[] = [];
  const deadline = performance.now() + options.maxMs;
  let stopped = false;
  const going = () => !stopped && performance.now() < deadline;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const sender =
    (kind: WriteKind): Sender =>
    async (path, init) => {
      const startedAt = performance.now();
      const record = (answer?: VisitAnswer) =>
        outcomes.push({
          kind,
          status: answer?.status ?? 0,
          byBalancer: answer ? header(answer, balancerErrorHeader) !== undefined : false,
          retryAfter: answer && header(answer, 'retry-after'),
          upstream: answer && header(answer, upstreamHeader),
          startedAt,
          endedAt: performance.now(),
          ...(answer && answer.status >= 300 ? { detail: answer.text.slice(0, 160) } : {}),
        });
      try {
        const answer = await visit(`${site.url}${path}`, {
          ...init,
          from: options.visitors(),
          timeoutMs: 15_000,
        });
        record(answer);
        return answer;
      } catch (err) {
        record();
        throw err;
      }
    };
  const send = (kind: WriteKind, path: string, json: unknown, who: RemoteAccount) =>
    sender(kind)(path, { method: 'POST', json, headers: bearerOf(who) }).catch(() => undefined);
  /** The new row's id from a 201; null for any other answer (which then is not acknowledged). */
  const idOf = (answer: VisitAnswer | undefined) => {
    if (answer?.status !== 201) return null;
    const parsed = insertedAnswer.safeParse(jsonOf(answer.text));
    return parsed.success ? parsed.data.insertedId : null;
  };

  let buyers = 0;
  /** A new buyer, or undefined while sign-ups fail. */
  const newBuyer = () =>
    signUpOverHttp(site, `${tag}-buyer${(buyers += 1)}@load.test`, sender('sign-up')).catch(
      () => undefined,
    );

  const postLoop = async (loop: number) => {
    for (let n = 0; going(); n++) {
      const author = options.authors[n % options.authors.length]!;
      const text = `${tag} post ${loop}-${n}`;
      postsSent.push(text);
      const answer = await send('post', '/api/userPost', { status: text }, author);
      const id = idOf(answer);
      if (id) acknowledged.posts.push({ text, id });
      await pause(id ? paceMs : afterFailureMs);
    }
  };

  /** Each buyer puts every course in their cart, one at a time; then the next buyer. */
  const cartLoop = async () => {
    while (going()) {
      const buyer = await newBuyer();
      for (const course of buyer ? courses : []) {
        if (!going()) break;
        const answer = await send('cart', '/api/addClass', { classI: course }, buyer!);
        const id = idOf(answer);
        if (id) acknowledged.cartItems.push(id);
        await pause(id ? paceMs : afterFailureMs);
      }
      if (!buyer) await pause(afterFailureMs);
    }
  };

  /** Each buyer buys every course, one order each: cart add, checkout, sandbox card. */
  const payLoop = async () => {
    while (going()) {
      const buyer = await newBuyer();
      for (const course of buyer ? courses : []) {
        if (!going()) break;
        const paid = await buy(buyer!, course);
        await pause(paid ? paceMs : afterFailureMs);
      }
      if (!buyer) await pause(afterFailureMs);
    }
  };
  const buy = async (buyer: RemoteAccount, course: string) => {
    const added = await send('cart', '/api/addClass', { classI: course }, buyer);
    const item = idOf(added);
    if (!item) return false;
    const checkout = await send('checkout', '/api/order', { _id: item }, buyer);
    const answer = checkoutAnswer.safeParse(checkout?.status === 201 && jsonOf(checkout.text));
    if (!answer.success) return false;
    const orderId = new URL(answer.data.url, site.url).searchParams.get('order');
    if (!orderId) return false;
    const pay = `/api/orders/${orderId}/pay`;
    const paid = await send('pay', pay, { cardNumber: sandboxCards.success }, buyer);
    if (paid?.status !== 200) return false;
    acknowledged.payments.push({ orderId, email: buyer.email, courseId: course });
    return true;
  };

  const loops = [postLoop(1), postLoop(2), ...(courses.length > 0 ? [cartLoop(), payLoop()] : [])];
  return {
    outcomes,
    acknowledged,
    postsSent,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
