import { errorCodes, type Course } from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type SignedIn } from '../support/actors';
import { buyers, someCourses } from '../support/commerce';
import { expectError } from '../support/http';
import { describeEachBackend, type TestApp } from '../support/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';

/** Spec §7: what a client written for the original server sends to /addClass and /order. */
describeEachBackend('the original client’s cart and order calls', (ctx: TestApp) => {
  let catalog: Course[] = [];
  const newBuyer = buyers(ctx, 'original');

  beforeAll(async () => {
    catalog = await someCourses(ctx);
  });

  /** The course as the original's static courses.json had it: `id`, and no `_id`. */
  const staticCourse = (course: Course) => ({
    id: course.id,
    img: course.img,
    name: course.name,
    Details: course.Details,
    rating: course.rating,
    Level: course.Level,
    Instructor: course.Instructor,
    price: course.price,
  });

  it('puts a course in the cart by its `id`, as the static courses.json named it', async () => {
    const { shop } = await newBuyer();
    const [first, second] = [catalog[0]!, catalog[1]!];
    const added = await shop.add(staticCourse(first));
    expect(added).toMatch(/^[0-9a-f-]{36}$/);
    expect(await shop.add({ id: first.id }, 200)).toBeNull();
    expect(await shop.add({ id: String(first.id) }, 200)).toBeNull();
    // Our own _id in `id` names the course too.
    await shop.add({ id: second._id });
    expect((await shop.cart()).map((item) => item.classI).sort()).toEqual(
      [first._id, second._id].sort(),
    );
    expect((await shop.cart()).find((item) => item._id === added)).toMatchObject({
      classI: first._id,
      name: first.name,
      price: first.price,
    });
  });

  it('orders the one cart item the body names: the cart item plus productId, as the original sent it', async () => {
    const { shop } = await newBuyer();
    await shop.fill(catalog.slice(0, 3));
    const cart = await shop.cart();
    const ordered: string[] = [];
    const shapes: [string, (item: (typeof cart)[number]) => unknown][] = [
      ['cart item plus productId (the course)', (item) => ({ ...item, productId: item.classI })],
      ['cart item plus productId (the item)', (item) => ({ ...item, productId: item._id })],
      ['_id alone', (item) => ({ _id: item._id })],
      ['productId alone (the course)', (item) => ({ productId: item.classI })],
    ];
    for (const [label, body] of shapes) {
      const item = cart[ordered.length % cart.length]!;
      const orderId = await shop.checkout({ body: body(item) });
      ordered.push(orderId);
      const order = (await shop.orders()).find((row) => row._id === orderId);
      expect(order, label).toMatchObject({ status: 'pending', total: item.price });
      expect(
        order!.items.map((line) => line.classI),
        label,
      ).toEqual([item.classI]);
    }
    // One order per item; the fourth named the first item again, so it is the same pending order.
    expect(new Set(ordered.slice(0, 3)).size).toBe(3);
    expect(ordered[3]).toBe(ordered[0]);
    // The cart is untouched until payment, and `{}` still orders all of it.
    expect(await shop.cart()).toHaveLength(3);
    const whole = await shop.checkout({ body: {} });
    const [newest] = await shop.orders();
    expect(newest).toMatchObject({ _id: whole, status: 'pending' });
    expect(newest!.items.map((line) => line.classI).sort()).toEqual(
      cart.map((item) => item.classI).sort(),
    );
  });

  it('documents both shapes in the OpenAPI document', async () => {
    const doc = (await (await ctx.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              required?: boolean;
              content: Record<string, { schema: { properties?: Record<string, unknown> } }>;
            };
          }
        >
      >;
    };
    const order = doc.paths['/api/order']?.post?.requestBody;
    expect(order?.required ?? false).toBe(false);
    expect(Object.keys(order?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['_id', 'productId']),
    );
    const addClass = doc.paths['/api/addClass']?.post?.requestBody;
    expect(Object.keys(addClass?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['classI', '_id', 'id']),
    );
  });

  it('refuses a body naming an unknown or another buyer’s item, and stores nothing', async () => {
    const { shop } = await newBuyer();
    const { shop: other } = await newBuyer();
    await shop.add({ classI: catalog[0]!._id });
    const othersItem = (await other.add({ classI: catalog[1]!._id }))!;
    const before = await ctx.snapshot();
    for (const body of [
      { _id: unknownId },
      { _id: 'not-a-uuid' },
      { productId: unknownId },
      // A course of the catalog that is not in this buyer's cart.
      { productId: catalog[2]!._id },
      { classI: catalog[1]!._id },
    ]) {
      await expectError(await shop.send('POST', '/api/order', body), 404, errorCodes.notFound);
    }
    for (const body of [{ _id: othersItem }, { productId: othersItem }]) {
      await expectError(await shop.send('POST', '/api/order', body), 403, errorCodes.forbidden);
    }
    await expectError(await shop.send('POST', `/api/order/${othersItem}`), 403);
    await expectError(await shop.send('POST', `/api/order/${unknownId}`), 404);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it('answers bad input with a 400, control characters included, never a 500, storing nothing', async () => {
    const { who, shop } = await newBuyer();
    await shop.add({ classI: catalog[3]!._id });
    const before = await ctx.snapshot();
    const controls = [
      { _id: 'a\u0000b' },
      { _id: '\u0007' },
      { productId: `${catalog[3]!._id}\u0000` },
      { classI: '\u001b[31m' },
    ];
    for (const body of controls) {
      const refused = await expectError(
        await shop.send('POST', '/api/order', body),
        400,
        errorCodes.badRequest,
      );
      expect(Object.values(refused.error.fields ?? {}), JSON.stringify(body)).toContain(
        'Remove the control characters',
      );
    }
    const unnamed = await expectError(
      await shop.send('POST', '/api/order', { name: 'no item named', price: 10 }),
      400,
    );
    expect(unnamed.error.fields?._id).toMatch(/_id or productId/);
    for (const body of [{ _id: 12 }, { _id: null }, [], 'cart', null]) {
      await expectError(await shop.send('POST', '/api/order', body), 400, errorCodes.badRequest);
    }
    const malformed = await ctx.request('/api/order', {
      method: 'POST',
      body: '{"_id":',
      headers: { ...bearer(who), 'content-type': 'application/json' },
    });
    await expectError(malformed, 400);
    await expectError(await shop.send('POST', '/api/order/%00%01'), 400, errorCodes.badRequest);
    await expectError(
      await shop.send('POST', '/api/orders/%07/pay', { cardNumber: '4242424242424242' }),
      400,
    );
    const badCarts: unknown[] = [
      { id: 'x\u0000' },
      { id: 1.5 },
      { id: -3 },
      { id: 2 ** 31 },
      { classI: 'a\u0001' },
      { classI: catalog[4]!._id, email: `${who.email}\u0000` },
      {},
    ];
    for (const body of badCarts) {
      await expectError(await shop.send('POST', '/api/addClass', body), 400, errorCodes.badRequest);
    }
    for (const id of [999_999, '999999', '12345678901234567890']) {
      await expectError(await shop.send('POST', '/api/addClass', { id }), 404, errorCodes.notFound);
    }
    expect(await ctx.snapshot()).toEqual(before);
  });

  it('keeps a buyer’s own cart item to the buyer, whichever shape names it', async () => {
    const { shop } = await newBuyer();
    const stranger: SignedIn = await signUp(ctx, 'stranger@shop.test');
    const itemId = (await shop.add({ classI: catalog[5]!._id }))!;
    const res = await ctx.request('/api/order', {
      method: 'POST',
      json: { _id: itemId, productId: catalog[5]!._id },
      headers: bearer(stranger),
    });
    await expectError(res, 403, errorCodes.forbidden);
    const anonymous = await ctx.request('/api/order', { method: 'POST', json: { _id: itemId } });
    await expectError(anonymous, 401);
    expect(await shop.orders()).toEqual([]);
  });
});
