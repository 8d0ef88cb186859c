import {
  couponIdParam,
  couponInput,
  couponList,
  couponPatch,
  insertedAnswer,
  modifiedAnswer,
  type Coupon,
} from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import type { UserRecord } from '../../platform/http/context';
import { AppError, notFound } from '../../platform/http/errors';
import { rateLimit } from '../../platform/protection/rate-limit';
import { catalogStore } from '../catalog/store';
import { toDollars } from '../catalog/presenter';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { requireTeacher } from '../submissions/policy';
import { couponStore, type CouponListRow } from './coupon-store';

const tags = ['commerce'];

const createCoupon = createRoute({
  method: 'post',
  path: '/coupons',
  tags,
  summary: 'Makes a coupon: an instructor for one of their courses, an admin for any or all',
  description:
    '`value` is percent off (1–100) or dollars off; `courseId` null makes it good for every ' +
    'course (admins only). Codes are unique whatever their case.',
  request: { body: jsonBody(couponInput) },
  responses: {
    201: json(insertedAnswer, 'Made'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: errorResponse('Not an instructor, or not their course'),
    404: errorResponse('No such course'),
    409: errorResponse('The code is taken'),
    429: errorResponse('Too many coupons at once'),
  },
});

const listCoupons = createRoute({
  method: 'get',
  path: '/coupons',
  tags,
  summary: "The caller's coupons (an admin: everyone's), newest first, with their uses",
  responses: { 200: json(couponList, 'Coupons'), 401: unauthenticated, 403: denied },
});

const patchCoupon = createRoute({
  method: 'patch',
  path: '/coupons/{id}',
  tags,
  summary: 'Switches a coupon off (or on again): its maker or an admin',
  request: { params: couponIdParam, body: jsonBody(couponPatch) },
  responses: {
    200: json(modifiedAnswer, 'Changed (0 when it already was so)'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such coupon'),
  },
});

function presentCoupon(row: CouponListRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'amount' ? toDollars(row.value) : row.value,
    courseId: row.courseId,
    courseName: row.courseName,
    expiresAt: row.expiresAt.toISOString(),
    maxUses: row.maxUses,
    uses: row.uses,
    active: row.active,
    createdBy: row.createdBy,
  };
}

export function couponRoutes({ db, rateLimiter }: ModuleDeps) {
  const store = couponStore(db);
  const catalog = catalogStore(db);

  /**
   * The course the coupon is for (its uuid, however it was named): an instructor's own, any for
   * an admin, or none (every course) for an admin only.
   */
  async function scopeOf(actor: UserRecord, courseId: string | null) {
    if (courseId === null) {
      if (actor.role !== 'admin') {
        throw new AppError(403, 'Only an admin can make a coupon for every course.', {
          courseId: 'Choose one of your courses',
        });
      }
      return null;
    }
    const course = await catalog.getCourse(courseId);
    if (actor.role !== 'admin' && !(await store.teaches(actor.id, course.id))) {
      throw new AppError(403, 'You can only make coupons for your own courses.');
    }
    return course.id;
  }

  const api = createApi();
  api.on(
    'POST',
    '/coupons',
    rateLimit(rateLimiter, { name: 'coupon', limit: 30, windowMs: 60_000 }),
  );
  return api
    .openapi(createCoupon, async (c) => {
      const input = c.req.valid('json');
      const actor = requireTeacher(await requireUser(c.var.caller));
      const courseId = await scopeOf(actor, input.courseId);
      const insertedId = await store.create({
        ...input,
        courseId,
        value: input.kind === 'amount' ? Math.round(input.value * 100) : input.value,
        expiresAt: new Date(input.expiresAt),
        createdBy: actor.id,
      });
      if (!insertedId) {
        throw new AppError(409, 'That code is taken.', { code: 'Choose another code' });
      }
      return c.json({ insertedId }, 201);
    })
    .openapi(listCoupons, async (c) => {
      const actor = requireTeacher(await requireUser(c.var.caller));
      const rows = await store.list(actor.role === 'admin' ? undefined : actor.id);
      return c.json(rows.map(presentCoupon), 200);
    })
    .openapi(patchCoupon, async (c) => {
      const { id } = c.req.valid('param');
      const { active } = c.req.valid('json');
      const actor = requireTeacher(await requireUser(c.var.caller));
      const row = await store.find(id);
      if (!row) throw notFound('Coupon');
      if (row.createdBy !== actor.id && actor.role !== 'admin') {
        throw new AppError(403, 'That coupon belongs to another instructor.');
      }
      return c.json({ modifiedCount: await store.setActive(id, active) }, 200);
    });
}
