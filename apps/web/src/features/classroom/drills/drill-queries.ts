import type {
  AttemptAnswer,
  AttemptDetail,
  AttemptInput,
  AttemptSummary,
  DrillFigures,
} from '@glossy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useViewer } from '../classroom-queries';

const enc = encodeURIComponent;

/** Attempts differ by who asks: keys end with the viewer, like the rest of the classroom's. */
export const drillKeys = {
  all: ['drills'] as const,
  lesson: (lessonId: string, viewer: string, student = '') =>
    ['drills', 'lesson', lessonId, viewer, student] as const,
  mine: (courseId: string, viewer: string) => ['drills', 'mine', courseId, viewer] as const,
  figures: (lessonId: string, viewer: string) => ['drills', 'figures', lessonId, viewer] as const,
  attempt: (id: string, viewer: string) => ['drills', 'attempt', id, viewer] as const,
};

/** GET /api/lessons/{id}/attempts: the caller's own, or, for its teacher, the class's. */
export function useLessonAttempts(lessonId: string, { student = '', enabled = true } = {}) {
  const { viewer, signedIn, canAsk } = useViewer();
  const query = student ? `?student=${enc(student)}` : '';
  return useQuery({
    queryKey: drillKeys.lesson(lessonId, viewer, student),
    enabled: enabled && canAsk && signedIn && lessonId !== '',
    queryFn: ({ signal }) =>
      apiGet<AttemptSummary[]>(`/lessons/${enc(lessonId)}/attempts${query}`, signal),
  });
}

/** GET /api/attempts: the caller's own attempts, at one course's drills or every one. */
export function useMyAttempts(courseId = '') {
  const { viewer, signedIn, canAsk } = useViewer();
  const query = courseId ? `?course=${enc(courseId)}` : '';
  return useQuery({
    queryKey: drillKeys.mine(courseId, viewer),
    enabled: canAsk && signedIn,
    queryFn: ({ signal }) => apiGet<AttemptSummary[]>(`/attempts${query}`, signal),
  });
}

/** GET /api/lessons/{id}/attempts/figures: the class's figures, for the drill's teacher. */
export function useDrillFigures(lessonId: string, enabled: boolean) {
  const { viewer, canAsk } = useViewer();
  return useQuery({
    queryKey: drillKeys.figures(lessonId, viewer),
    enabled: enabled && canAsk,
    queryFn: ({ signal }) =>
      apiGet<DrillFigures>(`/lessons/${enc(lessonId)}/attempts/figures`, signal),
  });
}

/** GET /api/attempts/{id}: one attempt with its stroke log. */
export function useAttempt(attemptId: string) {
  const { viewer, canAsk } = useViewer();
  return useQuery({
    queryKey: drillKeys.attempt(attemptId, viewer),
    enabled: canAsk && attemptId !== '',
    queryFn: ({ signal }) => apiGet<AttemptDetail>(`/attempts/${enc(attemptId)}`, signal),
  });
}

/** POST /api/lessons/{id}/attempts; the lists, the charts and the lesson's state follow. */
export function useSubmitAttempt(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AttemptInput) =>
      apiSend<AttemptAnswer>('POST', `/lessons/${enc(lessonId)}/attempts`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: drillKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['classroom'] }),
      ]),
  });
}
