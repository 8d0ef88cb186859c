import {
  deletedAnswer,
  insertedAnswer,
  wishlistCourseParam,
  wishlistInput,
  wishlistList,
  type WishlistItem,
} from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError, notFound } from '../../platform/http/errors';
import { isUuid } from '../../platform/ids';
import { rateLimit } from '../../platform/protection/rate-limit';
import { catalogStore } from '../catalog/store';
import { toDollars } from '../catalog/presenter';
import type { ModuleDeps } from '../deps';
import { errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { commerceStore } from './store';
import { wishlistStore } from './wishlist-store';

const tags = ['commerce'];
const owned = () => new AppError(409, 'You already own this course.');

const listWishlist = createRoute({
  method: 'get',
  path: '/wishlist',
  tags,
  summary: "The caller's wishlist, newest first, at today's prices",
  responses: { 200: json(wishlistList, 'Kept courses'), 401: unauthenticated },
});

const addToWishlist = createRoute({
  method: 'post',
  path: '/wishlist',
  tags,
  summary: "Keeps a course on the caller's wishlist; insertedId is null when it was there already",
  request: { body: jsonBody(wishlistInput) },
  responses: {
    201: json(insertedAnswer, 'Kept'),
    200: json(insertedAnswer, 'Already kept (insertedId null)'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    404: errorResponse('No such course'),
    409: errorResponse('The caller already owns the course'),
    429: errorResponse('Too many changes at once'),
  },
});

const removeFromWishlist = createRoute({
  method: 'delete',
  path: '/wishlist/{courseId}',
  tags,
  summary: "Takes a course off the caller's wishlist (deletedCount 0 when it was not there)",
  request: { params: wishlistCourseParam },
  responses: {
    200: json(deletedAnswer, 'Removed'),
    400: errorResponse('Bad id'),
    401: unauthenticated,
  },
});

const moveToCart = createRoute({
  method: 'post',
  path: '/wishlist/{courseId}/move',
  tags,
  summary: "Moves a course from the caller's wishlist to their cart; answers the cart item",
  request: { params: wishlistCourseParam },
  responses: {
    201: json(insertedAnswer, 'In the cart now'),
    400: errorResponse('Bad id'),
    401: unauthenticated,
    404: errorResponse('Not on the wishlist'),
    409: errorResponse('The caller already owns the course'),
  },
});

export function wishlistRoutes({ db, rateLimiter }: ModuleDeps) {
  const store = wishlistStore(db);
  const commerce = commerceStore(db);
  const catalog = catalogStore(db);

  const api = createApi();
  const limit = rateLimit(rateLimiter, { name: 'wishlist', limit: 60, windowMs: 60_000 });
  api.on(['POST'], '/wishlist', limit);
  api.on(['DELETE'], '/wishlist/:courseId', limit);
  api.on(['POST'], '/wishlist/:courseId/move', limit);
  return api
    .openapi(listWishlist, async (c) => {
      const actor = await requireUser(c.var.caller);
      const rows = await store.listOf(actor.id);
      return c.json(
        rows.map((row): WishlistItem => ({
          _id: row.id,
          classI: row.courseId,
          name: row.name,
          price: toDollars(row.priceCents),
          Level: row.level,
          img: row.img,
          Instructor: row.instructor,
          date: row.createdAt.toISOString(),
        })),
        200,
      );
    })
    .openapi(addToWishlist, async (c) => {
      const { classI } = c.req.valid('json');
      const actor = await requireUser(c.var.caller);
      const course = await catalog.getCourse(classI);
      if (await commerce.owns(actor.id, course.id)) throw owned();
      const insertedId = await store.add(actor.id, course.id);
      return c.json({ insertedId }, insertedId ? 201 : 200);
    })
    .openapi(removeFromWishlist, async (c) => {
      const { courseId } = c.req.valid('param');
      const actor = await requireUser(c.var.caller);
      return c.json({ deletedCount: await store.remove(actor.id, courseId) }, 200);
    })
    .openapi(moveToCart, async (c) => {
      const { courseId } = c.req.valid('param');
      const actor = await requireUser(c.var.caller);
      if (!isUuid(courseId)) throw notFound('Wishlist item');
      if (await commerce.owns(actor.id, courseId)) throw owned();
      const insertedId = await store.moveToCart(actor.id, courseId);
      if (!insertedId) throw notFound('Wishlist item');
      return c.json({ insertedId }, 201);
    });
}
