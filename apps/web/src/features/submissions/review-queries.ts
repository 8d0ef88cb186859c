import type {
  ModifiedAnswer,
  OutboxMail,
  StoredContactMessage,
  Submission,
  SubmissionDetail,
  SubmissionPatch,
  SubmissionStatus,
} from '@glossy/contract';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest, apiSend } from '../../lib/api';
import { toast } from '../../lib/toast';

export const reviewPageSize = 20;

/** What the admin filters Manage Classes by: one status, or every submission. */
export type StatusFilter = SubmissionStatus | 'all';
export const statusFilters: readonly StatusFilter[] = ['pending', 'approved', 'denied', 'all'];

export const reviewKeys = {
  /** Every submission query, the instructor's own lists included: a review changes them all. */
  all: ['submissions'] as const,
  list: (status: StatusFilter, q: string, page: number) =>
    ['submissions', 'review', { status, q, page }] as const,
  count: (status: StatusFilter) => ['submissions', 'review', 'count', status] as const,
  detail: (id: string) => ['submissions', 'detail', id] as const,
  inbox: (box: InboxBox, page: number) => ['admin', 'inbox', box, page] as const,
};

export interface SubmissionPage {
  submissions: Submission[];
  total: number;
}

const totalOf = (headers: Headers, fallback: number) => {
  const total = Number(headers.get('X-Total-Count'));
  return headers.has('X-Total-Count') && Number.isFinite(total) ? total : fallback;
};

function submissionsPath(status: StatusFilter, q: string, page: number, limit: number) {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status !== 'all') params.set('status', status);
  if (q) params.set('q', q);
  return `/newcourses?${params}`;
}

/** GET /api/newcourses as an admin: every submission, pending first. */
export function useSubmissions(status: StatusFilter, q: string, page: number) {
  return useQuery({
    queryKey: reviewKeys.list(status, q, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<SubmissionPage> => {
      const { data, headers } = await apiRequest<Submission[]>(
        submissionsPath(status, q, page, reviewPageSize),
        { signal },
      );
      return { submissions: data, total: totalOf(headers, data.length) };
    },
  });
}

/** How many submissions each status filter holds, for the filter tabs (one row asked for each). */
export function useStatusCounts(): Partial<Record<StatusFilter, number>> {
  const results = useQueries({
    queries: statusFilters.map((status) => ({
      queryKey: reviewKeys.count(status),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const { data, headers } = await apiRequest<Submission[]>(
          submissionsPath(status, '', 1, 1),
          { signal },
        );
        return totalOf(headers, data.length);
      },
    })),
  });
  return Object.fromEntries(statusFilters.map((status, i) => [status, results[i]?.data]));
}

/** GET /api/newcourses/{id}: the submission, its history and its whole curriculum. */
export function useSubmission(id: string) {
  return useQuery({
    queryKey: reviewKeys.detail(id),
    queryFn: ({ signal }) =>
      apiGet<SubmissionDetail>(`/newcourses/${encodeURIComponent(id)}`, signal),
  });
}

/** A review changes the submission lists, the catalog (approve publishes, deny withdraws), the overview. */
function afterReview(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['courses'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard', 'admin-overview'] }),
  ]);
}

export type ReviewDecision = Extract<SubmissionPatch['status'], string>;

export const decisionToast: Record<ReviewDecision, (courseName: string) => string> = {
  approved: (name) => `“${name}” is approved and now in the catalog.`,
  denied: (name) => `“${name}” is denied; its instructor can change it and send it again.`,
};

type Target = Pick<Submission, '_id' | 'courseName' | 'sellerName'>;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
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
    queryKey: reviewKeys.inbox(box, page),
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
