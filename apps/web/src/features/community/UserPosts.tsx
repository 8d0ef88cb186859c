import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../components/ui/QueryError';
import { communityKeys, fetchUserPosts } from '../../entities/community/api';
import { EmptyPosts } from './EmptyPosts';
import { PostCard } from './PostCard';
import { PostListSkeleton } from './PostSkeleton';

/** A member's own posts, newest first. */
export function UserPosts({ email }: { email: string }) {
  const posts = useQuery({
    queryKey: communityKeys.userPosts(email),
    queryFn: ({ signal }) => fetchUserPosts(email, signal),
  });
  return (
    <section aria-labelledby="user-posts-heading" className="flex flex-col gap-6">
      <h2 id="user-posts-heading" className="font-display text-2xl font-semibold">
        Your posts
      </h2>
      {posts.isPending ? (
        <PostListSkeleton />
      ) : posts.isError ? (
        <QueryError error={posts.error} onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <EmptyPosts>You have not posted yet. Share a sketch or a lesson you loved.</EmptyPosts>
      ) : (
        <ul className="flex flex-col gap-6">
          {posts.data.map((post) => (
            <li key={post._id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
