import { useState } from 'react';
import { toast } from '../../lib/toast';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { Icon } from './icons';

/**
 * A trash button that asks first (spec §4: delete asks for confirmation) and reports the outcome in
 * the original's words; posts and cart items alike.
 */
export function ConfirmedDeleteButton({
  label,
  onDelete,
}: {
  label: string;
  onDelete: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = () => {
    setPending(true);
    onDelete()
      .then(
        () => toast.success('Deleted!', { description: 'Your file has been deleted.' }),
        () => toast.error('Error!', { description: 'An error occurred while deleting the file.' }),
      )
      .finally(() => {
        setPending(false);
        setConfirming(false);
      });
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square text-base-content/70 hover:text-error"
        aria-label={label}
        onClick={() => setConfirming(true)}
      >
        <Icon name="trash" />
      </button>
      <ConfirmDeleteDialog
        open={confirming}
        pending={pending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
