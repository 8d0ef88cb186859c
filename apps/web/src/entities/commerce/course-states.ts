import type { CourseStates } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';
import { useSession } from '../../lib/auth/session';

export type CourseState = 'owned' | 'inCart' | 'none';

/** The spec's cart screen, where a selection lands. */
export const cartPath = '/dashboard/myCart';

/**
 * Which courses the signed-in user has in the cart or owns: one small call behind every course
 * card, the detail page and the header's cart count. Its key starts with the cart's, so whatever
 * refreshes the cart (a selection, a removal, a payment) refreshes it too.
 */
export const courseStatesKey = (email: string) => ['cart', email, 'course-states'] as const;

export function useCourseStates() {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: courseStatesKey(email),
    enabled: Boolean(email && token),
    queryFn: ({ signal }) => apiGet<CourseStates>('/me/course-states', signal),
  });
}

/** One course's state in the answer; 'none' for visitors and while the states load. */
export function stateIn(states: CourseStates | undefined, courseId: string): CourseState {
  if (states?.owned.includes(courseId)) return 'owned';
  if (states?.inCart.includes(courseId)) return 'inCart';
  return 'none';
}

export const useCourseState = (courseId: string) => stateIn(useCourseStates().data, courseId);
