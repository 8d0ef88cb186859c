import {
  blogPost,
  blogPostIdParam,
  blogTopic,
  contactMessage,
  deletedAnswer,
  faqEntry,
  galleryItem,
  insertedAnswer,
  newBlogPost,
  subscription,
  subscriptionAnswer,
} from '@glossy/contract';
import { z } from 'zod';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError, notFound } from '../../platform/http/errors';
import { isUuid } from '../../platform/ids';
import { rateLimit } from '../../platform/protection/rate-limit';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { canContent } from './policy';
import { presentBlogPost, presentBlogTopic, presentFaq, presentGalleryItem } from './presenter';
import { contentStore } from './store';

const list = <T extends z.ZodType>(path: string, schema: T, description: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['content'],
    responses: { 200: json(z.array(schema), description) },
  });

const postBlog = createRoute({
  method: 'post',
  path: '/post-blog',
  tags: ['content'],
  summary: 'Publishes a blog post as the signed-in user',
  request: { body: jsonBody(newBlogPost) },
  responses: {
    201: json(insertedAnswer, 'Published'),
    400: errorResponse('Invalid text'),
    401: errorResponse('Not signed in'),
    429: errorResponse('Too many posts'),
  },
});

const removeBlogPost = createRoute({
  method: 'delete',
  path: '/post-blog/{id}',
  tags: ['content'],
  summary: 'Removes a blog post from the blog (admin); it stays on record with who removed it',
  request: { params: blogPostIdParam },
  responses: {
    200: json(deletedAnswer, 'Removed; deletedCount 0 when it was already removed'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such blog post'),
  },
});

const postContact = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['content'],
  summary: 'Stores a contact message and mails it when a transport is configured',
  request: { body: jsonBody(contactMessage) },
  responses: {
    201: json(insertedAnswer, 'Stored'),
    400: errorResponse('Invalid field'),
    429: errorResponse('Too many messages'),
  },
});

const postSubscription = createRoute({
  method: 'post',
  path: '/subscriptions',
  tags: ['content'],
  summary: 'Adds an address to the mailing list; an address already on it is not added twice',
  request: { body: jsonBody(subscription) },
  responses: {
    201: json(subscriptionAnswer, 'Subscribed'),
    200: json(subscriptionAnswer, 'Already subscribed'),
    400: errorResponse('Invalid email'),
    429: errorResponse('Too many requests'),
  },
});

const publicCache = 'public, max-age=60, stale-while-revalidate=600';
const formLimit = { limit: 5, windowMs: 60_000 };

export function contentRoutes({ db, mailer, config, rateLimiter }: ModuleDeps) {
  const service = contentStore(db, mailer, config);
  const api = createApi();
  api.use('/contact', rateLimit(rateLimiter, { name: 'contact', ...formLimit }));
  api.use('/subscriptions', rateLimit(rateLimiter, { name: 'subscribe', ...formLimit }));
  api.use('/post-blog', rateLimit(rateLimiter, { name: 'post-blog', limit: 10, windowMs: 60_000 }));
  return api
    .openapi(list('/blog-posts', blogPost, 'Blog posts, newest first'), async (c) =>
      c.json((await service.listBlogPosts()).map(presentBlogPost), 200),
    )
    .openapi(list('/blog-topics', blogTopic, 'The blog topic cards'), async (c) => {
      c.header('Cache-Control', publicCache);
      return c.json((await service.listBlogTopics()).map(presentBlogTopic), 200);
    })
    .openapi(list('/faq', faqEntry, 'Frequently asked questions'), async (c) => {
      c.header('Cache-Control', publicCache);
      return c.json((await service.listFaq()).map(presentFaq), 200);
    })
    .openapi(list('/gallery', galleryItem, 'The digital art gallery'), async (c) => {
      c.header('Cache-Control', publicCache);
      return c.json((await service.listGallery()).map(presentGalleryItem), 200);
    })
    .openapi(postBlog, async (c) => {
      const author = await requireUser(c.var.caller);
      const insertedId = await service.publishBlogPost(author.id, c.req.valid('json').text);
      return c.json({ insertedId }, 201);
    })
    .openapi(removeBlogPost, async (c) => {
      const { id } = c.req.valid('param');
      // 403 before 404: only an admin learns which ids exist.
      const actor = await requireUser(c.var.caller);
      if (!canContent(actor, 'blog:remove'))
        throw new AppError(403, 'Only admins can remove blog posts.');
      const found = isUuid(id) ? await service.findBlogPost(id) : null;
      if (!found) throw notFound('Blog post');
      // The list is sent with no-store, so the next read of the blog already leaves it out.
      return c.json({ deletedCount: await service.removeBlogPost(id, actor.id) }, 200);
    })
    .openapi(postContact, async (c) => {
      const insertedId = await service.receiveContact(c.req.valid('json'));
      return c.json({ insertedId }, 201);
    })
    .openapi(postSubscription, async (c) => {
      const insertedId = await service.subscribe(c.req.valid('json').email);
      return insertedId
        ? c.json({ insertedId, alreadySubscribed: false }, 201)
        : c.json({ insertedId: null, alreadySubscribed: true }, 200);
    });
}
