import {
  adminPaymentList,
  couponList,
  courseStates,
  enrolledCourseList,
  insertedAnswer,
  order,
  paymentList,
  receipt,
  sandboxCards,
  type CouponInput,
} from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, payments } from '../../src/db/schema';
import { adminEnv, bearer, signUp, type SignedIn } from '../support/actors';
import { articleOnly, publishCourse } from '../support/classroom';
import { expectJson } from '../support/http';
import { newInstructor, send, signInAdmin } from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
const hostile = ['SAVE\u0000', 'SA\u0007VE', '\u001b[31mRED', 'SAVE 10', 'x'.repeat(40), 'ab'];

describeEachBackend(
  'coupons, wishlist and refunds',
  (ctx: TestApp) => {
    let admin: SignedIn;
    let teacher: SignedIn;
    /** Two of `teacher`'s courses at 49.99 (the course form's price) and one of another's. */
    let mine: string;
    let alsoMine: string;
    let theirs: string;
    let serial = 0;

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      teacher = await newInstructor(ctx, admin, 'coupon-teacher@shop.test');
      const other = await newInstructor(ctx, admin, 'coupon-other@shop.test');
      mine = (await publishCourse(ctx, admin, teacher, [articleOnly('One')])).courseId;
      alsoMine = (await publishCourse(ctx, admin, teacher, [articleOnly('Two')])).courseId;
      theirs = (await publishCourse(ctx, admin, other, [articleOnly('Three')])).courseId;
    });

    const makeCoupon = (who: SignedIn, body: Partial<CouponInput>) =>
      send(ctx, who, 'POST', '/api/coupons', {
        code: `SAVE${(serial += 1)}`,
        kind: 'percent',
        value: 20,
        expiresAt: inADay(),
        maxUses: 10,
        courseId: mine,
        ...body,
      });
    const couponOf = async (who: SignedIn, body: Partial<CouponInput>) =>
      (await expectJson(await makeCoupon(who, body), 201, insertedAnswer)).insertedId!;

    /** A new student with a pending order of these courses; the order's id. */
    async function orderOf(courseIds: string[]) {
      serial += 1;
      const who = await signUp(ctx, `buyer${serial}@shop.test`);
      for (const classI of courseIds) {
        expect((await send(ctx, who, 'POST', '/api/addClass', { classI })).status).toBe(201);
      }
      const res = await send(ctx, who, 'POST', '/api/order');
      const url = ((await res.json()) as { url: string }).url;
      return { who, orderId: new URL(url, 'http://x').searchParams.get('order')! };
    }
    const apply = (who: SignedIn, orderId: string, code: string) =>
      send(ctx, who, 'POST', `/api/orders/${orderId}/coupon`, { code });
    const pay = (who: SignedIn, orderId: string) =>
      send(ctx, who, 'POST', `/api/orders/${orderId}/pay`, { cardNumber: sandboxCards.success });

    describe('making coupons', () => {
      it('lets an instructor make one for their own course, never for another’s or all', async () => {
        expect((await makeCoupon(teacher, { courseId: theirs })).status).toBe(403);
        expect((await makeCoupon(teacher, { courseId: null })).status).toBe(403);
        const id = await couponOf(teacher, { code: 'mine-10', kind: 'amount', value: 10 });
        const listed = await expectJson(
          await send(ctx, teacher, 'GET', '/api/coupons'),
          200,
          couponList,
        );
        expect(listed.find((c) => c._id === id)).toMatchObject({
          code: 'MINE-10',
          kind: 'amount',
          value: 10,
          uses: 0,
          active: true,
          courseId: mine,
        });
        // Codes are unique whatever their case.
        expect((await makeCoupon(teacher, { code: 'Mine-10' })).status).toBe(409);
        const student = await signUp(ctx, 'coupon-student@shop.test');
        expect((await makeCoupon(student, {})).status).toBe(403);
      });

      it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
        const before = await ctx.snapshot();
        const bad: [Partial<CouponInput> | Record<string, unknown>, string][] = [
          ...hostile.map((code): [Record<string, unknown>, string] => [{ code }, 'code']),
          [{ kind: 'percent', value: 101 }, 'value'],
          [{ kind: 'percent', value: 12.5 }, 'value'],
          [{ kind: 'amount', value: -5 }, 'value'],
          [{ kind: 'amount', value: 0 }, 'value'],
          [{ kind: 'amount', value: 1.234 }, 'value'],
          [{ expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'expiresAt'],
          [{ expiresAt: 'tomorrow' }, 'expiresAt'],
          [{ maxUses: 0 }, 'maxUses'],
          [{ maxUses: 2.5 }, 'maxUses'],
          [{ courseId: 'a\u0000b' }, 'courseId'],
          [{ kind: 'half' as never }, 'kind'],
          [{ extra: 1 }, ''],
        ];
        for (const [body, field] of bad) {
          const res = await makeCoupon(admin, body as Partial<CouponInput>);
          expect(res.status, JSON.stringify(body)).toBe(400);
          const error = ((await res.json()) as { error: { fields?: Record<string, string> } })
            .error;
          if (field) expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
        }
        expect(await ctx.snapshot()).toEqual(before);
      });

      it('lets its maker or an admin switch it off, not another instructor', async () => {
        const id = await couponOf(teacher, {});
        const other = await newInstructor(ctx, admin, 'coupon-third@shop.test');
        expect(
          (await send(ctx, other, 'PATCH', `/api/coupons/${id}`, { active: false })).status,
        ).toBe(403);
        const off = await send(ctx, teacher, 'PATCH', `/api/coupons/${id}`, { active: false });
        expect(await off.json()).toEqual({ modifiedCount: 1 });
        const again = await send(ctx, admin, 'PATCH', `/api/coupons/${id}`, { active: false });
        expect(await again.json()).toEqual({ modifiedCount: 0 });
        expect((await send(ctx, admin, 'PATCH', `/api/coupons/${id}`, { uses: 0 })).status).toBe(
          400,
        );
      });
    });

    describe('at checkout', () => {
      it('lowers the total at the server’s prices, counts one use when paid, shows on the receipt', async () => {
        const code = `HALF${serial}`;
        const id = await couponOf(teacher, { code, value: 50, courseId: mine });
        const { who, orderId } = await orderOf([mine, theirs]);
        const priced = await expectJson(await apply(who, orderId, code.toLowerCase()), 200, order);
        // 49.99 + 49.99, half off the first only: 25.00 off (24.995 rounded to the cent).
        expect(priced).toMatchObject({ total: 74.98, discount: 25, couponCode: code });
        expect((await ctx.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.uses).toBe(0);

        const paid = await pay(who, orderId);
        expect(paid.status, await paid.clone().text()).toBe(200);
        const shown = await expectJson(
          await send(ctx, who, 'GET', `/api/orders/${orderId}`),
          200,
          receipt,
        );
        expect(shown).toMatchObject({
          status: 'paid',
          total: 74.98,
          discount: 25,
          couponCode: code,
        });
        expect(shown.payment).toMatchObject({ amount: 74.98, discount: 25, couponCode: code });
        const [stored] = await ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
        expect(stored).toMatchObject({ amountCents: 7498, discountCents: 2500 });
        expect((await ctx.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.uses).toBe(1);
      });

      it('refuses a code that is unknown, expired, off, used up or for other courses', async () => {
        const { who, orderId } = await orderOf([alsoMine]);
        const expectRefused = async (code: string, message: RegExp) => {
          const res = await apply(who, orderId, code);
          expect(res.status, code).toBe(400);
          expect(await res.text()).toMatch(message);
        };
        await expectRefused('NOPE-NOPE', /no such code/);
        const otherCode = `OTHER${serial}`;
        await couponOf(teacher, { code: otherCode, courseId: mine });
        await expectRefused(otherCode, /not for the courses/);
        const [offCode, oldCode] = [`OFF${serial}`, `OLD${serial}`];
        const offId = await couponOf(teacher, { code: offCode, courseId: alsoMine });
        await send(ctx, teacher, 'PATCH', `/api/coupons/${offId}`, { active: false });
        await expectRefused(offCode, /no longer offered/);
        const expiredId = await couponOf(teacher, { code: oldCode, courseId: alsoMine });
        await ctx.db
          .update(coupons)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(coupons.id, expiredId));
        await expectRefused(oldCode, /expired/);
        const usedCode = `USED${serial}`;
        const usedId = await couponOf(teacher, { code: usedCode, courseId: alsoMine, maxUses: 1 });
        await ctx.db.update(coupons).set({ uses: 1 }).where(eq(coupons.id, usedId));
        await expectRefused(usedCode, /used up/);
        for (const code of hostile.slice(0, 3)) {
          expect((await apply(who, orderId, code)).status).toBe(400);
        }
        const unchanged = await expectJson(
          await send(ctx, who, 'GET', `/api/orders/${orderId}`),
          200,
          receipt,
        );
        expect(unchanged).toMatchObject({ total: 49.99, discount: 0, couponCode: null });
        // Another buyer's order: not theirs to price.
        const stranger = await signUp(ctx, `stranger${serial}@shop.test`);
        expect((await apply(stranger, orderId, 'NOPE-NOPE')).status).toBe(403);
      });

      it('gives the last use to one of two buyers paying at once', async () => {
        const code = `LAST${serial}`;
        await couponOf(admin, { code, kind: 'amount', value: 5, maxUses: 1, courseId: null });
        const a = await orderOf([alsoMine]);
        const b = await orderOf([alsoMine]);
        await expectJson(await apply(a.who, a.orderId, code), 200, order);
        await expectJson(await apply(b.who, b.orderId, code), 200, order);
        const results = await Promise.all([pay(a.who, a.orderId), pay(b.who, b.orderId)]);
        expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
        const loser = results[0]!.status === 409 ? a : b;
        const back = await expectJson(
          await send(ctx, loser.who, 'GET', `/api/orders/${loser.orderId}`),
          200,
          receipt,
        );
        // Nothing charged: the order waits at its full price.
        expect(back).toMatchObject({ status: 'pending', total: 49.99, couponCode: null });
        const [row] = await ctx.db.select().from(coupons).where(eq(coupons.code, code));
        expect(row!.uses).toBe(1);
      });
    });

    describe('the wishlist', () => {
      it('keeps courses, moves one to the cart in one call, never an owned one', async () => {
        const who = await signUp(ctx, 'wisher@shop.test');
        const keep = (classI: string) => send(ctx, who, 'POST', '/api/wishlist', { classI });
        expect((await keep(mine)).status).toBe(201);
        expect((await keep(mine)).status).toBe(200);
        expect((await keep(theirs)).status).toBe(201);
        const states = async () =>
          expectJson(await send(ctx, who, 'GET', '/api/me/course-states'), 200, courseStates);
        expect((await states()).wished.sort()).toEqual([mine, theirs].sort());

        const moved = await send(ctx, who, 'POST', `/api/wishlist/${mine}/move`);
        expect(moved.status).toBe(201);
        expect(await states()).toMatchObject({ inCart: [mine], wished: [theirs] });
        expect((await send(ctx, who, 'POST', `/api/wishlist/${mine}/move`)).status).toBe(404);

        const res = await send(ctx, who, 'POST', '/api/order');
        const orderId = new URL(
          ((await res.json()) as { url: string }).url,
          'http://x',
        ).searchParams.get('order')!;
        expect((await pay(who, orderId)).status).toBe(200);
        expect((await keep(mine)).status).toBe(409);

        expect(await (await send(ctx, who, 'DELETE', `/api/wishlist/${theirs}`)).json()).toEqual({
          deletedCount: 1,
        });
        expect(await (await send(ctx, who, 'GET', '/api/wishlist')).json()).toEqual([]);
        for (const classI of ['a\u0000b', '', 'x'.repeat(70)]) {
          expect((await keep(classI)).status).toBe(400);
        }
        expect((await keep('00000000-0000-4000-8000-000000000000')).status).toBe(404);
      });
    });

    describe('refunds', () => {
      it('an admin refunds a payment: the order is refunded, the course leaves the student', async () => {
        const { who, orderId } = await orderOf([theirs]);
        expect((await pay(who, orderId)).status).toBe(200);
        const [paid] = await expectJson(
          await send(ctx, who, 'GET', '/api/payments'),
          200,
          paymentList,
        );
        expect(
          (await send(ctx, who, 'POST', `/api/admin/payments/${paid!._id}/refund`)).status,
        ).toBe(403);
        const listed = await expectJson(
          await send(ctx, admin, 'GET', '/api/admin/payments'),
          200,
          adminPaymentList,
        );
        expect(listed.find((p) => p._id === paid!._id)).toMatchObject({
          refundable: true,
          buyer: { email: who.email },
        });

        const refunded = await send(ctx, admin, 'POST', `/api/admin/payments/${paid!._id}/refund`);
        expect(refunded.status, await refunded.clone().text()).toBe(200);
        expect(
          ((await refunded.json()) as { refundedAt: string | null }).refundedAt,
        ).not.toBeNull();
        expect(
          (await send(ctx, admin, 'POST', `/api/admin/payments/${paid!._id}/refund`)).status,
        ).toBe(409);
        const mine = await expectJson(
          await send(ctx, who, 'GET', '/api/enrollments'),
          200,
          enrolledCourseList,
        );
        expect(mine.map((c) => c._id)).not.toContain(theirs);
        const back = await expectJson(
          await send(ctx, who, 'GET', `/api/orders/${orderId}`),
          200,
          receipt,
        );
        expect(back.status).toBe('refunded');
        const history = await expectJson(
          await send(ctx, who, 'GET', '/api/payments'),
          200,
          paymentList,
        );
        expect(history[0]!.refundedAt).not.toBeNull();
      });

      it('refuses a payment older than the policy allows', async () => {
        const { who, orderId } = await orderOf([mine]);
        expect((await pay(who, orderId)).status).toBe(200);
        const [row] = await ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
        await ctx.db
          .update(payments)
          .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
          .where(eq(payments.id, row!.id));
        const res = await send(ctx, admin, 'POST', `/api/admin/payments/${row!.id}/refund`);
        expect(res.status).toBe(409);
        expect(await res.text()).toMatch(/30 days/);
        const before = await ctx.snapshot();
        for (const id of ['%00', 'a%07b', '00000000-0000-4000-8000-000000000000']) {
          const bad = await ctx.request(`/api/admin/payments/${id}/refund`, {
            method: 'POST',
            headers: bearer(admin),
          });
          expect([400, 404], id).toContain(bad.status);
        }
        expect(await ctx.snapshot()).toEqual(before);
      });
    });
  },
  { env: adminEnv },
);
