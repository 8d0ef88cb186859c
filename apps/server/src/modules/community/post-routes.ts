import {
  comment,
  deletedAnswer,
  emailQuery,
  feedQuery,
  insertedAnswer,
  likeAnswer,
  newComment,
  newPost,
  post,
  postIdParam,
} from '@glossy/contract';
import { z } from 'zod';
import { createApi, createRoute } from '../../platform/http/api';
import { isUuid } from '../../platform/ids';
import { requireUser } from '../../platform/auth/caller';
import type { Caller, UserRecord } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import { rateLimit } from '../../platform/protection/rate-limit';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { namedFiles } from '../files/named-files';
import { sharable } from '../drawing/policy';
import { drawingsStore } from '../drawing/store';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { authorize, canCommunity, ensureAllowed } from './policy';
import { presentComment, presentPost } from './presenter';
import { communityStore, type FeedRow } from './store';

const tags = ['community'];
const feedSize = 20;
/** GET /post has no paging in the original contract; a profile shows at most this many. */
const profilePostsCap = 200;

const allPosts = createRoute({
  method: 'get',
  path: '/allPost',
  tags,
  summary: 'Every post, newest first; page/limit (default 20), total in X-Total-Count',
  request: { query: feedQuery },
  responses: { 200: json(z.array(post), 'Posts'), 400: errorResponse('Bad query') },
});

const postsByEmail = createRoute({
  method: 'get',
  path: '/post',
  tags,
  summary: "One user's posts, newest first (signed in: it says who has an account, and their name)",
  request: { query: emailQuery },
  responses: {
    200: json(z.array(post), 'Posts'),
    400: errorResponse('Bad query'),
    401: unauthenticated,
  },
});

const createPost = createRoute({
  method: 'post',
  path: '/userPost',
  tags,
  summary:
    'Posts as the signed-in user; email, name, photo and date are ignored whatever they hold: they come from the session',
  request: { body: jsonBody(newPost) },
  responses: {
    201: json(insertedAnswer, 'Posted'),
    400: errorResponse('Bad input, or a drawing that is not public'),
    401: unauthenticated,
    403: errorResponse('The drawing is another artist’s'),
    429: errorResponse('Too many posts'),
  },
});

