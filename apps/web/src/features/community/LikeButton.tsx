import type { Post } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/auth/session';
import { setLike } from '../../entities/community/api';
import { HeartIcon } from './icons';
import { patchPost, snapshotPosts } from './post-cache';
import { formatCount } from '../../lib/format/numbers';

/** Likes show at once; the server's answer then settles the count, a failure rolls it back. */
export function LikeButton({ post }: { post: Post }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const mutationKey = ['community', 'like', post._id];
  const like = useMutation({
    mutationKey,
    // One at a time per post, so quick double clicks reach the server in order.
    scope: { id: `community-like-${post._id}` },
    mutationFn: (liked: boolean) => setLike(post._id, liked),
    onMutate: (liked) => {
      const rollback = snapshotPosts(queryClient);
      patchPost(queryClient, post._id, (current) => ({
        likedByMe: liked,
        likes: Math.max(0, current.likes + (liked ? 1 : -1)),
      }));
      return { rollback };
    },
    onSuccess: (answer) => {
      // A later click still queued knows better than this answer.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      patchPost(queryClient, post._id, () => ({ likedByMe: answer.liked, likes: answer.likes }));
    },
    onError: (_err, _liked, context) => {
      context?.rollback();
      toast.error('Your like could not be saved. Try again.');
    },
  });

  const onClick = () => {
    if (!user) {
      toast.warning('Please Login First');
      return;
    }
    like.mutate(!post.likedByMe);
  };

  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm gap-1.5 ${post.likedByMe ? 'text-primary' : ''}`}
      aria-pressed={post.likedByMe}
      onClick={onClick}
    >
      <HeartIcon filled={post.likedByMe} />
      <span className="tabular-nums">
        {formatCount(post.likes)}{' '}
        <span className="max-sm:sr-only">{post.likes === 1 ? 'Like' : 'Likes'}</span>
      </span>
    </button>
  );
}
