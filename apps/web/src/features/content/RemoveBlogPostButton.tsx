import type { BlogPost } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { contentKeys, removeBlogPost } from './api';

/** The first words of a post, to say which one a button or a dialog is about. */
export function postSnippet(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max).trimEnd()}…` : line;
}

/** An admin's Remove: asks first, then takes the post off the blog and refreshes the list. */
export function RemoveBlogPostButton({ post }: { post: BlogPost }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const snippet = postSnippet(post.text);
  const remove = useMutation({
    mutationFn: () => removeBlogPost(post.id),
    onSuccess: async () => {
      setConfirming(false);
      toast.success('Blog post removed');
      queryClient.setQueryData<BlogPost[]>(contentKeys.blogPosts, (posts) =>
        posts?.filter((other) => other.id !== post.id),
      );
      await queryClient.invalidateQueries({ queryKey: contentKeys.blogPosts });
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(error instanceof Error ? error.message : 'The post could not be removed.');
    },
  });
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-xs text-base-content/70 hover:text-error"
        aria-label={`Remove post: ${snippet}`}
        onClick={() => setConfirming(true)}
      >
        Remove
      </button>
      <ConfirmDialog
        open={confirming}
        title="Remove this blog post?"
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      >
        <p>
          “{snippet}” will no longer be shown on the blog. It stays on record with your name as the
          admin who removed it.
        </p>
      </ConfirmDialog>
    </>
  );
}
