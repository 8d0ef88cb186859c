import type { Comment } from '@glossy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import { Skeleton } from '../../components/ui/Skeleton';
import { QueryError } from '../../components/ui/QueryError';
import { avatarSrc } from '../../lib/avatar';
import { useSession } from '../../lib/auth/session';
import { communityKeys, deleteComment, fetchComments } from '../../entities/community/api';
import { CommentForm } from './CommentForm';
import { fullDate, timeAgo } from '../../lib/format/dates';
import { TrashIcon } from './icons';
import { patchPost } from './post-cache';
import { useMyProfile } from './useMyProfile';

/** The comments under a post, oldest first, and a form to add one. */
export function CommentsPanel({ postId, id }: { postId: string; id: string }) {
  const { user } = useSession();
  const location = useLocation();
  const comments = useQuery({
    queryKey: communityKeys.comments(postId),
    queryFn: ({ signal }) => fetchComments(postId, signal),
  });
  return (
    <section
      id={id}
      aria-label="Comments"
      className="border-base-300 border-t px-5 pt-4 pb-5 sm:px-6"
    >
      {comments.isPending ? (
        <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading comments">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-2/3" />
        </div>
      ) : comments.isError ? (
        <QueryError error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <p className="text-base-content/70 text-sm">
          No comments yet. Be the first to say something kind.
        </p>
      ) : (
        <ul className="space-y-3">
          {comments.data.map((comment) => (
            <CommentItem key={comment._id} comment={comment} />
          ))}
        </ul>
      )}
      <div className="mt-4">
        {user ? (
          <CommentForm postId={postId} />
        ) : (
          <Link to="/login" state={{ from: location }} className="link link-primary text-sm">
            Log in to comment
          </Link>
        )}
      </div>
    </section>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const queryClient = useQueryClient();
  const me = useMyProfile();
  const mine = me.data?._id === comment.authorId;
  const remove = useMutation({
    mutationFn: () => deleteComment(comment._id),
    onSuccess: async () => {
      patchPost(queryClient, comment.postId, (post) => ({
        comments: Math.max(0, post.comments - 1),
      }));
      toast.success('Comment deleted');
      await queryClient.invalidateQueries({ queryKey: communityKeys.comments(comment.postId) });
    },
    onError: () => toast.error('The comment could not be deleted. Try again.'),
  });
  return (
    <li className="flex gap-3">
      <img
        src={avatarSrc(comment.photo)}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        decoding="async"
        className="size-9 shrink-0 rounded-full object-cover"
      />
      <div className="bg-base-200 rounded-box min-w-0 flex-1 px-4 py-2.5">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-semibold">{comment.name}</span>
          <time
            dateTime={comment.date}
            title={fullDate(comment.date)}
            className="text-base-content/70 text-xs"
          >
            {timeAgo(comment.date)}
          </time>
          {mine && (
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-square ml-auto"
              aria-label="Delete comment"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              ) : (
                <TrashIcon className="size-4" />
              )}
            </button>
          )}
        </div>
        <p className="text-sm break-words whitespace-pre-line">{comment.text}</p>
      </div>
    </li>
  );
}
