import type {
  CourseRating,
  CourseReview,
  CourseReviewInput,
  InsertedAnswer,
} from '@glossy/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { apiGet, apiRequest, totalOf } from '../../../lib/api';
import { useSession } from '../../../lib/auth/session';
import { courseKeys } from '../../../entities/catalog/course-queries';

export const reviewPageSize = 5;

/**
 * Every key starts with 'reviews' and the course: one invalidation refreshes all that is shown of
 * a course's reviews. The rating carries who asks, because `mine` and `canReview` are theirs.
 */
export const reviewKeys = {
  course: (courseId: string) => ['reviews', courseId] as const,
  rating: (courseId: string, viewer: string | null) =>
    ['reviews', courseId, 'rating', viewer] as const,
  list: (courseId: string) => ['reviews', courseId, 'list'] as const,
};

export interface ReviewPage {
  reviews: CourseReview[];
  total: number;
}

const coursePath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}`;

/** GET /api/courses/{id}/rating, asked once the session knows who is looking. */
export function useCourseRating(courseId: string) {
  const { user, token, ready } = useSession();
  // Before the token is issued a signed-in student would be asked as a guest and see no form.
  const enabled = ready && (!user || Boolean(token));
  return useQuery({
    queryKey: reviewKeys.rating(courseId, user?.email ?? null),
    enabled,
    queryFn: ({ signal }) => apiGet<CourseRating>(`${coursePath(courseId)}/rating`, signal),
  });
}

/** GET /api/courses/{id}/reviews, newest first, a page at a time ('Show more'). */
export function useCourseReviews(courseId: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(courseId),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<ReviewPage> => {
      const params = new URLSearchParams({
        page: String(pageParam),
        limit: String(reviewPageSize),
      });
      const { data, headers } = await apiRequest<CourseReview[]>(
        `${coursePath(courseId)}/reviews?${params}`,
        { signal },
      );
      return { reviews: data, total: totalOf(headers, data.length) };
    },
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.reviews.length, 0);
      return last.reviews.length > 0 && shown < last.total ? pages.length + 1 : undefined;
    },
  });
}

/**
 * POST /api/courses/{id}/reviews (a second one edits the first). A review moves the course's
 * rating, so the catalog's lists and this page's loader data are read again too.
 */
export function useSaveReview(courseId: string) {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    // A 403 here means "not enrolled" (the form shows it), not a bad session.
    mutationFn: async (input: CourseReviewInput) =>
      (
        await apiRequest<InsertedAnswer>(`${coursePath(courseId)}/reviews`, {
          method: 'POST',
          body: input,
          forbiddenIsAnswer: true,
        })
      ).data,
    onSuccess: async () => {
      // The course's rating just changed: refresh the browser's copy before the page reads it.
      await apiRequest(`/courses/${encodeURIComponent(courseId)}`, { fresh: true }).catch(
        () => undefined,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) }),
        queryClient.invalidateQueries({ queryKey: [...courseKeys.all, 'popular'] }),
        queryClient.invalidateQueries({ queryKey: [...courseKeys.all, 'search'] }),
        queryClient.invalidateQueries({ queryKey: ['enrollments'] }),
        revalidator.revalidate(),
      ]);
    },
  });
}