const deletePost = createRoute({
  method: 'delete',
  path: '/deletePost/{id}',
  tags,
  summary: 'Deletes a post (its author or an admin)',
  request: { params: postIdParam },
  responses: {
    200: json(deletedAnswer, 'Deleted'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such post'),
  },
});

const like = (method: 'put' | 'delete') =>
  createRoute({
    method,
    path: '/posts/{id}/like',
    tags,
    summary: method === 'put' ? 'Likes a post (idempotent)' : 'Takes a like back (idempotent)',
    request: { params: postIdParam },
    responses: {
      200: json(likeAnswer, 'The caller’s like and the post’s like count'),
      401: unauthenticated,
      404: errorResponse('No such post'),
    },
  });

const listComments = createRoute({
  method: 'get',
  path: '/posts/{id}/comments',
  tags,
  summary: "A post's comments, oldest first",
  request: { params: postIdParam },
  responses: { 200: json(z.array(comment), 'Comments'), 404: errorResponse('No such post') },
});

const createComment = createRoute({
  method: 'post',
  path: '/posts/{id}/comments',
  tags,
  summary: 'Comments on a post as the signed-in user',
  request: { params: postIdParam, body: jsonBody(newComment) },
  responses: {
    201: json(insertedAnswer, 'Commented'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    404: errorResponse('No such post'),
    429: errorResponse('Too many comments'),
  },
});

const deleteComment = createRoute({
  method: 'delete',
  path: '/comments/{id}',
  tags,
  summary: 'Deletes a comment (its author or an admin)',
  request: { params: postIdParam },
  responses: {
    200: json(deletedAnswer, 'Deleted'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such comment'),
  },
});

const writeLimit = { limit: 30, windowMs: 60_000 };

export function postRoutes({ db, config, rateLimiter }: ModuleDeps) {
  const files = namedFiles(db, storageFor(config), config.publicUrl);
  const store = communityStore(db);
  const drawings = drawingsStore(db);

  const present = (rows: FeedRow[], viewer: UserRecord | null) =>
    rows.map((row) =>
      presentPost(
        row,
        viewer !== null && canCommunity(viewer, 'post:see-email', { ownerId: row.authorId }),
      ),
    );

  async function existingPost(id: string) {
    const found = isUuid(id) ? await store.findPost(id) : null;
    if (!found) throw notFound('Post');
    return found;
  }

  async function setLike(caller: Caller, id: string, liked: boolean) {
    const actor = await authorize(caller, 'post:like');
    await existingPost(id);
    return store.setLike(id, actor.id, liked);
  }

  const api = createApi();
  api.use('/userPost', rateLimit(rateLimiter, { name: 'user-post', ...writeLimit }));
  api.on('POST', '/posts/:id/comments', rateLimit(rateLimiter, { name: 'comment', ...writeLimit }));
  return api
    .openapi(allPosts, async (c) => {
      const query = c.req.valid('query');
      const viewer = await c.var.caller.user();
      const page = { page: query.page ?? 1, limit: query.limit ?? feedSize };
      const { rows, total } = await store.feed(viewer?.id ?? null, page);
      c.header('X-Total-Count', String(total));
      return c.json(present(rows, viewer), 200);
    })
    .openapi(postsByEmail, async (c) => {
      const viewer = await c.var.caller.user();
      const page = { page: 1, limit: profilePostsCap };
      const { email } = c.req.valid('query');
      const { rows, total } = await store.feedByEmail(viewer?.id ?? null, email, page);
      c.header('X-Total-Count', String(total));
      return c.json(present(rows, viewer), 200);
    })
    .openapi(createPost, async (c) => {
      // Only status, image and drawingId are read: the author is always the caller, whatever
      // email, name, photo or date the client sent along (the original sends its own copy).
      const { status, image, drawingId } = c.req.valid('json');
      const actor = await authorize(c.var.caller, 'post:create');
      const picture = await files.checkOptional(actor, 'image', image, 'picture', 'public');
      if (drawingId) sharable(actor, await drawings.find(drawingId));
      const insertedId = await store.createPost(actor.id, status, picture?.path ?? null, drawingId);
      await files.claim([picture], 'public');
      return c.json({ insertedId }, 201);
    })
    .openapi(deletePost, async (c) => {
      const { id } = c.req.valid('param');
      // 401 before 404: an anonymous caller learns nothing about which ids exist.
      const actor = await requireUser(c.var.caller);
      const found = await existingPost(id);
      ensureAllowed(actor, 'post:delete', { ownerId: found.authorId });
      return c.json({ deletedCount: await store.deletePost(id) }, 200);
    })
    .openapi(like('put'), async (c) =>
      c.json(await setLike(c.var.caller, c.req.valid('param').id, true), 200),
    )
    .openapi(like('delete'), async (c) =>
      c.json(await setLike(c.var.caller, c.req.valid('param').id, false), 200),
    )
    .openapi(listComments, async (c) => {
      const { id } = c.req.valid('param');
      await existingPost(id);
      return c.json((await store.listComments(id)).map(presentComment), 200);
    })
    .openapi(createComment, async (c) => {
      const actor = await authorize(c.var.caller, 'comment:create');
      const { id } = c.req.valid('param');
      await existingPost(id);
      const insertedId = await store.createComment(id, actor.id, c.req.valid('json').text);
      return c.json({ insertedId }, 201);
    })
    .openapi(deleteComment, async (c) => {
      const { id } = c.req.valid('param');
      const actor = await requireUser(c.var.caller);
      const found = isUuid(id) ? await store.findComment(id) : null;
      if (!found) throw notFound('Comment');
      ensureAllowed(actor, 'comment:delete', { ownerId: found.authorId });
      return c.json({ deletedCount: await store.deleteComment(id) }, 200);
    });
}
