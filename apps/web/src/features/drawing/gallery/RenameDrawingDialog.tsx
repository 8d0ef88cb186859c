import type { DrawingSummary } from '@glossy/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { TitleDialog } from '../cloud/TitleDialog';
import { usePatchDrawing } from '../drawings-queries';
import { changeListedDrawing } from './drawing-cache';

/**
 * Rename: the sketchpad's own title dialog (a labelled field, trimmed, Enter saves, the server's
 * word on a refused title shown under it), saving with a PATCH of the title alone.
 */
export function RenameDrawingDialog({
  open,
  drawing,
  onClose,
}: {
  open: boolean;
  drawing: DrawingSummary;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const patch = usePatchDrawing();
  const rename = async (title: string) => {
    if (title === drawing.title) return;
    await patch.mutateAsync({ id: drawing._id, patch: { title } });
    changeListedDrawing(queryClient, drawing._id, { title });
    toast.success('Drawing renamed', { description: `It is now called “${title}”.` });
  };
  return (
    <TitleDialog
      open={open}
      heading="Rename drawing"
      initial={drawing.title}
      action="Save"
      onSave={rename}
      onClose={onClose}
    />
  );
}
