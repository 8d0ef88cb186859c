import type { DrawingPatch } from '@glossy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/auth/session';
import {
  deleteDrawing,
  drawingKeys,
  fetchMyDrawings,
  patchDrawing,
} from '../../entities/drawing/drawings-api';

/** The signed-in user's drawings, newest first; keyed by email so another user never sees them. */
export function useMyDrawings() {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: drawingKeys.mine(email),
    enabled: Boolean(email && token),
    queryFn: ({ signal }) => fetchMyDrawings(signal),
  });
}

export function usePatchDrawing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DrawingPatch }) => patchDrawing(id, patch),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: drawingKeys.all }),
  });
}

export function useDeleteDrawing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDrawing(id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: drawingKeys.all }),
  });
}
