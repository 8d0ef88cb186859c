import type { Post } from '@glossy/contract';
import { useId, useState } from 'react';
import { avatarSrc } from '../../lib/avatar';
import { useSession } from '../../lib/auth/session';
import { useRole } from '../../lib/auth/useRole';
import { CommentsPanel } from './CommentsPanel';
import { DeletePostButton } from './DeletePostButton';
import { fullDate, timeAgo } from '../../lib/format/dates';
import { CommentIcon } from './icons';
import { isSameOrigin } from '../../lib/images';
import { LikeButton } from './LikeButton';
import { PostDrawingReplay } from './PostDrawingReplay';
import { ShareButton } from './ShareButton';
import { formatCount } from '../../lib/format/numbers';

/** An admin may delete any post; the role is asked only for other people's posts. */
function AdminDeleteButton({ postId }: { postId: string }) {
  const { role } = useRole();
  return role === 'admin' ? <DeletePostButton postId={postId} /> : null;
}

/** One post: its author, when, what they wrote and drew, and what others made of it. */
export function PostCard({ post, eager = false }: { post: Post; eager?: boolean }) {
  const { user } = useSession();
  const commentsId = useId();
  const headingId = useId();
  const [showComments, setShowComments] = useState(false);
  const mine = Boolean(user && post.email && post.email === user.email);
  const lazy = eager ? {} : ({ loading: 'lazy' } as const);
  return (
    <article
      id={`post-${post._id}`}
      aria-labelledby={headingId}
      className="card-art bg-base-100 target:ring-primary scroll-mt-28 overflow-hidden target:ring-2"
    >
      <header className="flex items-center gap-3 px-5 pt-5 sm:px-6">
        <img
          decoding="async"
          src={avatarSrc(post.photo)}
          alt=""
          width={44}
          height={44}
          {...lazy}
          className="ring-base-300 size-11 shrink-0 rounded-full object-cover ring-2"
        />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-semibold">
            {post.name}
          </h3>
          <time
            dateTime={post.date}
            title={fullDate(post.date)}
            className="text-base-content/70 text-sm"
          >
            {timeAgo(post.date)}
          </time>
        </div>
        {mine ? (
          <DeletePostButton postId={post._id} />
        ) : (
          user && <AdminDeleteButton postId={post._id} />
        )}
      </header>
      <p className="px-5 pt-4 pb-4 text-base leading-relaxed break-words whitespace-pre-line sm:px-6">
        {post.status}
      </p>
      {isSameOrigin(post.image) && (
        <div className="bg-base-200 aspect-[4/3] w-full">
          <img
            decoding="async"
            src={post.image}
            alt={`Artwork shared by ${post.name}`}
            width={1200}
            height={900}
            {...lazy}
            className="size-full object-contain"
          />
        </div>
      )}
      {post.drawing && <PostDrawingReplay drawing={post.drawing} />}
      <footer className="border-base-300 flex flex-wrap items-center gap-1 border-t px-3 py-2 sm:px-4">
        <LikeButton post={post} />
        <button
          type="button"
          className="btn btn-ghost btn-sm gap-1.5"
          aria-expanded={showComments}
          aria-controls={showComments ? commentsId : undefined}
          onClick={() => setShowComments((open) => !open)}
        >
          <CommentIcon />
          <span className="tabular-nums">
            {formatCount(post.comments)}{' '}
            <span className="max-sm:sr-only">{post.comments === 1 ? 'Comment' : 'Comments'}</span>
          </span>
        </button>
        <ShareButton postId={post._id} />
      </footer>
      {showComments && <CommentsPanel postId={post._id} id={commentsId} />}
    </article>
  );
}
