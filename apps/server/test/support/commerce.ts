import {
  cartList,
  checkoutAnswer,
  courseList,
  enrolledCourseList,
  insertedAnswer,
  orderList,
  paymentList,
  sandboxCards,
  type Course,
} from '@glossy/contract';
import { expect } from 'vitest';
import { cartItems, orderItems, orders } from '../../src/db/schema';
import { bearer, signUp, type SignedIn } from './actors';
import { expectJson } from './http';
import type { TestApp } from './test-app';

/** The cart, orders and payments of one buyer, through the API as the web app calls it. */
export function shopper(ctx: TestApp, who: SignedIn) {
  const send = (method: string, url: string, json?: unknown) =>
    ctx.request(url, { method, json, headers: bearer(who) });
  return {
    send,
    /** The new cart item's id. */
    async add(body: Record<string, unknown>, status = 201) {
      const res = await send('POST', '/api/addClass', body);
      return (await expectJson(res, status, insertedAnswer)).insertedId;
    },
    /** Puts each course in the cart; their cart item ids, in the same order. */
    async fill(picks: Course[]) {
      const ids: string[] = [];
      for (const course of picks) {
        const res = await send('POST', '/api/addClass', { classI: course._id });
        ids.push((await expectJson(res, 201, insertedAnswer)).insertedId!);
      }
      return ids;
    },
    cart: async () =>
      expectJson(
        await send('GET', `/api/addClass/${encodeURIComponent(who.email)}`),
        200,
        cartList,
      ),
    /** POST /api/order/{item}, or POST /api/order with this body (none: the whole cart). */
    async checkout(options: { item?: string; body?: unknown } = {}) {
      const url = options.item ? `/api/order/${options.item}` : '/api/order';
      const answer = await expectJson(await send('POST', url, options.body), 201, checkoutAnswer);
      expect(answer.url).toMatch(/^\/dashboard\/payment\?order=[0-9a-f-]{36}$/);
      return new URL(answer.url, 'http://localhost').searchParams.get('order')!;
    },
    pay: (orderId: string, cardNumber: string = sandboxCards.success) =>
      send('POST', `/api/orders/${orderId}/pay`, { cardNumber }),
    orders: async () => expectJson(await send('GET', '/api/orders'), 200, orderList),
    payments: async () => expectJson(await send('GET', '/api/payments'), 200, paymentList),
    enrollments: async () =>
      expectJson(await send('GET', '/api/enrollments'), 200, enrolledCourseList),
  };
}

export type Shopper = ReturnType<typeof shopper>;

/** Signs up a new buyer at each call (`<prefix><n>@shop.test`). */
export function buyers(ctx: TestApp, prefix: string) {
  let count = 0;
  return async () => {
    count += 1;
    const who = await signUp(ctx, `${prefix}${count}@shop.test`);
    return { who, shop: shopper(ctx, who) };
  };
}

/** The first courses of the catalog, as GET /api/courses lists them. */
export async function someCourses(ctx: TestApp, atLeast = 6) {
  const catalog = await expectJson(await ctx.request('/api/courses?limit=12'), 200, courseList);
  expect(catalog.length).toBeGreaterThanOrEqual(atLeast);
  return catalog;
}

/**
 * A pending order written straight to the database, as orders made before a newer order
 * superseded the older ones could be (the data of earlier releases, or any way two pending orders
 * of one buyer come to share a course): paying must still charge each course once.
 */
export async function pendingOrderInDb(ctx: TestApp, userId: string, picks: Course[]) {
  const cents = (course: Course) => Math.round(course.price * 100);
  const [row] = await ctx.db
    .insert(orders)
    .values({ userId, totalCents: picks.reduce((sum, course) => sum + cents(course), 0) })
    .returning({ id: orders.id });
  await ctx.db.insert(orderItems).values(
    picks.map((course) => ({
      orderId: row!.id,
      courseId: course._id,
      name: course.name,
      priceCents: cents(course),
    })),
  );
  return row!.id;
}

/** A cart row written straight to the database (bypassing addClass's "already owned" check). */
export async function cartRowInDb(ctx: TestApp, userId: string, courseId: string) {
  const [row] = await ctx.db
    .insert(cartItems)
    .values({ userId, courseId })
    .returning({ id: cartItems.id });
  return row!.id;
}

/** Dollars summed the way the server does: in cents. */
export const sumPrices = (picks: Course[]) =>
  picks.reduce((sum, course) => sum + Math.round(course.price * 100), 0) / 100;
