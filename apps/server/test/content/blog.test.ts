import { blogPost } from '@glossy/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, signUp } from '../support/actors';
import { expectError } from '../support/http';
import { describeEachBackend } from '../support/test-app';

describeEachBackend('blog posts', (ctx) => {
  it('are published by signed-in users and listed newest first', async () => {
    const writer = await signUp(ctx, 'writer@blog.test');
    const publish = (text: string) =>
      ctx.request('/api/post-blog', { method: 'POST', json: { text }, headers: bearer(writer) });
    const first = await publish('  Ten minutes of gesture drawing a day  ');
    expect(first.status).toBe(201);
    expect(((await first.json()) as { insertedId: string }).insertedId).toBeTruthy();
    await publish('Why I keep a colour journal');
    const list = z.array(blogPost).parse(await (await ctx.request('/api/blog-posts')).json());
    expect(list.map((post) => post.text).slice(0, 2)).toEqual([
      'Why I keep a colour journal',
      'Ten minutes of gesture drawing a day',
    ]);
    expect(list[0]!.author).toEqual({ name: writer.name, photoURL: null });
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuse anonymous writers, empty text and unexpected fields without storing anything', async () => {
    const writer = await signUp(ctx, 'careful@blog.test');
    const before = (await ctx.counts()).blog_posts;
    await expectError(
      await ctx.request('/api/post-blog', { method: 'POST', json: { text: 'hi' } }),
      401,
    );
    const empty = await ctx.request('/api/post-blog', {
      method: 'POST',
      json: { text: '   ' },
      headers: bearer(writer),
    });
    expect((await expectError(empty, 400)).error.fields?.text).toBe('Write something first');
    await expectError(
      await ctx.request('/api/post-blog', {
        method: 'POST',
        json: { text: 'x', author: 'admin' },
        headers: bearer(writer),
      }),
      400,
    );
    expect((await ctx.counts()).blog_posts).toBe(before);
  });
});
