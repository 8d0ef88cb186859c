import { blogPost, deletedAnswer, errorCodes, insertedAnswer } from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { blogPosts } from '../../src/db/schema';
import { adminEnv, bearer, signUp, type SignedIn } from '../support/actors';
import { expectError, expectJson } from '../support/http';
import { newInstructor, signInAdmin } from '../support/studio';
import { describeEachBackend } from '../support/test-app';

describeEachBackend(
  'blog post removal',
  (ctx) => {
    let admin: SignedIn;
    let writer: SignedIn;
    let instructor: SignedIn;

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      writer = await signUp(ctx, 'writer@removal.test');
      instructor = await newInstructor(ctx, admin, 'teacher@removal.test');
    });

    const publish = async (text: string) => {
      const res = await ctx.request('/api/post-blog', {
        method: 'POST',
        json: { text },
        headers: bearer(writer),
      });
      return (await expectJson(res, 201, insertedAnswer.strict())).insertedId!;
    };
    const remove = (id: string, who?: SignedIn) =>
      ctx.request(`/api/post-blog/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: who ? bearer(who) : {},
      });
    const listed = async () => {
      const res = await ctx.request('/api/blog-posts');
      // Never kept by a browser or a cache: a removal shows on the very next read.
      expect(res.headers.get('cache-control')).toBe('no-store');
      return (await expectJson(res, 200, z.array(blogPost.strict()))).map((post) => post.id);
    };

    it('lets an admin remove a post: it leaves the blog at once and stays on record', async () => {
      const kept = await publish('Keeping a sketchbook on the bus');
      const doomed = await publish('Buy my followers at a discount');
      expect(await listed()).toEqual(expect.arrayContaining([kept, doomed]));
      const before = (await ctx.counts()).blog_posts;

      const answer = await expectJson(await remove(doomed, admin), 200, deletedAnswer.strict());
      expect(answer).toEqual({ deletedCount: 1 });

      const ids = await listed();
      expect(ids).toContain(kept);
      expect(ids).not.toContain(doomed);
      // Soft removal: the row is still there, with who removed it and when.
      expect((await ctx.counts()).blog_posts).toBe(before);
      const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, doomed));
      expect(row!.removedBy).toBe(admin.userId);
      expect(row!.removedAt).toBeInstanceOf(Date);
      expect(Date.now() - row!.removedAt!.getTime()).toBeLessThan(60_000);
      const [untouched] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, kept));
      expect(untouched).toMatchObject({ removedAt: null, removedBy: null });
    });

    it('answers deletedCount 0 for a post already removed, keeping the first removal', async () => {
      const id = await publish('Twice removed');
      await expectJson(await remove(id, admin), 200, deletedAnswer.strict());
      const [first] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id));
      const again = await expectJson(await remove(id, admin), 200, deletedAnswer.strict());
      expect(again).toEqual({ deletedCount: 0 });
      const [after] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id));
      expect(after!.removedAt!.getTime()).toBe(first!.removedAt!.getTime());
      expect(await listed()).not.toContain(id);
    });

    it('refuses everyone but admins, the author too, and leaves the post listed', async () => {
      const id = await publish('Mine to keep');
      await expectError(await remove(id), 401, errorCodes.unauthorized);
      await expectError(await remove(id, writer), 403, errorCodes.forbidden);
      await expectError(await remove(id, instructor), 403, errorCodes.forbidden);
      // A non-admin learns nothing about which ids exist: 403 for an unknown one as well.
      await expectError(
        await remove('00000000-0000-4000-8000-000000000000', writer),
        403,
        errorCodes.forbidden,
      );
      expect(await listed()).toContain(id);
      const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id));
      expect(row).toMatchObject({ removedAt: null, removedBy: null });
    });

    it.each([
      ['an unknown id', '00000000-0000-4000-8000-000000000000'],
      ['a malformed id', 'not-a-post'],
      ['an operator-shaped id', '{"$ne":null}'],
    ])('answers 404 to an admin for %s', async (_, id) => {
      await expectError(await remove(id, admin), 404, errorCodes.notFound);
    });

    it('is documented in the OpenAPI document with every status it answers', async () => {
      const doc = (await (await ctx.request('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      const documented = doc.paths['/api/post-blog/{id}']?.delete;
      expect(Object.keys(documented?.responses ?? {}).sort()).toEqual(['200', '401', '403', '404']);
    });
  },
  { env: adminEnv },
);
