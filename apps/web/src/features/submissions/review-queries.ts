import type {
  ModifiedAnswer,
  OutboxMail,
  StoredContactMessage,
  Submission,
  SubmissionPatch,
} from '@glossy/contract';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest, apiSend, totalOf } from '../../lib/api';
import { toast } from '../../lib/toast';
import {
  fetchSubmissionPage,
  messageOf,
  refreshSubmissions,
  submissionKeys,
  type StatusFilter,
} from './submission-queries';

export const reviewPageSize = 20;

/** Manage Classes' filters, pending first: what waits for the admin comes before the rest. */
export const statusFilters: readonly StatusFilter[] = ['pending', 'approved', 'denied', 'all'];

/** GET /api/newcourses as an admin: every submission, pending first. */
export function useSubmissions(status: StatusFilter, q: string, page: number) {
  return useQuery({
    queryKey: submissionKeys.review(status, q, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      fetchSubmissionPage({ status, q, page, limit: reviewPageSize }, signal),
  });
}

/** How many submissions each status filter holds, for the filter tabs (one row asked for each). */
export function useStatusCounts(): Partial<Record<StatusFilter, number>> {
  const results = useQueries({
    queries: statusFilters.map((status) => ({
      queryKey: submissionKeys.count(status),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await fetchSubmissionPage({ status, page: 1, limit: 1 }, signal)).total,
    })),
  });
  return Object.fromEntries(statusFilters.map((status, i) => [status, results[i]?.data]));
}

/** A review changes the submission lists, the catalog (approve publishes, deny withdraws), the overview. */
function afterReview(queryClient: QueryClient) {
  return Promise.all([
    refreshSubmissions(queryClient),
    queryClient.invalidateQueries({ queryKey: ['dashboard', 'admin-overview'] }),
  ]);
}

export type ReviewDecision = Extract<SubmissionPatch['status'], string>;

export const decisionToast: Record<ReviewDecision, (courseName: string) => string> = {
  approved: (name) => `“${name}” is approved and now in the catalog.`,
  denied: (name) => `“${name}” is denied; its instructor can change it and send it again.`,
};

type Target = Pick<Submission, '_id' | 'courseName' | 'sellerName'>;

/** PATCH /api/newcourses/{id} {status}: approve (publish) or deny a submission. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submission, status }: { submission: Target; status: ReviewDecision }) =>
      apiSend<ModifiedAnswer>('PATCH', `/newcourses/${encodeURIComponent(submission._id)}`, {
        status,
      } satisfies SubmissionPatch),
    onSuccess: (_answer, { submission, status }) => {
      toast.success(decisionToast[status](submission.courseName));
    },
    onError: (error, { status }) => {
      toast.error(
        messageOf(
          error,
          status === 'approved'
            ? 'The course could not be approved.'
            : 'The course could not be denied.',
        ),
      );
    },
    onSettled: () => afterReview(queryClient),
  });
}

/** PATCH /api/newcourses/{id} {feedback}: the admin's note to the instructor. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submission, feedback }: { submission: Target; feedback: string }) =>
      apiSend<ModifiedAnswer>('PATCH', `/newcourses/${encodeURIComponent(submission._id)}`, {
        feedback,
      } satisfies SubmissionPatch),
    onSuccess: (_answer, { submission }) => {
      toast.success(`Feedback sent to ${submission.sellerName}.`);
    },
    onError: (error) => {
      toast.error(messageOf(error, 'The feedback could not be sent.'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}

export type InboxBox = 'outbox' | 'contact';

export interface InboxPage<T> {
  items: T[];
  total: number;
}

export const inboxPageSize = 20;

const inboxPath: Record<InboxBox, string> = {
  outbox: '/admin/outbox',
  contact: '/admin/contact-messages',
};

type InboxItem<B extends InboxBox> = B extends 'outbox' ? OutboxMail : StoredContactMessage;

/** GET /api/admin/outbox and /api/admin/contact-messages: newest first, paged. */
export function useInbox<B extends InboxBox>(box: B, page: number) {
  return useQuery({
    queryKey: ['admin', 'inbox', box, page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<InboxPage<InboxItem<B>>> => {
      const params = new URLSearchParams({ page: String(page), limit: String(inboxPageSize) });
      const { data, headers } = await apiRequest<InboxItem<B>[]>(`${inboxPath[box]}?${params}`, {
        signal,
      });
      return { items: data, total: totalOf(headers, data.length) };
    },
  });
}
