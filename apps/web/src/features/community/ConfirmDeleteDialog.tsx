import { Dialog } from './Dialog';

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
    <Dialog open={open} title="Are you sure?" onClose={onClose} size="sm" role="alertdialog">
      <p className="text-base-content/80">You won&apos;t be able to revert this!</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onClose}
          disabled={pending}
          data-autofocus
        >
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-error"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending}
        >
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Yes, delete it!
        </button>
      </div>
    </Dialog>
  );
}
