import { errorCodes, paidAnswer, type Course } from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { enrollments, orders, paidCourses, payments } from '../../src/db/schema';
import {
  buyers,
  cartRowInDb,
  pendingOrderInDb,
  someCourses,
  sumPrices,
  type Shopper,
} from '../support/commerce';
import { expectError, expectJson } from '../support/http';
import { describeEachBackend, type TestApp } from '../support/test-app';

/** Rounds of the race; each is a fresh buyer, both payments sent at once, checked on its own. */
const raceRounds = 4;

describeEachBackend('money is charged once', (ctx: TestApp) => {
  let catalog: Course[] = [];
  const newBuyer = buyers(ctx, 'once');

  beforeAll(async () => {
    catalog = await someCourses(ctx);
  });

  const names = (picks: Course[]) => picks.map((course) => course.name).sort();
  /** Every course name of the buyer's payment history, one entry per time it was charged. */
  const chargedNames = async (shop: Shopper) =>
    (await shop.payments()).flatMap((payment) => payment.courses).sort();
  const statusOf = async (shop: Shopper, orderId: string) =>
    (await shop.orders()).find((order) => order._id === orderId)?.status;

  const rowsOf = async (userId: string) => ({
    payments: await ctx.db.select().from(payments).where(eq(payments.userId, userId)),
    paid: await ctx.db.select().from(paidCourses).where(eq(paidCourses.userId, userId)),
    enrolled: await ctx.db.select().from(enrollments).where(eq(enrollments.userId, userId)),
  });

  it('charges a course once when it was ordered alone, then with the whole cart (the reported hole)', async () => {
    const { shop } = await newBuyer();
    const [a, b, c] = [catalog[0]!, catalog[1]!, catalog[2]!];
    const [itemA] = await shop.fill([a, b, c]);

    const single = await shop.checkout({ item: itemA! });
    const whole = await shop.checkout();
    expect(whole).not.toBe(single);
    // The newer order supersedes the older one that shares a course with it.
    const listed = await shop.orders();
    expect(listed.find((o) => o._id === single)?.status).toBe('cancelled');
    const wholeOrder = listed.find((o) => o._id === whole)!;
    expect(wholeOrder.status).toBe('pending');
    expect(wholeOrder.total).toBeCloseTo(sumPrices([a, b, c]), 2);
    expect(wholeOrder.items.map((item) => item.name).sort()).toEqual(names([a, b, c]));

    const stale = await expectError(await shop.pay(single), 409, errorCodes.conflict);
    expect(stale.error.message).toBe('This order is already cancelled.');
    const paid = await expectJson(await shop.pay(whole), 200, paidAnswer);
    expect(paid.payment.amount).toBeCloseTo(sumPrices([a, b, c]), 2);
    expect([...paid.payment.courses].sort()).toEqual(names([a, b, c]));
    await expectError(await shop.pay(whole), 409, errorCodes.conflict);
    await expectError(await shop.pay(single), 409, errorCodes.conflict);

    expect(await chargedNames(shop)).toEqual(names([a, b, c]));
    expect((await shop.enrollments()).map((course) => course._id).sort()).toEqual(
      [a, b, c].map((course) => course._id).sort(),
    );
    expect(await shop.cart()).toEqual([]);
  });

  it('lets the one course ordered last win, and the rest of the cart be ordered after it', async () => {
    const { shop } = await newBuyer();
    const [a, b, c] = [catalog[3]!, catalog[4]!, catalog[5]!];
    const [itemA] = await shop.fill([a, b, c]);
    const whole = await shop.checkout();
    const single = await shop.checkout({ item: itemA! });
    expect(await statusOf(shop, whole)).toBe('cancelled');
    expect((await expectJson(await shop.pay(single), 200, paidAnswer)).payment.courses).toEqual([
      a.name,
    ]);
    const rest = await shop.checkout();
    const [restOrder] = await shop.orders();
    expect(restOrder).toMatchObject({ _id: rest, status: 'pending' });
    expect(restOrder!.items.map((item) => item.name).sort()).toEqual(names([b, c]));
    const paid = await expectJson(await shop.pay(rest), 200, paidAnswer);
    expect(paid.payment.amount).toBeCloseTo(sumPrices([b, c]), 2);
    expect(await chargedNames(shop)).toEqual(names([a, b, c]));
  });

  it('recomputes an order at pay time when another order already paid one of its courses', async () => {
    const { who, shop } = await newBuyer();
    const [a, b, c] = [catalog[0]!, catalog[2]!, catalog[4]!];
    await shop.fill([a, b, c]);
    // Two pending orders sharing course a, as earlier releases let the hole make them.
    const first = await pendingOrderInDb(ctx, who.userId, [a]);
    const second = await pendingOrderInDb(ctx, who.userId, [a, b, c]);

    const paidFirst = await expectJson(await shop.pay(first), 200, paidAnswer);
    expect(paidFirst.payment.courses).toEqual([a.name]);
    const paidSecond = await expectJson(await shop.pay(second), 200, paidAnswer);
    expect(paidSecond.payment.amount).toBeCloseTo(sumPrices([b, c]), 2);
    expect([...paidSecond.payment.courses].sort()).toEqual(names([b, c]));

    const recomputed = (await shop.orders()).find((order) => order._id === second)!;
    expect(recomputed.status).toBe('paid');
    expect(recomputed.total).toBeCloseTo(sumPrices([b, c]), 2);
    expect(recomputed.items.map((item) => item.name).sort()).toEqual(names([b, c]));

    const history = await shop.payments();
    expect(history).toHaveLength(2);
    expect(await chargedNames(shop)).toEqual(names([a, b, c]));
    const rows = await rowsOf(who.userId);
    expect(rows.paid.map((row) => row.courseId).sort()).toEqual(
      [a, b, c].map((course) => course._id).sort(),
    );
    expect(rows.enrolled).toHaveLength(3);
  });

  it('answers 409 and records no payment when every course of the order is owned already', async () => {
    const { who, shop } = await newBuyer();
    const a = catalog[1]!;
    const first = await pendingOrderInDb(ctx, who.userId, [a]);
    const second = await pendingOrderInDb(ctx, who.userId, [a]);
    expect((await shop.pay(first)).status).toBe(200);
    const before = await rowsOf(who.userId);

    const owned = await expectError(await shop.pay(second), 409, errorCodes.conflict);
    expect(owned.error.message).toBe('You already own every course in this order.');
    expect(await rowsOf(who.userId)).toEqual(before);
    expect(await statusOf(shop, second)).toBe('cancelled');
    await expectError(await shop.pay(second), 409, errorCodes.conflict);
    expect(await chargedNames(shop)).toEqual([a.name]);
  });

  it('leaves owned courses out of a checkout, and refuses one of nothing but owned courses', async () => {
    const { who, shop } = await newBuyer();
    const [a, b] = [catalog[2]!, catalog[3]!];
    expect((await shop.pay(await pendingOrderInDb(ctx, who.userId, [a]))).status).toBe(200);
    // addClass refuses an owned course; a cart row from before the payment can still be there.
    const staleItem = await cartRowInDb(ctx, who.userId, a._id);
    const refused = await expectError(
      await shop.send('POST', `/api/order/${staleItem}`),
      409,
      errorCodes.conflict,
    );
    expect(refused.error.message).toBe('You already own this course.');
    await expectError(await shop.send('POST', '/api/order'), 409, errorCodes.conflict);

    await shop.add({ classI: b._id });
    const orderId = await shop.checkout();
    const [order] = await shop.orders();
    expect(order).toMatchObject({ _id: orderId, status: 'pending' });
    expect(order!.items.map((item) => item.name)).toEqual([b.name]);
    expect(order!.total).toBeCloseTo(b.price, 2);
  });

  it('pays one order once when it is paid twice at the same moment', async () => {
    for (let round = 0; round < raceRounds; round += 1) {
      const { who, shop } = await newBuyer();
      const picks = [catalog[round]!, catalog[round + 1]!];
      const orderId = await pendingOrderInDb(ctx, who.userId, picks);
      const answers = await Promise.all([shop.pay(orderId), shop.pay(orderId)]);
      expect(answers.map((res) => res.status).sort(), `round ${round}`).toEqual([200, 409]);
      const rows = await rowsOf(who.userId);
      expect(rows.payments, `round ${round}`).toHaveLength(1);
      expect(rows.enrolled, `round ${round}`).toHaveLength(2);
      expect(await chargedNames(shop)).toEqual(names(picks));
    }
  });

  it('charges a shared course once when two orders holding it are paid at the same moment', async () => {
    for (let round = 0; round < raceRounds; round += 1) {
      const { who, shop } = await newBuyer();
      const [a, b, c] = [catalog[round]!, catalog[round + 1]!, catalog[round + 2]!];
      const withB = await pendingOrderInDb(ctx, who.userId, [a, b]);
      const withC = await pendingOrderInDb(ctx, who.userId, [a, c]);
      const answers = await Promise.all([shop.pay(withB), shop.pay(withC)]);
      // Both pay: the one that took `a` first pays for it, the other for its own course only.
      expect(
        answers.map((res) => res.status),
        `round ${round}`,
      ).toEqual([200, 200]);
      const amounts = await Promise.all(
        answers.map(async (res) => (await expectJson(res, 200, paidAnswer)).payment.amount),
      );
      expect(amounts[0]! + amounts[1]!).toBeCloseTo(sumPrices([a, b, c]), 2);

      const rows = await rowsOf(who.userId);
      expect(rows.payments, `round ${round}`).toHaveLength(2);
      const holdingA = rows.paid.filter((row) => row.courseId === a._id);
      expect(holdingA, `round ${round}`).toHaveLength(1);
      expect(rows.enrolled.filter((row) => row.courseId === a._id)).toHaveLength(1);
      expect(rows.enrolled).toHaveLength(3);
      expect(await chargedNames(shop)).toEqual(names([a, b, c]));
    }
  });

  it('charges a course once when two orders of only that course are paid at the same moment', async () => {
    for (let round = 0; round < raceRounds; round += 1) {
      const { who, shop } = await newBuyer();
      const a = catalog[round]!;
      const first = await pendingOrderInDb(ctx, who.userId, [a]);
      const second = await pendingOrderInDb(ctx, who.userId, [a]);
      const answers = await Promise.all([shop.pay(first), shop.pay(second)]);
      expect(answers.map((res) => res.status).sort(), `round ${round}`).toEqual([200, 409]);
      const rows = await rowsOf(who.userId);
      expect(rows.payments).toHaveLength(1);
      expect(rows.paid).toHaveLength(1);
      expect(rows.enrolled).toHaveLength(1);
      const statuses = await ctx.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.userId, who.userId));
      expect(statuses.map((row) => row.status).sort()).toEqual(['cancelled', 'paid']);
      expect(await chargedNames(shop)).toEqual([a.name]);
    }
  });
});
