import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { communityKeys, deletePost } from './api';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { TrashIcon } from './icons';
import { removePost } from './post-cache';

export function DeletePostButton({ postId }: { postId: string }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: async () => {
      setConfirming(false);
      toast.success('Deleted!', { description: 'Your file has been deleted.' });
      removePost(queryClient, postId);
      await queryClient.invalidateQueries({ queryKey: communityKeys.posts });
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
        aria-label="Delete post"
        onClick={() => setConfirming(true)}
      >
        <TrashIcon />
      </button>
      <ConfirmDeleteDialog
        open={confirming}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
