import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { savedToken } from '../../lib/api';
import { useDateZone } from '../../lib/useDateZone';
import { useHydrated } from '../../lib/useHydrated';
import { useRole } from '../../lib/auth/useRole';
import { fullDate } from '../../lib/format/dates';
import { contentKeys, fetchBlogPosts } from './api';
import { RemoveBlogPostButton } from './RemoveBlogPostButton';

interface BlogPostListProps {
  /** Show only the newest few, each clipped to a short snippet. */
  limit?: number;
  /** The empty state's invitation; omitted where the writing form is already on screen. */
  inviteToWrite?: boolean;
}

/** Asks for the reader's role only where one can exist: a browser holding an API token. */
function WithAdminRole({ children }: { children: (isAdmin: boolean) => ReactNode }) {
  const { role } = useRole();
  return children(role === 'admin');
}

/** Community blog posts, newest first (the server sends them in that order). */
export function BlogPostList({ limit, inviteToWrite = false }: BlogPostListProps) {
  const posts = useQuery({
    queryKey: contentKeys.blogPosts,
    queryFn: ({ signal }) => fetchBlogPosts(signal),
  });
  // A visitor without a token is no admin: the list never waits for, or asks about, a role. The
  // token is only looked at once hydrated: the server renders the page for a visitor without one.
  const hydrated = useHydrated();
  const zone = useDateZone();
  const hasToken = hydrated && savedToken() !== null;

  if (posts.isPending) {
    return (
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Loading posts">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="card-art flex flex-col gap-3 p-6">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-2/3" />
          </li>
        ))}
      </ul>
    );
  }
  if (posts.isError) return <QueryError error={posts.error} onRetry={() => void posts.refetch()} />;

  if (posts.data.length === 0) {
    return (
      <div className="border-base-300 rounded-box flex flex-col items-center gap-3 border border-dashed px-6 py-12 text-center">
        <p className="font-display text-xl font-semibold">No posts yet</p>
        <p className="text-base-content/75 max-w-md">
          {inviteToWrite
            ? 'The community page is a blank canvas. Share a tip, a story or a work in progress and be the first to write here.'
            : 'Be the first to share something with the community.'}
        </p>
        {inviteToWrite && (
          <Link to="/createpost" className="btn btn-primary btn-sm mt-2">
            Write the first post
          </Link>
        )}
      </div>
    );
  }

  const shown = limit === undefined ? posts.data : posts.data.slice(0, limit);
  const clipped = limit !== undefined;
  const list = (isAdmin: boolean) => (
    <>
      <ul className={clipped ? 'grid gap-4 md:grid-cols-2' : 'flex flex-col gap-4'}>
        {shown.map((post) => (
          <li key={post.id} className="card-art flex flex-col gap-3 p-6">
            <p
              className={`leading-relaxed break-words whitespace-pre-line ${clipped ? 'line-clamp-5' : ''}`}
            >
              {post.text}
            </p>
            <div className="text-base-content/70 mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
              <p>
                <span className="text-base-content font-medium">
                  {post.author?.name ?? 'A former member'}
                </span>
                <span aria-hidden="true"> · </span>
                <time dateTime={post.createdAt}>{fullDate(post.createdAt, zone)}</time>
              </p>
              {isAdmin && <RemoveBlogPostButton post={post} />}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-right">
        <Link to="/allpost" className="link link-primary font-medium">
          All posts
          <span aria-hidden="true"> →</span>
        </Link>
      </p>
    </>
  );
  return hasToken ? <WithAdminRole>{list}</WithAdminRole> : list(false);
}
