import type {
  Course,
  CourseProgress,
  LessonContent,
  ProgressAnswer,
  ProgressInput,
} from '@glossy/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError, apiGet, apiRequest } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/auth/session';
import { classroomKeys } from '../../entities/classroom/classroom-keys';

const enc = encodeURIComponent;

/**
 * Who asks and whether we may ask yet: a signed-in user's calls wait for their API token, or the
 * server would answer them as a visitor (401) and the player would wrongly show a locked lesson.
 */
export function useViewer() {
  const { user, token, ready } = useSession();
  return {
    viewer: user?.email ?? '',
    signedIn: Boolean(user),
    canAsk: ready && (!user || Boolean(token)),
  };
}

/** 401 and 403 of a lesson call are answers ("sign in", "not your course"), not failures. */
export const isLockedError = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

export const fetchLesson = async (lessonId: string, signal?: AbortSignal) =>
  (
    await apiRequest<LessonContent>(`/lessons/${enc(lessonId)}`, {
      signal,
      forbiddenIsAnswer: true,
    })
  ).data;

/** GET /api/lessons/{id}: the whole lesson, for its students, its instructor and admins. */
export function useLesson(lessonId: string) {
  const { viewer, canAsk } = useViewer();
  return useQuery({
    queryKey: classroomKeys.lesson(lessonId, viewer),
    enabled: canAsk && lessonId !== '',
    queryFn: ({ signal }) => fetchLesson(lessonId, signal),
  });
}

/** Reads the next lesson ahead, so Next opens at once; a failure waits for the real visit. */
export function usePrefetchLesson(lessonId: string | undefined) {
  const queryClient = useQueryClient();
  const { viewer, canAsk } = useViewer();
  useEffect(() => {
    if (!lessonId || !canAsk) return;
    void queryClient.prefetchQuery({
      queryKey: classroomKeys.lesson(lessonId, viewer),
      queryFn: ({ signal }) => fetchLesson(lessonId, signal),
    });
  }, [queryClient, lessonId, viewer, canAsk]);
}

/**
 * GET /api/courses/{id}/progress, for signed-in users only (a visitor has none). A 403 says the
 * user is not enrolled (an instructor looking at their own course, say): no progress to show.
 */
export function useCourseProgress(courseId: string) {
  const { viewer, signedIn, canAsk } = useViewer();
  return useQuery({
    queryKey: classroomKeys.progress(courseId, viewer),
    enabled: canAsk && signedIn && courseId !== '',
    queryFn: async ({ signal }) =>
      (
        await apiRequest<CourseProgress>(`/courses/${enc(courseId)}/progress`, {
          signal,
          forbiddenIsAnswer: true,
        })
      ).data,
  });
}

/** GET /api/courses/{id}: the course's name and instructor for the player's header. */
export function useCourseSummary(courseId: string) {
  return useQuery({
    queryKey: classroomKeys.course(courseId),
    queryFn: ({ signal }) => apiGet<Course>(`/courses/${enc(courseId)}`, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export interface LessonRef {
  courseId: string;
  lessonId: string;
}

/** POST /api/lessons/{id}/progress; `keepalive` lets it finish after the page has gone. */
export const postProgress = async (
  lessonId: string,
  input: ProgressInput,
  { keepalive = false }: { keepalive?: boolean } = {},
) =>
  (
    await apiRequest<ProgressAnswer>(`/lessons/${enc(lessonId)}/progress`, {
      method: 'POST',
      body: input,
      keepalive,
      forbiddenIsAnswer: true,
    })
  ).data;

/**
 * Writes a progress answer into the cache, so the done marks, the percent and the lesson's own
 * state change at once without reading them again. My Courses refreshes when next shown.
 */
export function applyProgress(
  queryClient: QueryClient,
  { courseId, lessonId }: LessonRef,
  viewer: string,
  input: ProgressInput,
  answer: ProgressAnswer,
) {
  queryClient.setQueryData<LessonContent>(classroomKeys.lesson(lessonId, viewer), (lesson) =>
    lesson?.progress
      ? {
          ...lesson,
          progress: {
            completed: answer.completed,
            positionSec: input.positionSec ?? lesson.progress.positionSec,
          },
        }
      : lesson,
  );
  queryClient.setQueryData<CourseProgress>(classroomKeys.progress(courseId, viewer), (progress) => {
    if (!progress) return progress;
    const others = progress.completedLessonIds.filter((id) => id !== lessonId);
    return {
      completedLessonIds: answer.completed ? [...others, lessonId] : others,
      percent: answer.percent,
      lastLessonId: lessonId,
      certificateId: answer.certificateId ?? progress.certificateId,
    };
  });
  void queryClient.invalidateQueries({ queryKey: ['enrollments'], refetchType: 'none' });
  if (answer.certificateId) {
    void queryClient.invalidateQueries({ queryKey: ['certificates'], refetchType: 'none' });
  }
}

/** Saves progress outside a mutation (the video's position), keeping the cache in step. */
export function useProgressSaver({ courseId, lessonId }: LessonRef) {
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  return useCallback(
    async (input: ProgressInput, options?: { keepalive?: boolean }) => {
      const answer = await postProgress(lessonId, input, options);
      applyProgress(queryClient, { courseId, lessonId }, viewer, input, answer);
      return answer;
    },
    [queryClient, courseId, lessonId, viewer],
  );
}

/** 'Mark as read' / 'Mark as done' and their undo. */
export function useMarkCompleted(ref: LessonRef) {
  const save = useProgressSaver(ref);
  return useMutation({
    mutationFn: (completed: boolean) => save({ completed }),
    onError: (error) => toast.error(error.message),
  });
}
