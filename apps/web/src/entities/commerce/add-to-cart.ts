import type { CartItemInput, InsertedAnswer } from '@glossy/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { ApiError, apiSend } from '../../lib/api';
import { toast } from '../../lib/toast';
import { learnPath } from '../../lib/paths/learn-path';
import { cartPath } from './course-states';

/**
 * Reads the cart and the course states again. A first read already on its way when the cart
 * changed may answer from before the change, and invalidating joins that read instead of
 * starting another: the second round reads after the change.
 */
async function refreshCart(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: ['cart'] });
  await queryClient.invalidateQueries({ queryKey: ['cart'] });
}

const isCart = (pathname: string) => pathname.toLowerCase() === cartPath.toLowerCase();

/**
 * Puts a course in the cart and lands on the cart (spec §4), saying 'Selected'. A course the user
 * owns already is not an error to them: they are taken to it.
 */
export async function addToCart(
  item: CartItemInput & { classI: string },
  {
    navigate,
    queryClient,
    where = () => window.location.pathname,
  }: {
    navigate: NavigateFunction;
    queryClient: QueryClient;
    /** Where the user is now: the whole app's location, which outlives the caller's screen. */
    where?: () => string;
  },
) {
  try {
    const answer = await apiSend<InsertedAnswer>('POST', '/addClass', item);
    const onCart = isCart(where());
    // The server answers without an id when the course is already in the cart.
    if (answer.insertedId) toast.success('Selected');
    else toast.info('This course is already in your cart');
    await refreshCart(queryClient);
    // Already on the cart when the course went in, and gone elsewhere since: left where they went.
    if (onCart && !isCart(where())) return;
    await navigate(cartPath);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      toast.info('You already own this course');
      await refreshCart(queryClient);
      await navigate(learnPath(item.classI));
      return;
    }
    toast.error(error instanceof Error ? error.message : 'The course could not be selected.');
  }
}
