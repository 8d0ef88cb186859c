import type { DrawingSummary } from '@glossy/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { usePatchDrawing } from '../drawings-queries';
import { changeListedDrawing } from './drawing-cache';

/**
 * Share to feed on a private drawing: only public drawings can be shared, so the owner is asked
 * first; on yes the drawing is made public and the share dialog follows.
 */
export function PublishFirstDialog({
  open,
  drawing,
  onPublished,
  onClose,
}: {
  open: boolean;
  drawing: DrawingSummary;
  onPublished: () => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const patch = usePatchDrawing();
  const publish = () =>
    patch.mutate(
      { id: drawing._id, patch: { visibility: 'public' } },
      {
        onSuccess: () => {
          changeListedDrawing(queryClient, drawing._id, { visibility: 'public' });
          onPublished();
        },
        onError: (error) =>
          toast.error(`“${drawing.title}” is still private`, {
            description: error instanceof Error ? error.message : undefined,
          }),
      },
    );
  return (
    <ConfirmDialog
      open={open}
      title="Make it public to share?"
      confirmLabel="Make public"
      tone="primary"
      pending={patch.isPending}
      onConfirm={publish}
      onClose={onClose}
    >
      <p>
        Only public drawings can be shared to the feed. Once “{drawing.title}” is public, anyone can
        see it and watch its replay.
      </p>
      <p>You can make it private again at any time; that takes it off the feed.</p>
    </ConfirmDialog>
  );
}
