import type {
  DeletedAnswer,
  InsertedAnswer,
  LessonQuestion,
  TeacherQuestion,
} from '@glossy/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, totalOf, type RequestOptions } from '../../../lib/api';
import { useSession } from '../../../lib/auth/session';

export const teacherPageSize = 10;

/** What the instructor's list shows: the questions still waiting, or every one. */
export type QuestionFilter = 'unanswered' | 'all';
export const questionFilters: readonly QuestionFilter[] = ['unanswered', 'all'];

/**
 * Every key starts with 'questions': an answer given in the dashboard shows under the lesson, and
 * one given under the lesson leaves the dashboard's unanswered list, with one invalidation.
 */
export const questionKeys = {
  all: ['questions'] as const,
  lesson: (lessonId: string, viewer: string | null) =>
    ['questions', 'lesson', lessonId, viewer] as const,
  teacher: (viewer: string, filter: QuestionFilter, page: number) =>
    ['questions', 'teacher', viewer, { filter, page }] as const,
};

/**
 * A call about a lesson's discussion. Its 403 means "not a student of this course", which the
 * screen explains: the user stays signed in (lib/api signs out on any other 403).
 */
const asStudent = async <T>(path: string, options: RequestOptions = {}) =>
  (await apiRequest<T>(path, { ...options, forbiddenIsAnswer: true })).data;

const byDate = (a: { date: string }, b: { date: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

/** GET /api/lessons/{id}/questions, oldest first like a conversation, answers in order too. */
export function useLessonQuestions(lessonId: string) {
  const { user, token, ready } = useSession();
  return useQuery({
    queryKey: questionKeys.lesson(lessonId, user?.email ?? null),
    // Asked as who is looking: a signed-in student waits for the token rather than asking twice.
    enabled: ready && (!user || Boolean(token)),
    queryFn: ({ signal }) =>
      asStudent<LessonQuestion[]>(`/lessons/${encodeURIComponent(lessonId)}/questions`, { signal }),
    select: (questions) =>
      [...questions]
        .sort(byDate)
        .map((question) => ({ ...question, answers: [...question.answers].sort(byDate) })),
  });
}

export interface TeacherQuestionPage {
  questions: TeacherQuestion[];
  total: number;
}

/** GET /api/questions: across the instructor's courses (an admin's: every course). */
export function useTeacherQuestions(filter: QuestionFilter, page: number) {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: questionKeys.teacher(email, filter, page),
    enabled: Boolean(email && token),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<TeacherQuestionPage> => {
      const params = new URLSearchParams({ page: String(page), limit: String(teacherPageSize) });
      if (filter === 'unanswered') params.set('unanswered', 'true');
      const { data, headers } = await apiRequest<TeacherQuestion[]>(`/questions?${params}`, {
        signal,
      });
      return { questions: data, total: totalOf(headers, data.length) };
    },
  });
}

function useQuestionsMutation<V>(send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** POST /api/lessons/{id}/questions */
export const useAskQuestion = (lessonId: string) =>
  useQuestionsMutation((text: string) =>
    asStudent<InsertedAnswer>(`/lessons/${encodeURIComponent(lessonId)}/questions`, {
      method: 'POST',
      body: { text },
    }),
  );

/** POST /api/questions/{id}/answers */
export const useAnswerQuestion = () =>
  useQuestionsMutation(({ questionId, text }: { questionId: string; text: string }) =>
    asStudent<InsertedAnswer>(`/questions/${encodeURIComponent(questionId)}/answers`, {
      method: 'POST',
      body: { text },
    }),
  );

/** DELETE /api/questions/{id}: its author's, or any for an admin. */
export const useDeleteQuestion = () =>
  useQuestionsMutation((questionId: string) =>
    asStudent<DeletedAnswer>(`/questions/${encodeURIComponent(questionId)}`, { method: 'DELETE' }),
  );
