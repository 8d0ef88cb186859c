import { courseStates, errorCodes, receipt, type Course } from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { buyers, cartRowInDb, someCourses, sumPrices, type Shopper } from '../support/commerce';
import { expectError, expectJson } from '../support/http';
import { describeEachBackend, type TestApp } from '../support/test-app';

describeEachBackend('the buyer’s view of a purchase', (ctx: TestApp) => {
  let catalog: Course[] = [];
  const newBuyer = buyers(ctx, 'receipt');

  beforeAll(async () => {
    catalog = await someCourses(ctx);
  });

  const statesOf = async (shop: Shopper) =>
    expectJson(await shop.send('GET', '/api/me/course-states'), 200, courseStates);
  const receiptOf = async (shop: Shopper, orderId: string) =>
    expectJson(await shop.send('GET', `/api/orders/${orderId}`), 200, receipt);
  const sorted = (ids: string[]) => [...ids].sort();

  describe('GET /api/me/course-states', () => {
    it('follows the cart and the courses paid for, one state per course', async () => {
      const { who, shop } = await newBuyer();
      expect(await statesOf(shop)).toEqual({ inCart: [], owned: [], wished: [] });

      const [a, b] = [catalog[0]!, catalog[1]!];
      const [itemA] = await shop.fill([a, b]);
      expect(sorted((await statesOf(shop)).inCart)).toEqual(sorted([a._id, b._id]));

      const orderId = await shop.checkout({ item: itemA! });
      expect((await shop.pay(orderId)).status).toBe(200);
      expect(await statesOf(shop)).toEqual({ inCart: [b._id], owned: [a._id], wished: [] });

      // A cart row left from before the payment: the course is owned, not 'in cart'.
      await cartRowInDb(ctx, who.userId, a._id);
      expect(await statesOf(shop)).toEqual({ inCart: [b._id], owned: [a._id], wished: [] });

      const itemB = (await shop.cart()).find((item) => item.classI === b._id)!;
      expect((await shop.send('DELETE', `/api/addClass/${itemB._id}`)).status).toBe(200);
      expect(await statesOf(shop)).toEqual({ inCart: [], owned: [a._id], wished: [] });
    });

    it('needs a signed-in caller', async () => {
      await expectError(await ctx.request('/api/me/course-states'), 401, errorCodes.unauthorized);
    });
  });

  describe('the receipt', () => {
    it('numbers the order, keeps the card’s last four digits and answers the receipt page', async () => {
      const { who, shop } = await newBuyer();
      const picks = [catalog[2]!, catalog[3]!];
      await shop.fill(picks);
      const orderId = await shop.checkout();

      const pending = await receiptOf(shop, orderId);
      expect(pending.status).toBe('pending');
      expect(pending.payment).toBeNull();

      const res = await shop.pay(orderId, '4000 0566 5566 5556');
      const paid = (await res.json()) as { url: string };
      expect(paid.url).toBe(`/dashboard/payment/${orderId}`);

      const shown = await receiptOf(shop, orderId);
      expect(shown).toMatchObject({
        _id: orderId,
        status: 'paid',
        buyer: { email: who.email },
        payment: { orderId, cardLast4: '5556', provider: 'sandbox' },
      });
      expect(shown.number).toMatch(/^GD-\d{4,}$/);
      expect(shown.total).toBeCloseTo(sumPrices(picks), 2);
      expect(sorted(shown.items.map((item) => item.name))).toEqual(
        sorted(picks.map((course) => course.name)),
      );
      expect(shown.paidAt).not.toBeNull();

      const second = await newBuyer();
      await second.shop.fill([catalog[4]!]);
      const later = await receiptOf(second.shop, await second.shop.checkout());
      expect(Number(later.number.slice(3))).toBeGreaterThan(Number(shown.number.slice(3)));
    });

    it('goes out by mail with the order number, total, card digits and links to learn', async () => {
      const { who, shop } = await newBuyer();
      const course = catalog[5]!;
      await shop.fill([course]);
      const orderId = await shop.checkout();
      expect((await shop.pay(orderId)).status).toBe(200);
      const { number } = await receiptOf(shop, orderId);

      const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email));
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe(`Your Glossy Drawer receipt ${number}`);
      expect(mail!.text).toContain(`Order number: ${number}`);
      expect(mail!.text).toContain(`$${course.price.toFixed(2)}`);
      expect(mail!.text).toContain('Paid by card ending in 4242');
      expect(mail!.text).not.toContain('4242424242424242');
      expect(mail!.text).toContain(`/learn/${course._id}`);
      expect(mail!.text).toContain(`/dashboard/payment/${orderId}`);
    });

    it('sends no mail for a refused card', async () => {
      const { who, shop } = await newBuyer();
      await shop.fill([catalog[0]!]);
      const orderId = await shop.checkout();
      expect((await shop.pay(orderId, '4000 0000 0000 0002')).status).toBe(400);
      expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email))).toEqual(
        [],
      );
      expect((await receiptOf(shop, orderId)).payment).toBeNull();
    });

    it('is its buyer’s alone', async () => {
      const { shop } = await newBuyer();
      await shop.fill([catalog[1]!]);
      const orderId = await shop.checkout();
      const other = await newBuyer();
      await expectError(
        await other.shop.send('GET', `/api/orders/${orderId}`),
        403,
        errorCodes.forbidden,
      );
      await expectError(
        await other.shop.send('GET', '/api/orders/00000000-0000-4000-8000-000000000000'),
        404,
        errorCodes.notFound,
      );
      await expectError(
        await other.shop.send('GET', '/api/orders/x%00y'),
        400,
        errorCodes.badRequest,
      );
      await expectError(await ctx.request(`/api/orders/${orderId}`), 401, errorCodes.unauthorized);
    });
  });
});
