import type { ContinueItem } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useSession } from '../../../lib/auth/session';

/** Under `['classroom']`, so finishing a lesson (which refreshes the domain) refreshes this too. */
export const continueKey = (email: string) => ['classroom', 'continue', email] as const;

/** GET /api/me/continue: the signed-in student's courses under way, most recently studied first. */
export function useContinueLearning() {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: continueKey(email),
    enabled: Boolean(email && token),
    queryFn: ({ signal }) => apiGet<ContinueItem[]>('/me/continue', signal),
  });
}
