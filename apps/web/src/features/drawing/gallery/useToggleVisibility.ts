import type { DrawingSummary } from '@glossy/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { usePatchDrawing } from '../drawings-queries';
import { changeListedDrawing } from './drawing-cache';

/** Make public / Make private: one PATCH, then a toast saying who can see the drawing now. */
export function useToggleVisibility() {
  const queryClient = useQueryClient();
  const patch = usePatchDrawing();
  const toggle = (drawing: DrawingSummary) => {
    const visibility = drawing.visibility === 'public' ? 'private' : 'public';
    patch.mutate(
      { id: drawing._id, patch: { visibility } },
      {
        onSuccess: () => {
          changeListedDrawing(queryClient, drawing._id, { visibility });
          toast.success(`“${drawing.title}” is now ${visibility}`, {
            description:
              visibility === 'public'
                ? 'Anyone with its link can see it and watch its replay.'
                : 'Only you can see it now.',
          });
        },
        onError: (error) =>
          toast.error(`“${drawing.title}” was not changed`, {
            description: error instanceof Error ? error.message : undefined,
          }),
      },
    );
  };
  return { toggle, pending: patch.isPending };
}
