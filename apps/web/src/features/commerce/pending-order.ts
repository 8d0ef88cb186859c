import type { Order } from '@glossy/contract';

/**
 * The order the Payment screen asks to pay: the one named by `?order=` while it still waits,
 * else the newest waiting one (the server lists orders newest first), else none.
 */
export function orderToPay(orders: readonly Order[], requestedId: string | null): Order | null {
  const pending = orders.filter((order) => order.status === 'pending');
  return pending.find((order) => order._id === requestedId) ?? pending[0] ?? null;
}
