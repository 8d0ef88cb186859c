import type { Receipt } from '@glossy/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '../../../lib/api';
import { useSession } from '../../../lib/auth/session';

/** How often, and how many times, a receipt back from Stripe asks whether the payment is in. */
const confirmEveryMs = 2_000;
const confirmTries = 15;

/**
 * One order as its receipt; under the orders key, so a payment refreshes it. `confirming` (back
 * from Stripe Checkout) asks again while the order is pending: each ask lets the server check the
 * session with Stripe, and once paid the cart and the buyer's courses are refreshed too.
 */
export function useReceipt(orderId: string, confirming = false) {
  const { user, token } = useSession();
  const queryClient = useQueryClient();
  const email = user?.email ?? '';
  const query = useQuery({
    queryKey: ['orders', email, 'receipt', orderId],
    enabled: Boolean(email && token && orderId),
    queryFn: ({ signal }) => apiGet<Receipt>(`/orders/${encodeURIComponent(orderId)}`, signal),
    refetchInterval: (current) =>
      confirming &&
      current.state.data?.status === 'pending' &&
      current.state.dataUpdateCount < confirmTries
        ? confirmEveryMs
        : false,
  });
  const paidNow = confirming && query.data?.status === 'paid';
  useEffect(() => {
    if (!paidNow) return;
    for (const key of ['cart', 'payments', 'enrollments']) {
      void queryClient.invalidateQueries({ queryKey: [key] });
    }
  }, [paidNow, queryClient]);
  return query;
}
