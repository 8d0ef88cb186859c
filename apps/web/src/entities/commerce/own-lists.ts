import type { EnrolledCourse } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';
import { useSession } from '../../lib/auth/session';

/**
 * Every list is the signed-in user's own, so each key ends with their email: a different user in
 * the same tab never sees the previous one's cached list. useSelectCourse invalidates ['cart'].
 */
export const commerceKeys = {
  cart: (email: string) => ['cart', email] as const,
  orders: (email: string) => ['orders', email] as const,
  payments: (email: string) => ['payments', email] as const,
  enrollments: (email: string) => ['enrollments', email] as const,
  wishlist: (email: string) => ['wishlist', email] as const,
  coupons: (email: string) => ['coupons', email] as const,
  adminPayments: (email: string) => ['admin-payments', email] as const,
};

/** One of the signed-in user's lists; it waits for both the user's email and the API token. */
export function useOwnList<T>(key: keyof typeof commerceKeys, path: (email: string) => string) {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: commerceKeys[key](email),
    enabled: Boolean(email && token),
    queryFn: ({ signal }) => apiGet<T>(path(email), signal),
  });
}

/** The courses the user owns, each with how far they are (percent, last lesson). */
export const useEnrollments = () =>
  useOwnList<EnrolledCourse[]>('enrollments', () => '/enrollments');
