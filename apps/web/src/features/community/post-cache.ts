import type { Post } from '@glossy/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { communityKeys, type FeedPage } from '../../entities/community/api';

type PostsData = Post[] | InfiniteData<FeedPage, number>;

function mapPosts(data: PostsData | undefined, change: (post: Post) => Post | null) {
  const apply = (posts: Post[]) =>
    posts.flatMap((post) => {
      const next = change(post);
      return next ? [next] : [];
    });
  if (!data) return data;
  if (Array.isArray(data)) return apply(data);
  return { ...data, pages: data.pages.map((page) => ({ ...page, posts: apply(page.posts) })) };
}

/** The same post shows in the feed and on its author's profile: change it in every cached list. */
export function patchPost(
  queryClient: QueryClient,
  id: string,
  patch: (post: Post) => Partial<Post>,
) {
  queryClient.setQueriesData<PostsData>({ queryKey: communityKeys.posts }, (data) =>
    mapPosts(data, (post) => (post._id === id ? { ...post, ...patch(post) } : post)),
  );
}

export function removePost(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<PostsData>({ queryKey: communityKeys.posts }, (data) =>
    mapPosts(data, (post) => (post._id === id ? null : post)),
  );
}

/** A snapshot to roll an optimistic change back with. */
export function snapshotPosts(queryClient: QueryClient) {
  const saved = queryClient.getQueriesData<PostsData>({ queryKey: communityKeys.posts });
  return () => {
    for (const [key, data] of saved) queryClient.setQueryData(key, data);
  };
}
