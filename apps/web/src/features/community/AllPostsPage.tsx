import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryError } from '../../components/ui/QueryError';
import { useSession } from '../../lib/auth/session';
import { CreatePostBox } from './CreatePostBox';
import { EmptyPosts } from './EmptyPosts';
import { PostCard } from './PostCard';
import { PostListSkeleton } from './PostSkeleton';
import { useFeed } from './useFeed';
import { useScrollToPost } from './useScrollToPost';
import { formatCount } from '../../lib/format/numbers';

/** The community feed: every member's posts, newest first. */
export default function AllPostsPage() {
  const { user, ready } = useSession();
  const location = useLocation();
  const feed = useFeed();
  useScrollToPost(feed.posts.length);

  return (
    <>
      <PageHeader title="All posts" eyebrow="Community">
        Works in progress, finished pieces and tips from everyone learning with us.
      </PageHeader>
      <div className="container-page section">
        <div className="mx-auto flex max-w-2xl flex-col gap-8">
          {user ? (
            <CreatePostBox user={user} />
          ) : (
            ready && (
              <div className="card-art bg-base-100 flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-base-content/80">
                  Drawn something lately? Members can post here.
                </p>
                <Link to="/login" state={{ from: location }} className="btn btn-primary btn-sm">
                  Log in to share your art
                </Link>
              </div>
            )
          )}
          <section aria-labelledby="feed-heading" className="flex flex-col gap-6">
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="feed-heading" className="font-display text-2xl font-semibold">
                Latest posts
              </h2>
              {feed.total > 0 && (
                <p className="text-base-content/70 text-sm tabular-nums">
                  {formatCount(feed.total)} {feed.total === 1 ? 'post' : 'posts'}
                </p>
              )}
            </div>
            {feed.isPending ? (
              <PostListSkeleton />
            ) : feed.isError && feed.posts.length === 0 ? (
              <QueryError error={feed.error} onRetry={() => void feed.refetch()} />
            ) : feed.posts.length === 0 ? (
              <EmptyPosts>Nothing here yet. The first post could be yours.</EmptyPosts>
            ) : (
              <>
                <ul className="flex flex-col gap-6">
                  {feed.posts.map((post, index) => (
                    <li key={post._id}>
                      <PostCard post={post} eager={index === 0} />
                    </li>
                  ))}
                </ul>
                {feed.isFetchNextPageError && (
                  <QueryError error={feed.error} onRetry={() => void feed.fetchNextPage()} />
                )}
                {feed.hasNextPage && !feed.isFetchNextPageError && (
                  <button
                    type="button"
                    className="btn btn-outline self-center"
                    disabled={feed.isFetchingNextPage}
                    aria-busy={feed.isFetchingNextPage}
                    onClick={() => void feed.fetchNextPage()}
                  >
                    {feed.isFetchingNextPage && (
                      <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                    )}
                    Load more
                  </button>
                )}
              </>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
