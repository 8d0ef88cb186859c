import type { Post } from '@glossy/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../../lib/auth/session';
import { communityKeys, fetchFeedPage } from '../../entities/community/api';

/** Everyone's posts, newest first, a page at a time. */
export function useFeed() {
  const { user, ready } = useSession();
  const query = useInfiniteQuery({
    // Who is asking changes `likedByMe`, so each viewer has their own cache.
    queryKey: communityKeys.feed(user?.email ?? null),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
      return loaded < last.total && last.posts.length > 0 ? last.page + 1 : undefined;
    },
    enabled: ready,
  });
  const posts = useMemo(() => {
    // A post published while paging shifts later pages by one: show each post once.
    const seen = new Set<string>();
    const all: Post[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const post of page.posts) {
        if (seen.has(post._id)) continue;
        seen.add(post._id);
        all.push(post);
      }
    }
    return all;
  }, [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, posts, total };
}
