import { useState } from 'react';
import { toast } from '../../lib/toast';
import { ConfirmDeleteDialog } from '../community/ConfirmDeleteDialog';
import { TrashIcon } from '../community/icons';
import { useRemoveFromCart } from './commerce-queries';

/** Spec §4 and §8: delete asks first, in the original's words, then the cart refetches. */
export function RemoveFromCartButton({ itemId, name }: { itemId: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveFromCart();
  const confirm = () =>
    remove.mutate(itemId, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Deleted!', { description: 'Your file has been deleted.' });
      },
      onError: () => {
        setConfirming(false);
        toast.error('Error!', { description: 'An error occurred while deleting the file.' });
      },
    });
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square text-base-content/70 hover:text-error"
        aria-label={`Delete ${name}`}
        onClick={() => setConfirming(true)}
      >
        <TrashIcon />
      </button>
      <ConfirmDeleteDialog
        open={confirming}
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
