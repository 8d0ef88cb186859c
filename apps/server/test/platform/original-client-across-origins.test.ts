import { rm } from 'node:fs/promises';
import { checkoutAnswer, course, courseList } from '@glossy/contract';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { paths } from '../../src/paths';
import { signUp, type SignedIn } from '../support/actors';
import { shopper } from '../support/commerce';
import { expectJson } from '../support/http';
import { describeEachBackend, type TestApp } from '../support/test-app';
import { uploadPicture } from '../support/uploads';

/** A built site with one media file, as the original client's pages would show it. */
vi.mock('../../src/paths', async (importOriginal) => {
  const { mkdirSync, mkdtempSync, writeFileSync } = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const actual = await importOriginal<{ paths: typeof paths }>();
  const root = mkdtempSync(path.join(os.tmpdir(), 'gd-across-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body></body></html>');
  mkdirSync(path.join(root, 'media', 'courses'), { recursive: true });
  writeFileSync(path.join(root, 'media', 'courses', 'c1.webp'), 'RIFF0000WEBP');
  return { paths: { ...actual.paths, webDist: root } };
});

afterAll(() => rm(paths.webDist, { recursive: true, force: true }));

const clientOrigin = 'http://localhost:5173';
const corp = (res: Response) => res.headers.get('cross-origin-resource-policy');

/** The files the original client's pages embed: a media picture and an uploaded one. */
function fileChecks(ctx: TestApp, expected: 'cross-origin' | 'same-origin') {
  let maya: SignedIn;
  beforeAll(async () => {
    maya = await signUp(ctx, 'maya@across.test');
  });

  it(`shows /media pictures with CORP ${expected}, with or without an Origin`, async () => {
    // An <img> sends no Origin; a fetch() does: both must be allowed to read it.
    const withAndWithout: Record<string, string>[] = [{}, { origin: clientOrigin }];
    for (const headers of withAndWithout) {
      const res = await ctx.request('/media/courses/c1.webp', { headers });
      expect(res.status).toBe(200);
      expect(corp(res)).toBe(expected);
    }
  });

  it(`shows a public upload with CORP ${expected}`, async () => {
    const url = await uploadPicture(ctx, maya);
    const res = await ctx.request(url, { headers: { origin: clientOrigin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect(corp(res)).toBe(expected);
  });

  it('keeps a missing file same-origin', async () => {
    const res = await ctx.request('/uploads/nothing-here.png', {
      headers: { origin: clientOrigin },
    });
    expect(res.status).toBe(404);
    expect(corp(res)).toBe('same-origin');
  });
}

describeEachBackend(
  'the original client across origins',
  (ctx) => {
    fileChecks(ctx, 'cross-origin');

    it('opens a course by the numeric id the original client links with, and by _id', async () => {
      const [first] = await expectJson(
        await ctx.request('/api/courses?limit=1', { headers: { origin: clientOrigin } }),
        200,
        courseList,
      );
      expect(first).toBeDefined();
      if (!first) return;
      const byNumber = await ctx.request(`/api/courses/${first.id}`, {
        headers: { origin: clientOrigin },
      });
      expect(byNumber.headers.get('access-control-allow-origin')).toBe(clientOrigin);
      const opened = await expectJson(byNumber, 200, course);
      expect(opened._id).toBe(first._id);
      expect(opened.name).toBe(first.name);
      const byId = await expectJson(await ctx.request(`/api/courses/${first._id}`), 200, course);
      expect(byId.id).toBe(first.id);
    });

    /** A new buyer with the first course in the cart, ordering it from a page on `origin`. */
    async function orderFrom(email: string, origin: string) {
      const buyer = await signUp(ctx, email);
      const shop = shopper(ctx, buyer);
      const [first] = await expectJson(await ctx.request('/api/courses?limit=1'), 200, courseList);
      await shop.add({ id: first!.id });
      const res = await ctx.request('/api/order', {
        method: 'POST',
        json: {},
        headers: { origin, authorization: `Bearer ${buyer.token}` },
      });
      return { shop, first: first!, res };
    }

    it('answers POST /api/order with an absolute url whose page completes the payment', async () => {
      const { shop, first, res } = await orderFrom('buyer@across.test', clientOrigin);
      expect(res.headers.get('access-control-allow-origin')).toBe(clientOrigin);
      const { url } = await expectJson(res, 201, checkoutAnswer);
      // The original client sets window.location to it: it must name our site, not its own.
      const page = new URL(url);
      expect(page.origin).toBe(new URL(ctx.config.publicUrl).origin);
      // Followed as the browser would: our payment page, then its sandbox card payment.
      const shown = await ctx.request(`${page.pathname}${page.search}`);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('content-type')).toMatch(/^text\/html/);
      const orderId = page.searchParams.get('order')!;
      expect((await shop.pay(orderId)).status).toBe(200);
      const enrolled = await shop.enrollments();
      expect(enrolled.map((row) => row._id)).toContain(first._id);
    });

    it('keeps the order url a path for our own site, whose router opens it', async () => {
      const { res } = await orderFrom('own-site@across.test', ctx.config.publicUrl);
      const { url } = await expectJson(res, 201, checkoutAnswer);
      expect(url).toMatch(/^\/dashboard\/payment\?order=[0-9a-f-]{36}$/);
    });

    it('names pictures absolutely on PUBLIC_URL for the original client, as paths for our own site', async () => {
      const site = ctx.config.publicUrl;
      for (const url of ['/api/courses?limit=3', '/courses.json', '/instructor.json']) {
        const theirs = (await (
          await ctx.request(url, { headers: { origin: clientOrigin } })
        ).json()) as { img?: string }[];
        const ours = (await (await ctx.request(url)).json()) as { img?: string }[];
        expect(ours.length, url).toBeGreaterThan(0);
        expect(theirs.map((one) => one.img)).toEqual(
          ours.map((one) => one.img && `${site}${one.img}`),
        );
        expect(ours.every((one) => one.img?.startsWith('/media/'))).toBe(true);
      }
      // Its own user's photo, once uploaded, is absolute too.
      const pia = await signUp(ctx, 'pia@across.test');
      const photo = await uploadPicture(ctx, pia);
      const profile = await ctx.request(`/api/updateUser/${pia.userId}`, {
        method: 'PUT',
        json: { photoValue: photo },
        headers: { authorization: `Bearer ${pia.token}` },
      });
      expect(profile.status).toBe(200);
      const me = await ctx.request(`/api/unikUser?email=${encodeURIComponent(pia.email)}`, {
        headers: { origin: clientOrigin, authorization: `Bearer ${pia.token}` },
      });
      expect(JSON.stringify(await me.json())).toContain(`"${site}${photo}"`);
    });

    it.each(['0', '999999', '99999999999', '01', '-1', '1.5'])(
      'answers a 404, never a 500, for course %s',
      async (id) => {
        const res = await ctx.request(`/api/courses/${id}`);
        expect(res.status).toBe(404);
      },
    );
  },
  { env: { CORS_ORIGINS: clientOrigin } },
);

describeEachBackend('files without CORS_ORIGINS', (ctx) => fileChecks(ctx, 'same-origin'));
