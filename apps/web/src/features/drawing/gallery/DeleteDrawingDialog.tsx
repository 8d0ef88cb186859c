import type { DrawingSummary } from '@glossy/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useDeleteDrawing } from '../drawings-queries';
import { removeListedDrawing } from './drawing-cache';

/** Delete asks first, in the site's words (spec §4), and names what goes. */
export function DeleteDrawingDialog({
  open,
  drawing,
  onDeleted,
  onClose,
}: {
  open: boolean;
  drawing: DrawingSummary;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useDeleteDrawing();
  const confirm = () =>
    remove.mutate(drawing._id, {
      onSuccess: () => {
        onClose();
        removeListedDrawing(queryClient, drawing._id);
        toast.success('Deleted!', { description: `“${drawing.title}” has been deleted.` });
        onDeleted();
      },
      onError: (error) => {
        onClose();
        toast.error('Error!', {
          description:
            error instanceof Error ? error.message : 'An error occurred while deleting the file.',
        });
      },
    });
  return (
    <ConfirmDialog
      open={open}
      title={`Delete “${drawing.title}”?`}
      confirmLabel="Yes, delete it!"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        The drawing and its replay will be gone for good. You won&apos;t be able to revert this!
      </p>
    </ConfirmDialog>
  );
}
