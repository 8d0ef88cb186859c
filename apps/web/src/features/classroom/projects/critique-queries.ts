import type { InsertedAnswer, ProjectComment } from '@glossy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, isUnreachable } from '../../../lib/api';
import { useSession } from '../../../lib/auth/session';
import { fetchDrawingLog } from '../../../entities/drawing/drawings-api';
import { handInCount } from './critique-format';
import {
  fetchProject,
  projectKeys,
  useMyProjects,
} from '../../../entities/classroom/project-queries';

const enc = encodeURIComponent;

export const critiqueKeys = {
  /** Under 'projects', so that one invalidation of `projectKeys.all` refreshes the thread too. */
  comments: (id: string, viewer: string) => ['projects', 'comments', id, viewer] as const,
  /**
   * Not under 'projects': the address names the log's version, so it never changes, and a new
   * comment must not fetch megabytes of strokes again (nor restart the replay).
   */
  log: (url: string) => ['project-log', url] as const,
};

/** One hand-in: the student's own, or one of a course the caller teaches (admins: any). */
export function useProject(id: string) {
  const { user, token } = useSession();
  const viewer = user?.email ?? '';
  return useQuery({
    queryKey: projectKeys.one(id, viewer),
    enabled: Boolean(viewer && token && id),
    queryFn: ({ signal }) => fetchProject(id, signal),
    retry: false,
  });
}

/**
 * The handed-in stroke log, from the address the hand-in gives (it names its version, so it
 * never goes stale), parsed for the replay.
 */
export function useProjectLog(url: string) {
  return useQuery({
    queryKey: critiqueKeys.log(url),
    enabled: url !== '',
    queryFn: ({ signal }) => fetchDrawingLog(url, signal),
    staleTime: Infinity,
    // A log that does not parse will not parse on a second try; a lost connection might.
    retry: (failures, error) => isUnreachable(error) && failures < 3,
  });
}

/**
 * GET /api/projects/{id}/comments, oldest first. Reading them as the student marks them read on
 * the server, so once they are in, the lists (and the menu's count) are asked again.
 */
export function useProjectComments(id: string) {
  const { user, token } = useSession();
  const viewer = user?.email ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: critiqueKeys.comments(id, viewer),
    enabled: Boolean(viewer && token && id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ProjectComment[]>(`/projects/${enc(id)}/comments`, {
          signal,
          forbiddenIsAnswer: true,
        })
      ).data,
  });
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!readAt || !viewer) return;
    void queryClient.invalidateQueries({ queryKey: ['projects', 'mine', viewer] });
  }, [readAt, viewer, queryClient]);
  return query;
}

/** A pin (`{text, atMs, x, y, overlay?}`) or a reply (`{text, replyTo}`). */
export type CommentBody =
  | { text: string; atMs: number; x: number; y: number; overlay?: unknown }
  | { text: string; replyTo: string };

/** POST /api/projects/{id}/comments; the thread and the lists are asked again once it is in. */
export function usePostComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CommentBody) =>
      (
        await apiRequest<InsertedAnswer>(`/projects/${enc(id)}/comments`, {
          method: 'POST',
          body,
          forbiddenIsAnswer: true,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/**
 * The number beside 'Hand-ins' in the dashboard menu: the hand-ins the caller critiques still
 * waiting for a critique, and the critiques and replies on their own hand-ins not read yet.
 * 0 while unknown.
 */
export function useHandInBadge(): number {
  const { data } = useMyProjects();
  return data ? handInCount(data) : 0;
}
