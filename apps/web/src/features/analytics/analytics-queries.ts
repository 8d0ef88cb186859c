import type { CourseAnalytics } from '@glossy/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { useSession } from '../../lib/auth/session';

/** The spans an instructor can look back over, in months. */
export const monthSpans = [6, 12, 24] as const;
export type MonthSpan = (typeof monthSpans)[number];

/** GET /api/analytics/courses/{id}: one course's figures over the last `months`. */
export function useCourseAnalytics(courseId: string, months: MonthSpan) {
  const { user, token } = useSession();
  const viewer = user?.email ?? '';
  return useQuery({
    queryKey: ['analytics', courseId, months, viewer] as const,
    enabled: Boolean(viewer && token && courseId),
    placeholderData: keepPreviousData,
    // Another instructor's course is refused with a 403 the page explains; they stay signed in.
    queryFn: async ({ signal }) =>
      (
        await apiRequest<CourseAnalytics>(
          `/analytics/courses/${encodeURIComponent(courseId)}?months=${months}`,
          { signal, forbiddenIsAnswer: true },
        )
      ).data,
  });
}
