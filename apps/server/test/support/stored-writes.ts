import pg from 'pg';
import type { Acknowledged } from './write-load';

export interface StoredTally {
  acknowledged: number;
  /** Acknowledged and found, once. */
  stored: number;
  /** Acknowledged, not found: a lost write. */
  missing: string[];
  /** Stored more than once (for posts: any text sent, acknowledged or not). */
  duplicated: string[];
}

export interface StoredWrites {
  posts: StoredTally;
  cartItems: StoredTally;
  payments: StoredTally;
}

const tally = (acknowledged: string[], counts: Map<string, number>, duplicated: string[]) => {
  const missing = acknowledged.filter((key) => (counts.get(key) ?? 0) === 0);
  return {
    acknowledged: acknowledged.length,
    stored: acknowledged.filter((key) => counts.get(key) === 1).length,
    missing,
    duplicated,
  };
};

/**
 * What PostgreSQL holds of a write load, read directly (not through the app under test): each
 * acknowledged post, cart item and payment once; no post text, and no order's payment, twice.
 */
export async function storedWrites(
  url: string,
  load: { acknowledged: Acknowledged; postsSent: string[] },
): Promise<StoredWrites> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const posts = await client.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from posts where status = any($1) group by status',
      [load.postsSent],
    );
    const postCounts = new Map(posts.rows.map((row) => [row.status, row.n]));
    const carts = await client.query<{ id: string; n: number }>(
      'select id::text, count(*)::int as n from cart_items where id = any($1::uuid[]) group by id',
      [load.acknowledged.cartItems],
    );
    const orderIds = load.acknowledged.payments.map((payment) => payment.orderId);
    // A payment counts when it is there once and its order says paid, with the course enrolled
    // (each order of the load holds one course, so the joins add no rows).
    const payments = await client.query<{ order_id: string; n: number }>(
      `select p.order_id::text, count(*)::int as n
         from payments p
         join orders o on o.id = p.order_id and o.status = 'paid'
         join order_items i on i.order_id = o.id
         join enrollments e on e.user_id = o.user_id and e.course_id = i.course_id
        where p.order_id = any($1::uuid[])
        group by p.order_id`,
      [orderIds],
    );
    const paidTwice = await client.query<{ order_id: string }>(
      'select order_id::text from payments group by order_id having count(*) > 1',
    );
    return {
      posts: tally(
        load.acknowledged.posts.map((post) => post.text),
        postCounts,
        posts.rows.filter((row) => row.n > 1).map((row) => row.status),
      ),
      cartItems: tally(
        load.acknowledged.cartItems,
        new Map(carts.rows.map((row) => [row.id, row.n])),
        [],
      ),
      payments: tally(
        orderIds,
        new Map(payments.rows.map((row) => [row.order_id, row.n])),
        paidTwice.rows.map((row) => row.order_id),
      ),
    };
  } finally {
    await client.end();
  }
}
