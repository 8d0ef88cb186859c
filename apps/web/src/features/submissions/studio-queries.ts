import type {
  ChapterPatch,
  DeletedAnswer,
  InsertedAnswer,
  LessonInput,
  LessonPatch,
  ModifiedAnswer,
  SubmissionDetail,
  SubmissionInput,
  SubmissionPatch,
  SubmitAnswer,
} from '@glossy/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../lib/api';
import { useSession } from '../../lib/auth/session';
import {
  fetchSubmissionPage,
  refreshSubmissions,
  submissionKeys,
  type StatusFilter,
} from './submission-queries';

export const studioPageSize = 25;

/** The instructor's filters, all first: their list opens on every course they sent. */
export const studioFilters: readonly StatusFilter[] = [
  'all',
  'draft',
  'pending',
  'approved',
  'denied',
];

/** GET /api/newcourses as an instructor: their own submissions, newest first. */
export function useMySubmissions(status: StatusFilter, page = 1, limit = studioPageSize) {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: submissionKeys.mine(email, status, page, limit),
    enabled: Boolean(email && token),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchSubmissionPage({ status, page, limit }, signal),
  });
}

/** POST /api/newcourses: answers the new submission's id. */
export function useCreateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmissionInput) => apiSend<InsertedAnswer>('POST', '/newcourses', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}

/** PATCH /api/newcourses/{id} with the course's fields; a denied course goes back to pending. */
export function useUpdateSubmission(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SubmissionPatch) =>
      apiSend<ModifiedAnswer>('PATCH', `/newcourses/${encodeURIComponent(id)}`, patch),
    onSettled: () => refreshSubmissions(queryClient),
  });
}

/** Submit for review: the server checks the checklist again and answers 409 naming what is missing. */
export function useSubmitForReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<SubmitAnswer>('POST', `/newcourses/${encodeURIComponent(id)}/submit`),
    onSettled: () => refreshSubmissions(queryClient),
  });
}

type Detail = SubmissionDetail;
type Chapter = Detail['curriculum'][number];

/** Moves one item of a list to `to`, as the server renumbers positions (0…n-1). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * The curriculum calls of one course. Moves are shown at once (and undone if the server says no);
 * everything else refetches the course when it is done.
 */
export function useCurriculum(submissionId: string) {
  const queryClient = useQueryClient();
  const key = submissionKeys.detail(submissionId);
  const settle = () => refreshSubmissions(queryClient);
  // One course's curriculum calls run one after another, so quick moves land in the order made.
  const scope = { id: `curriculum-${submissionId}` };

  const optimistic = async (change: (curriculum: Chapter[]) => Chapter[]) => {
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<Detail>(key);
    if (before)
      queryClient.setQueryData<Detail>(key, { ...before, curriculum: change(before.curriculum) });
    return { before };
  };
  const rollback = (_error: unknown, _vars: unknown, context?: { before?: Detail }) => {
    if (context?.before) queryClient.setQueryData(key, context.before);
  };

  const addChapter = useMutation({
    mutationFn: (title: string) =>
      apiSend<InsertedAnswer>('POST', `/newcourses/${encodeURIComponent(submissionId)}/chapters`, {
        title,
      }),
    onSettled: settle,
  });

  const updateChapter = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ChapterPatch }) =>
      apiSend<ModifiedAnswer>('PATCH', `/chapters/${encodeURIComponent(id)}`, patch),
    onSettled: settle,
  });

  const moveChapter = useMutation({
    scope,
    mutationFn: ({ id, to }: { id: string; from: number; to: number }) =>
      apiSend<ModifiedAnswer>('PATCH', `/chapters/${encodeURIComponent(id)}`, {
        position: to,
      } satisfies ChapterPatch),
    onMutate: ({ from, to }) => optimistic((chapters) => moveItem(chapters, from, to)),
    onError: rollback,
    onSettled: settle,
  });

  const deleteChapter = useMutation({
    mutationFn: (id: string) =>
      apiSend<DeletedAnswer>('DELETE', `/chapters/${encodeURIComponent(id)}`),
    onSettled: settle,
  });

  const addLesson = useMutation({
    mutationFn: ({ chapterId, lesson }: { chapterId: string; lesson: LessonInput }) =>
      apiSend<InsertedAnswer>('POST', `/chapters/${encodeURIComponent(chapterId)}/lessons`, lesson),
    onSettled: settle,
  });

  const updateLesson = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: LessonPatch }) =>
      apiSend<ModifiedAnswer>('PATCH', `/lessons/${encodeURIComponent(id)}`, patch),
    onSettled: settle,
  });

  const moveLesson = useMutation({
    scope,
    mutationFn: ({ id, to }: { id: string; chapterId: string; from: number; to: number }) =>
      apiSend<ModifiedAnswer>('PATCH', `/lessons/${encodeURIComponent(id)}`, {
        position: to,
      } satisfies LessonPatch),
    onMutate: ({ chapterId, from, to }) =>
      optimistic((chapters) =>
        chapters.map((chapter) =>
          chapter._id === chapterId
            ? { ...chapter, lessons: moveItem(chapter.lessons, from, to) }
            : chapter,
        ),
      ),
    onError: rollback,
    onSettled: settle,
  });

  const deleteLesson = useMutation({
    mutationFn: (id: string) =>
      apiSend<DeletedAnswer>('DELETE', `/lessons/${encodeURIComponent(id)}`),
    onSettled: settle,
  });

  return {
    addChapter,
    updateChapter,
    moveChapter,
    deleteChapter,
    addLesson,
    updateLesson,
    moveLesson,
    deleteLesson,
  };
}
