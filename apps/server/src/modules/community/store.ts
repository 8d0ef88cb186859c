import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drawings, postComments, postLikes, posts, users } from '../../db/schema';
import { orGone } from '../../db/db-errors';
import { normalizeEmail } from '../../platform/mail/emails';

export interface FeedPage {
  page: number;
  limit: number;
}

/**
 * Posts, likes and comments. Feed rows carry their counts and the viewer's like as correlated
 * subqueries, so a page is one round trip however many posts it holds (no N+1).
 */
export function communityStore(db: Db) {
  const feedColumns = (viewerId: string | null) => ({
    id: posts.id,
    status: posts.status,
    image: posts.image,
    drawingId: drawings.id,
    drawingTitle: drawings.title,
    drawingPicture: drawings.pictureKey,
    createdAt: posts.createdAt,
    authorId: posts.authorId,
    name: users.name,
    photo: users.photo,
    email: users.email,
    likes:
      sql<number>`(select count(*) from ${postLikes} where ${postLikes.postId} = ${posts.id})`.mapWith(
        Number,
      ),
    comments:
      sql<number>`(select count(*) from ${postComments} where ${postComments.postId} = ${posts.id})`.mapWith(
        Number,
      ),
    likedByMe: viewerId
      ? sql<boolean>`exists(select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`.mapWith(
          Boolean,
        )
      : sql<boolean>`false`.mapWith(Boolean),
  });

  async function feed(viewerId: string | null, page: FeedPage, where?: SQL) {
    const [rows, [totals]] = await Promise.all([
      db
        .select(feedColumns(viewerId))
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        // A shared drawing shows only while it is public.
        .leftJoin(
          drawings,
          and(eq(drawings.id, posts.drawingId), eq(drawings.visibility, 'public')),
        )
        .where(where)
        // The id breaks ties so that paging is stable when two posts share a timestamp.
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(page.limit)
        .offset((page.page - 1) * page.limit),
      db
        .select({ total: count() })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async function likeCount(postId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(postLikes)
      .where(eq(postLikes.postId, postId));
    return row?.n ?? 0;
  }

  return {
    feed,
    feedByEmail: (viewerId: string | null, email: string, page: FeedPage) =>
      feed(viewerId, page, eq(users.email, normalizeEmail(email))),

    async createPost(
      authorId: string,
      status: string,
      image: string | null,
      drawingId: string | null = null,
    ) {
      const [row] = await db
        .insert(posts)
        .values({ authorId, status, image, drawingId })
        .returning({ id: posts.id });
      return row!.id;
    },

    async findPost(id: string) {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      return row ?? null;
    },

    async deletePost(id: string) {
      return (await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id })).length;
    },

    /** Idempotent both ways: liking twice or unliking what was never liked changes nothing. */
    async setLike(postId: string, userId: string, liked: boolean) {
      if (liked)
        await orGone(db.insert(postLikes).values({ postId, userId }).onConflictDoNothing(), 'Post');
      else
        await db
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
      return { liked, likes: await likeCount(postId) };
    },

    listComments: (postId: string) =>
      db
        .select({
          id: postComments.id,
          postId: postComments.postId,
          text: postComments.text,
          authorId: postComments.authorId,
          createdAt: postComments.createdAt,
          name: users.name,
          photo: users.photo,
        })
        .from(postComments)
        .innerJoin(users, eq(users.id, postComments.authorId))
        .where(eq(postComments.postId, postId))
        .orderBy(asc(postComments.createdAt), asc(postComments.id))
        .limit(500),

    async createComment(postId: string, authorId: string, text: string) {
      const [row] = await orGone(
        db
          .insert(postComments)
          .values({ postId, authorId, text })
          .returning({ id: postComments.id }),
        'Post',
      );
      return row!.id;
    },

    async findComment(id: string) {
      const [row] = await db.select().from(postComments).where(eq(postComments.id, id)).limit(1);
      return row ?? null;
    },

    async deleteComment(id: string) {
      return (
        await db
          .delete(postComments)
          .where(eq(postComments.id, id))
          .returning({ id: postComments.id })
      ).length;
    },
  };
}

export type CommunityStore = ReturnType<typeof communityStore>;
export type FeedRow = Awaited<ReturnType<CommunityStore['feed']>>['rows'][number];
export type CommentRow = Awaited<ReturnType<CommunityStore['listComments']>>[number];
