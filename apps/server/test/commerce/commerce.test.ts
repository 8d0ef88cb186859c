import {
  cartList,
  checkoutAnswer,
  course as courseSchema,
  courseList,
  enrolledCourseList,
  errorCodes,
  insertedAnswer,
  orderList,
  paidAnswer,
  paymentList,
  sandboxCards,
  type Course,
} from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  adminCredentials,
  adminEnv,
  bearer,
  signIn,
  signUp,
  type SignedIn,
} from '../support/actors';
import { expectError, expectJson } from '../support/http';
import { describeEachBackend, type TestApp } from '../support/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';

describeEachBackend(
  'commerce',
  (ctx: TestApp) => {
    let catalog: Course[] = [];
    let buyerCount = 0;

    beforeAll(async () => {
      catalog = await expectJson(await ctx.request('/api/courses?limit=12'), 200, courseList);
    });

    const newBuyer = () => {
      buyerCount += 1;
      return signUp(ctx, `buyer${buyerCount}@shop.test`);
    };

    const send = (who: SignedIn, method: string, url: string, json?: unknown) =>
      ctx.request(url, { method, json, headers: bearer(who) });

    const addToCart = async (who: SignedIn, body: Record<string, unknown>, status = 201) =>
      (await expectJson(await send(who, 'POST', '/api/addClass', body), status, insertedAnswer))
        .insertedId;

    const cartOf = async (who: SignedIn, asWho = who) =>
      expectJson(
        await send(asWho, 'GET', `/api/addClass/${encodeURIComponent(who.email)}`),
        200,
        cartList,
      );

    const orderIdOf = (url: string) => {
      expect(url).toMatch(/^\/dashboard\/payment\?order=[0-9a-f-]{36}$/);
      return new URL(url, 'http://localhost').searchParams.get('order')!;
    };

    const checkout = async (who: SignedIn, cartItemId?: string) => {
      const url = cartItemId ? `/api/order/${cartItemId}` : '/api/order';
      return orderIdOf((await expectJson(await send(who, 'POST', url), 201, checkoutAnswer)).url);
    };

    const pay = (who: SignedIn, orderId: string, cardNumber: string = sandboxCards.success) =>
      send(who, 'POST', `/api/orders/${orderId}/pay`, { cardNumber });

    it('puts a course in the cart once, at the catalog’s name and price whatever the card sent', async () => {
      const buyer = await newBuyer();
      const course = catalog[0]!;
      const first = await addToCart(buyer, {
        classI: course._id,
        name: 'Free course',
        price: 0.01,
        Level: 'Beginner',
        email: buyer.email.toUpperCase(),
        img: 'https://elsewhere.example/x.png',
      });
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(await addToCart(buyer, { classI: course._id }, 200)).toBeNull();
      // The whole course object, as the course list's cards posted it, works too.
      const second = await addToCart(buyer, { ...catalog[1]! });
      expect(await cartOf(buyer)).toEqual([
        {
          _id: second,
          classI: catalog[1]!._id,
          name: catalog[1]!.name,
          price: catalog[1]!.price,
          Level: catalog[1]!.Level,
          email: buyer.email,
          img: catalog[1]!.img,
        },
        {
          _id: first,
          classI: course._id,
          name: course.name,
          price: course.price,
          Level: course.Level,
          email: buyer.email,
          img: course.img,
        },
      ]);
    });

    it('refuses a bad cart request with a clear error and stores nothing', async () => {
      const buyer = await newBuyer();
      const before = await ctx.snapshot();
      const noCourse = await expectError(
        await send(buyer, 'POST', '/api/addClass', { name: 'x' }),
        400,
      );
      expect(noCourse.error.fields).toHaveProperty('classI');
      await expectError(
        await send(buyer, 'POST', '/api/addClass', { classI: unknownId }),
        404,
        errorCodes.notFound,
      );
      await expectError(
        await send(buyer, 'POST', '/api/addClass', { classI: 'not-a-uuid' }),
        404,
        errorCodes.notFound,
      );
      await expectError(
        await send(buyer, 'POST', '/api/addClass', {
          classI: catalog[0]!._id,
          email: 'someone@else.test',
        }),
        403,
      );
      await expectError(
        await ctx.request('/api/addClass', { method: 'POST', json: { classI: catalog[0]!._id } }),
        401,
      );
      expect(await ctx.snapshot()).toEqual(before);
    });

    it('shows a cart only to its owner and to admins; only the owner removes from it', async () => {
      const [owner, other] = [await newBuyer(), await newBuyer()];
      const admin = await signIn(ctx, adminCredentials.email, adminCredentials.password);
      const itemId = (await addToCart(owner, { classI: catalog[2]!._id }))!;
      await expectError(
        await send(other, 'GET', `/api/addClass/${encodeURIComponent(owner.email)}`),
        403,
      );
      expect((await cartOf(owner, admin)).map((item) => item._id)).toEqual([itemId]);
      await expectError(await send(other, 'DELETE', `/api/addClass/${itemId}`), 403);
      await expectError(await send(admin, 'DELETE', `/api/addClass/${itemId}`), 403);
      expect(await cartOf(owner)).toHaveLength(1);
      expect(await (await send(owner, 'DELETE', `/api/addClass/${itemId}`)).json()).toEqual({
        deletedCount: 1,
      });
      await expectError(await send(owner, 'DELETE', `/api/addClass/${itemId}`), 404);
      expect(await cartOf(owner)).toEqual([]);
    });

    it('checks one course out, pays it, and enrolls the buyer', async () => {
      const buyer = await newBuyer();
      const course = catalog[3]!;
      const itemId = (await addToCart(buyer, { classI: course._id }))!;
      const orderId = await checkout(buyer, itemId);
      expect(await checkout(buyer, itemId)).toBe(orderId);

      const [pending] = await expectJson(await send(buyer, 'GET', '/api/orders'), 200, orderList);
      expect(pending).toMatchObject({
        _id: orderId,
        status: 'pending',
        total: course.price,
        paidAt: null,
        items: [{ classI: course._id, name: course.name, price: course.price, img: course.img }],
      });

      const paid = await expectJson(await pay(buyer, orderId), 200, paidAnswer);
      expect(paid.url).toBe(`/dashboard/payment/${orderId}`);
      expect(paid.payment).toMatchObject({
        orderId,
        amount: course.price,
        provider: 'sandbox',
        courses: [course.name],
      });
      expect(paid.payment.transactionId).toMatch(/^sandbox_/);

      const [settled] = await expectJson(await send(buyer, 'GET', '/api/orders'), 200, orderList);
      expect(settled!.status).toBe('paid');
      expect(settled!.paidAt).not.toBeNull();
      expect(await cartOf(buyer)).toEqual([]);
      const owned = await expectJson(
        await send(buyer, 'GET', '/api/enrollments'),
        200,
        enrolledCourseList,
      );
      expect(owned.map((c) => c._id)).toEqual([course._id]);
      const history = await expectJson(await send(buyer, 'GET', '/api/payments'), 200, paymentList);
      expect(history).toEqual([paid.payment]);

      await expectError(await pay(buyer, orderId), 409, errorCodes.conflict);
      await expectError(
        await send(buyer, 'POST', '/api/addClass', { classI: course._id }),
        409,
        errorCodes.conflict,
      );
    });

    it('counts the new student on the course, in the course list too', async () => {
      const buyer = await newBuyer();
      const course = catalog[4]!;
      const before = await expectJson(await ctx.request('/api/courses?limit=12'), 200, courseList);
      const studentsBefore = before.find((c) => c._id === course._id)!.students;
      const orderId = await checkout(buyer, (await addToCart(buyer, { classI: course._id }))!);
      expect((await pay(buyer, orderId)).status).toBe(200);
      const detail = await expectJson(
        await ctx.request(`/api/courses/${course._id}`),
        200,
        courseSchema,
      );
      expect(detail.students).toBe(studentsBefore + 1);
      const after = await expectJson(await ctx.request('/api/courses?limit=12'), 200, courseList);
      expect(after.find((c) => c._id === course._id)!.students).toBe(studentsBefore + 1);
    });

    it('checks the whole cart out at once, for the sum of its prices', async () => {
      const buyer = await newBuyer();
      await expectError(await send(buyer, 'POST', '/api/order'), 400, errorCodes.badRequest);
      const picks = [catalog[5]!, catalog[6]!];
      for (const course of picks) await addToCart(buyer, { classI: course._id });
      const orderId = await checkout(buyer);
      const paid = await expectJson(await pay(buyer, orderId), 200, paidAnswer);
      const total = picks.reduce((sum, course) => sum + course.price, 0);
      expect(paid.payment.amount).toBeCloseTo(total, 2);
      expect([...paid.payment.courses].sort()).toEqual(picks.map((c) => c.name).sort());
      const owned = await expectJson(
        await send(buyer, 'GET', '/api/enrollments'),
        200,
        enrolledCourseList,
      );
      expect(owned.map((c) => c._id).sort()).toEqual(picks.map((c) => c._id).sort());
    });

    it('refuses bad, invalid and declined cards; the order stays pending and nothing is bought', async () => {
      const buyer = await newBuyer();
      const orderId = await checkout(buyer, (await addToCart(buyer, { classI: catalog[7]!._id }))!);
      const before = await ctx.snapshot();
      for (const [cardNumber, message] of [
        ['12', 'Enter the 16 digits of the card number'],
        ['4242 4242 4242 4241', 'Your card number is invalid.'],
        [sandboxCards.declined, 'Your card was declined.'],
      ] as const) {
        const refused = await expectError(await pay(buyer, orderId, cardNumber), 400);
        expect(refused.error.fields?.cardNumber).toBe(message);
      }
      await expectError(
        await send(buyer, 'POST', `/api/orders/${orderId}/pay`, { card: 'x' }),
        400,
      );
      expect(await ctx.snapshot()).toEqual(before);
      const [order] = await expectJson(await send(buyer, 'GET', '/api/orders'), 200, orderList);
      expect(order!.status).toBe('pending');
    });

    it('keeps orders to their buyer', async () => {
      const [buyer, other] = [await newBuyer(), await newBuyer()];
      const itemId = (await addToCart(buyer, { classI: catalog[8]!._id }))!;
      const orderId = await checkout(buyer, itemId);
      await expectError(await send(other, 'POST', `/api/order/${itemId}`), 403);
      await expectError(await pay(other, orderId), 403);
      await expectError(await pay(other, unknownId), 404);
      expect(await expectJson(await send(other, 'GET', '/api/orders'), 200, orderList)).toEqual([]);
      await expectError(
        await ctx.request(`/api/orders/${orderId}/pay`, {
          method: 'POST',
          json: { cardNumber: sandboxCards.success },
        }),
        401,
      );
    });
  },
  { env: adminEnv },
);
