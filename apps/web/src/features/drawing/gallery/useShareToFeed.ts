import type { DrawingSummary } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityKeys, createPost } from '../../../entities/community/api';
import { drawingKeys, patchDrawing } from '../../../entities/drawing/drawings-api';
import { changeListedDrawing } from './drawing-cache';

/** The words the share dialog starts from. */
export const sharePrompt = (title: string) =>
  `I drew ${title} — watch it being drawn, stroke by stroke.`;

/**
 * Posts a drawing to the feed. The server shares public drawings only: the page asks the owner to
 * publish first, and a drawing still private here (a list not yet refreshed) is published on the way.
 */
export function useShareToFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ drawing, status }: { drawing: DrawingSummary; status: string }) => {
      if (drawing.visibility === 'private') {
        await patchDrawing(drawing._id, { visibility: 'public' });
        changeListedDrawing(queryClient, drawing._id, { visibility: 'public' });
        void queryClient.invalidateQueries({ queryKey: drawingKeys.all });
      }
      return createPost({ status, drawingId: drawing._id });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.posts }),
  });
}
