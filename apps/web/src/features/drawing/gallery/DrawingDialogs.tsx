import type { DrawingSummary } from '@glossy/contract';
import { DeleteDrawingDialog } from './DeleteDrawingDialog';
import { PublishFirstDialog } from './PublishFirstDialog';
import { RenameDrawingDialog } from './RenameDrawingDialog';
import { ShareDrawingDialog } from './ShareDrawingDialog';

/** The dialogs a card's actions open; one set for the whole page, for the drawing picked. */
export type DrawingDialog = 'rename' | 'publish-first' | 'share' | 'delete';

export function DrawingDialogs({
  drawing,
  open,
  onOpen,
  onClose,
  onDeleted,
}: {
  drawing: DrawingSummary | undefined;
  open: DrawingDialog | null;
  onOpen: (dialog: DrawingDialog) => void;
  /** Closes `dialog` if it is still the open one (a dialog closing as the next opens must not shut it). */
  onClose: (dialog: DrawingDialog) => void;
  onDeleted: () => void;
}) {
  if (!drawing) return null;
  const props = (dialog: DrawingDialog) => ({
    open: open === dialog,
    drawing,
    onClose: () => onClose(dialog),
  });
  return (
    <>
      <RenameDrawingDialog {...props('rename')} />
      <PublishFirstDialog {...props('publish-first')} onPublished={() => onOpen('share')} />
      <ShareDrawingDialog {...props('share')} />
      <DeleteDrawingDialog {...props('delete')} onDeleted={onDeleted} />
    </>
  );
}
