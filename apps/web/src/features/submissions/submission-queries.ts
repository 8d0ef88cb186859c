import type { Submission, SubmissionDetail, SubmissionStatus } from '@glossy/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, totalOf } from '../../lib/api';

/** What a list of submissions is filtered by: one status, or every submission. */
export type StatusFilter = SubmissionStatus | 'all';

/**
 * Every key starts with 'submissions': a review and an instructor's edit both refresh everything
 * shown of submissions. The admin's review and the instructor's studio share the detail key.
 */
export const submissionKeys = {
  all: ['submissions'] as const,
  review: (status: StatusFilter, q: string, page: number) =>
    ['submissions', 'review', { status, q, page }] as const,
  count: (status: StatusFilter) => ['submissions', 'review', 'count', status] as const,
  mine: (email: string, status: StatusFilter, page: number, limit: number) =>
    ['submissions', 'mine', email, { status, page }, limit] as const,
  detail: (id: string) => ['submissions', 'detail', id] as const,
};

export interface SubmissionPage {
  submissions: Submission[];
  total: number;
}

/**
 * GET /api/newcourses: one page of submissions. The server decides whose: every one for an admin,
 * their own for an instructor.
 */
export async function fetchSubmissionPage(
  {
    status,
    q = '',
    page,
    limit,
  }: { status: StatusFilter; q?: string; page: number; limit: number },
  signal: AbortSignal,
): Promise<SubmissionPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status !== 'all') params.set('status', status);
  if (q) params.set('q', q);
  const { data, headers } = await apiRequest<Submission[]>(`/newcourses?${params}`, { signal });
  return { submissions: data, total: totalOf(headers, data.length) };
}

/** GET /api/newcourses/{id}: the submission, its history and its whole curriculum. */
export function useSubmission(id: string) {
  return useQuery({
    queryKey: submissionKeys.detail(id),
    queryFn: ({ signal }) =>
      apiGet<SubmissionDetail>(`/newcourses/${encodeURIComponent(id)}`, signal),
  });
}

/** A change to a submission shows in every list of them, and (once it is live) in the catalog. */
export const refreshSubmissions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['courses'] }),
  ]);

/** What a failed call says to the person, or `fallback` when it says nothing readable. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
