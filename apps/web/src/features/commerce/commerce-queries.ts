import type {
  CartItem,
  CheckoutAnswer,
  Course,
  DeletedAnswer,
  Order,
  PaidAnswer,
  Payment,
  PaymentInput,
} from '@glossy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSession } from '../accounts/session';

/**
 * Every list is the signed-in user's own, so each key ends with their email: a different user in
 * the same tab never sees the previous one's cached list. useSelectCourse invalidates ['cart'].
 */
export const commerceKeys = {
  cart: (email: string) => ['cart', email] as const,
  orders: (email: string) => ['orders', email] as const,
  payments: (email: string) => ['payments', email] as const,
  enrollments: (email: string) => ['enrollments', email] as const,
};

/** The signed-in user's email once the API token exists; the lists wait for both. */
function useOwner() {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return { email, enabled: Boolean(email && token) };
}

export function useCart() {
  const { email, enabled } = useOwner();
  return useQuery({
    queryKey: commerceKeys.cart(email),
    enabled,
    queryFn: ({ signal }) => apiGet<CartItem[]>(`/addClass/${encodeURIComponent(email)}`, signal),
  });
}

export function useOrders() {
  const { email, enabled } = useOwner();
  return useQuery({
    queryKey: commerceKeys.orders(email),
    enabled,
    queryFn: ({ signal }) => apiGet<Order[]>('/orders', signal),
  });
}

export function usePayments() {
  const { email, enabled } = useOwner();
  return useQuery({
    queryKey: commerceKeys.payments(email),
    enabled,
    queryFn: ({ signal }) => apiGet<Payment[]>('/payments', signal),
  });
}

export function useEnrollments() {
  const { email, enabled } = useOwner();
  return useQuery({
    queryKey: commerceKeys.enrollments(email),
    enabled,
    queryFn: ({ signal }) => apiGet<Course[]>('/enrollments', signal),
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cartItemId: string) =>
      apiSend<DeletedAnswer>('DELETE', `/addClass/${encodeURIComponent(cartItemId)}`),
    // Not awaited: the caller's callbacks run (and its dialog closes) before its row disappears.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}

/** One cart item's id orders that course; null orders the whole cart. Answers where to pay. */
export function useCheckout() {
  return useMutation({
    mutationFn: (cartItemId: string | null) =>
      apiSend<CheckoutAnswer>(
        'POST',
        cartItemId ? `/order/${encodeURIComponent(cartItemId)}` : '/order',
      ),
  });
}

export interface PayVariables extends PaymentInput {
  orderId: string;
}

/**
 * Paying moves courses from the cart to the user's courses and adds a payment: all four lists
 * change. `onPaid` runs once they are fresh, so the paid order is never shown as pending again.
 */
export function usePayOrder(onPaid: (answer: PaidAnswer) => void) {
  const queryClient = useQueryClient();
  const refreshAll = () =>
    Promise.all(
      ['cart', 'orders', 'payments', 'enrollments'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    );
  return useMutation({
    mutationFn: ({ orderId, cardNumber }: PayVariables) =>
      apiSend<PaidAnswer>('POST', `/orders/${encodeURIComponent(orderId)}/pay`, { cardNumber }),
    // Here rather than in mutate's callbacks: the form unmounts as soon as the order is paid.
    onSuccess: async (answer) => {
      toast.success('Payment successful');
      await refreshAll();
      onPaid(answer);
    },
    onError: async (error) => {
      // 409: the order was paid meanwhile (another tab); what is shown is out of date.
      if (error instanceof ApiError && error.status === 409) await refreshAll();
    },
  });
}
