import {
  cartEmailParam,
  cartItemIdParam,
  cartItemInput,
  cartList,
  type CartItemInput,
  deletedAnswer,
  insertedAnswer,
} from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { isEmailOf } from '../../platform/mail/emails';
import { AppError, notFound } from '../../platform/http/errors';
import { catalogStore } from '../catalog/store';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { notYours, ownedBy } from './policy';
import { presentCartItem } from './presenter';
import { commerceStore } from './store';

const tags = ['commerce'];

const addToCart = createRoute({
  method: 'post',
  path: '/addClass',
  tags,
  summary: "Puts a course in the caller's cart; insertedId is null when it was there already",
  description:
    'The course is named by `classI` or `_id` (its `_id`), or by `id` (the number the original ' +
    'courses.json gave it); the other fields the original cards sent are accepted and ignored.',
  request: { body: jsonBody(cartItemInput) },
  responses: {
    201: json(insertedAnswer, 'Added'),
    200: json(insertedAnswer, 'Already in the cart (insertedId null)'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: errorResponse('The email is not the caller’s'),
    404: errorResponse('No such course'),
    409: errorResponse('The caller already owns the course'),
  },
});

const listCart = createRoute({
  method: 'get',
  path: '/addClass/{email}',
  tags,
  summary: "A user's cart at today's prices (the user's own, or any for an admin)",
  request: { params: cartEmailParam },
  responses: { 200: json(cartList, 'Cart items'), 401: unauthenticated, 403: denied },
});

const removeFromCart = createRoute({
  method: 'delete',
  path: '/addClass/{id}',
  tags,
  summary: 'Takes a course out of the caller’s cart',
  request: { params: cartItemIdParam },
  responses: {
    200: json(deletedAnswer, 'Removed'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such cart item'),
  },
});

export function cartRoutes({ db, accounts }: ModuleDeps) {
  const store = commerceStore(db);
  const catalog = catalogStore(db);

  /** The listed course a cart request names: classI or _id, else `id` (a number, or our _id). */
  async function courseNamed({ classI, _id, id }: CartItemInput) {
    const named = classI ?? _id ?? id;
    if (typeof named === 'string' && !/^\d{1,10}$/.test(named)) return catalog.getCourse(named);
    const number = Number(named);
    const courseId = number <= 2_147_483_647 ? await store.courseIdByNumber(number) : null;
    if (!courseId) throw notFound('Course');
    return catalog.getCourse(courseId);
  }

  return createApi()
    .openapi(addToCart, async (c) => {
      const input = c.req.valid('json');
      const actor = await requireUser(c.var.caller);
      if (input.email && !isEmailOf(actor, input.email)) {
        throw new AppError(403, 'You can only fill your own cart.');
      }
      const course = await courseNamed(input);
      if (await store.owns(actor.id, course.id)) {
        throw new AppError(409, 'You already own this course.');
      }
      const insertedId = await store.addToCart(actor.id, course.id);
      return c.json({ insertedId }, insertedId ? 201 : 200);
    })
    .openapi(listCart, async (c) => {
      const { email } = c.req.valid('param');
      const actor = await requireUser(c.var.caller);
      const own = isEmailOf(actor, email);
      if (!own && actor.role !== 'admin') throw notYours();
      const owner = own ? actor : await accounts.findByEmail(email);
      const rows = owner ? await store.cartOf(owner.id) : [];
      return c.json(rows.map(presentCartItem), 200);
    })
    .openapi(removeFromCart, async (c) => {
      const { id } = c.req.valid('param');
      const actor = await requireUser(c.var.caller);
      ownedBy(actor, await store.findCartItem(id), 'Cart item');
      return c.json({ deletedCount: await store.removeFromCart(id) }, 200);
    });
}
