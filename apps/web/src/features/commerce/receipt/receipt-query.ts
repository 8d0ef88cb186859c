import type { Receipt } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useSession } from '../../accounts/session';

/** One order as its receipt; under the orders key, so a payment refreshes it. */
export function useReceipt(orderId: string) {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: ['orders', email, 'receipt', orderId],
    enabled: Boolean(email && token && orderId),
    queryFn: ({ signal }) => apiGet<Receipt>(`/orders/${encodeURIComponent(orderId)}`, signal),
  });
}
