import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityKeys, deletePost } from '../../entities/community/api';
import { ConfirmedDeleteButton } from '../../components/ui/ConfirmedDeleteButton';
import { removePost } from './post-cache';

export function DeletePostButton({ postId }: { postId: string }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: async () => {
      removePost(queryClient, postId);
      await queryClient.invalidateQueries({ queryKey: communityKeys.posts });
    },
  });
  return <ConfirmedDeleteButton label="Delete post" onDelete={() => remove.mutateAsync()} />;
}
