import type { CourseProjectCard, InsertedAnswer, Project, ProjectInput } from '@glossy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api';
import { useSession } from '../../lib/auth/session';
import { classroomKeys } from './classroom-keys';

const enc = encodeURIComponent;

/**
 * Every key starts with 'projects': one invalidation refreshes all that is shown of hand-ins.
 * What is someone's own (their list, one hand-in) carries who asks, so another user signing in on
 * the same tab never sees the previous one's.
 */
export const projectKeys = {
  all: ['projects'] as const,
  mine: (viewer: string, courseId: string | null) =>
    ['projects', 'mine', viewer, courseId] as const,
  one: (id: string, viewer: string) => ['projects', 'one', id, viewer] as const,
  course: (courseId: string) => ['projects', 'course', courseId] as const,
};

/** Where a hand-in and its critique are read. */
export const projectPaths = {
  critique: (id: string) => `/dashboard/projects/${enc(id)}`,
};

/** GET /api/projects[?courseId=]: a course's hand-ins for its instructor and admins, else the caller's own. */
export const fetchProjects = async (courseId?: string, signal?: AbortSignal) =>
  (
    await apiRequest<Project[]>(courseId ? `/projects?courseId=${enc(courseId)}` : '/projects', {
      signal,
      forbiddenIsAnswer: true,
    })
  ).data;

/** GET /api/projects/{id}; a 403 means "not yours" (the page says so), not a bad session. */
export const fetchProject = async (id: string, signal?: AbortSignal) =>
  (await apiRequest<Project>(`/projects/${enc(id)}`, { signal, forbiddenIsAnswer: true })).data;

/** GET /api/courses/{id}/projects: the hand-ins its artists made public; anyone may read them. */
export const fetchCourseProjects = (courseId: string, signal?: AbortSignal) =>
  apiGet<CourseProjectCard[]>(`/courses/${enc(courseId)}/projects`, signal);

/** The signed-in user's hand-ins (of one course, or of all), asked once their API token is there. */
export function useMyProjects(courseId?: string) {
  const { user, token } = useSession();
  const viewer = user?.email ?? '';
  return useQuery({
    queryKey: projectKeys.mine(viewer, courseId ?? null),
    enabled: Boolean(viewer && token),
    queryFn: ({ signal }) => fetchProjects(courseId, signal),
  });
}

/**
 * POST /api/projects: hands in one of the student's drawings for an exercise lesson (a second one
 * for the same lesson replaces the first). A 403 (not enrolled, not their drawing) is an answer
 * to show, not a reason to sign out.
 */
export const postHandIn = async (input: ProjectInput) =>
  (
    await apiRequest<InsertedAnswer>('/projects', {
      method: 'POST',
      body: input,
      forbiddenIsAnswer: true,
    })
  ).data;

export function useHandIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postHandIn,
    // The hand-in finishes the exercise on the server: the lesson's mark and the percent follow.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: classroomKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['enrollments'], refetchType: 'none' }),
      ]),
  });
}

/** A course's public hand-ins; `enabled` lets a section below the fold ask only when near. */
export function useCourseProjects(courseId: string, enabled = true) {
  return useQuery({
    queryKey: projectKeys.course(courseId),
    enabled: enabled && courseId !== '',
    queryFn: ({ signal }) => fetchCourseProjects(courseId, signal),
  });
}
