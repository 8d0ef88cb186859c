import type { DeletedAnswer, InsertedAnswer, WishlistItem } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { useOwnList } from '../../../entities/commerce/own-lists';

export const useWishlist = () => useOwnList<WishlistItem[]>('wishlist', () => '/wishlist');

/** After a change: the wishlist, and the cart with every card's course states (its key's prefix). */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    await queryClient.invalidateQueries({ queryKey: ['cart'] });
  };
}

/** 'Move to cart': the course leaves the wishlist and lands in the cart, in one call. */
export function useMoveToCart() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (courseId: string) =>
      apiSend<InsertedAnswer>('POST', `/wishlist/${encodeURIComponent(courseId)}/move`),
    onSettled: refresh,
  });
}

export function useUnwish() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (courseId: string) =>
      apiSend<DeletedAnswer>('DELETE', `/wishlist/${encodeURIComponent(courseId)}`),
    onSettled: refresh,
  });
}
