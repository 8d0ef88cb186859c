import type {
  CartItem,
  CheckoutAnswer,
  DeletedAnswer,
  Order,
  PaidAnswer,
  Payment,
  PaymentInput,
} from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiSend } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useOwnList } from '../../entities/commerce/own-lists';

export const useCart = () =>
  useOwnList<CartItem[]>('cart', (email) => `/addClass/${encodeURIComponent(email)}`);
export const useOrders = () => useOwnList<Order[]>('orders', () => '/orders');
export const usePayments = () => useOwnList<Payment[]>('payments', () => '/payments');
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

/** Where to pay one pending order: with Stripe keys, its Stripe Checkout page. */
export function useOrderCheckout() {
  return useMutation({
    mutationFn: (orderId: string) =>
      apiSend<CheckoutAnswer>('POST', `/orders/${encodeURIComponent(orderId)}/checkout`),
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
