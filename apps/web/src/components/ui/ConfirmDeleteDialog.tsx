import { ConfirmDialog } from './ConfirmDialog';

/** The spec's delete confirmation, worded exactly as the original. */
export function ConfirmDeleteDialog({
  open,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Are you sure?"
      confirmLabel="Yes, delete it!"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>You won&apos;t be able to revert this!</p>
    </ConfirmDialog>
  );
}
