import {
  comment,
  deletedAnswer,
  insertedAnswer,
  likeAnswer,
  modifiedAnswer,
  post,
  profile,
  type Post,
} from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminCredentials,
  adminEnv,
  bearer,
  identityHeaders,
  signIn,
  signUp,
  type SignedIn,
} from '../support/actors';
import { expectError, expectJson } from '../support/http';
import { describeEachBackend } from '../support/test-app';
import { uploadPicture } from '../support/uploads';

const missingId = '00000000-0000-4000-8000-000000000000';
const feed = z.array(post.strict());
/** GET /api/unikUser answers the one profile alone in an array, as the original server did. */
const oneProfile = z.tuple([profile.strict()]);

describeEachBackend(
  'community',
  (ctx) => {
    let ada: SignedIn;
    let bob: SignedIn;
    let admin: SignedIn;

    beforeAll(async () => {
      ada = await signUp(ctx, 'ada@community.test');
      bob = await signUp(ctx, 'bob@community.test');
      admin = await signIn(ctx, adminCredentials.email, adminCredentials.password);
    });

    const send = (url: string, method: string, who?: SignedIn | null, json?: unknown) =>
      ctx.request(url, { method, json, headers: who ? bearer(who) : {} });

    async function publish(who: SignedIn, body: Record<string, unknown>) {
      const res = await send('/api/userPost', 'POST', who, body);
      return (await expectJson(res, 201, insertedAnswer)).insertedId!;
    }

    const readFeed = async (url: string, who?: SignedIn | null) =>
      expectJson(await send(url, 'GET', who), 200, feed);

    const find = (posts: Post[], id: string) => posts.find((p) => p._id === id);

    it('posts as the caller and lists the feed newest first, in the contract shape', async () => {
      const first = await publish(ada, { status: 'First sketch', date: '1999', name: 'Fake' });
      const image = await uploadPicture(ctx, ada);
      const second = await publish(ada, { status: 'Second sketch', image });
      const res = await send('/api/allPost?limit=50', 'GET');
      const posts = await expectJson(res, 200, feed);
      expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
      const ids = posts.map((p) => p._id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      const dates = posts.map((p) => Date.parse(p.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const shown = find(posts, second)!;
      expect(shown).toMatchObject({
        status: 'Second sketch',
        image,
        name: ada.name,
        authorId: ada.userId,
        likes: 0,
        comments: 0,
        likedByMe: false,
      });
      // The client's name and date are ignored: the server knows who and when.
      expect(find(posts, first)).toMatchObject({ name: ada.name, image: null });
      expect(Math.abs(Date.parse(find(posts, first)!.date) - Date.now())).toBeLessThan(60_000);
      const paged = await readFeed('/api/allPost?limit=1&page=1');
      expect(paged).toHaveLength(1);
    });

    it('shows the author’s email only to the author and admins', async () => {
      const id = await publish(ada, { status: 'Whose email?' });
      expect(find(await readFeed('/api/allPost?limit=50'), id)!.email).toBeNull();
      expect(find(await readFeed('/api/allPost?limit=50', bob), id)!.email).toBeNull();
      expect(find(await readFeed('/api/allPost?limit=50', ada), id)!.email).toBe(ada.email);
      expect(find(await readFeed('/api/allPost?limit=50', admin), id)!.email).toBe(ada.email);
    });

    it('lists one user’s posts by email', async () => {
      // Anyone signed in may read them; anonymous callers may not learn who has an account.
      await expectError(await send(`/api/post?email=${encodeURIComponent(bob.email)}`, 'GET'), 401);
      const mine = await readFeed(`/api/post?email=${encodeURIComponent(bob.email)}`, ada);
      const id = await publish(bob, { status: 'Bob draws' });
      const after = await readFeed(
        `/api/post?email=${encodeURIComponent(bob.email.toUpperCase())}`,
        ada,
      );
      expect(after).toHaveLength(mine.length + 1);
      expect(after[0]!._id).toBe(id);
      expect(after.every((p) => p.authorId === bob.userId)).toBe(true);
      expect(await readFeed('/api/post?email=nobody%40community.test', ada)).toEqual([]);
    });

    it('counts likes once per user, idempotently both ways', async () => {
      const id = await publish(ada, { status: 'Like me' });
      const like = (who: SignedIn, method: 'PUT' | 'DELETE') =>
        send(`/api/posts/${id}/like`, method, who).then((r) => expectJson(r, 200, likeAnswer));
      expect(await like(bob, 'PUT')).toEqual({ liked: true, likes: 1 });
      expect(await like(bob, 'PUT')).toEqual({ liked: true, likes: 1 });
      expect(await like(ada, 'PUT')).toEqual({ liked: true, likes: 2 });
      expect(find(await readFeed('/api/allPost?limit=50', bob), id)).toMatchObject({
        likes: 2,
        likedByMe: true,
      });
      expect(await like(bob, 'DELETE')).toEqual({ liked: false, likes: 1 });
      expect(await like(bob, 'DELETE')).toEqual({ liked: false, likes: 1 });
      expect(find(await readFeed('/api/allPost?limit=50', bob), id)).toMatchObject({
        likes: 1,
        likedByMe: false,
      });
      expect(find(await readFeed('/api/allPost?limit=50'), id)!.likedByMe).toBe(false);
      await expectError(await send(`/api/posts/${missingId}/like`, 'PUT', bob), 404);
      await expectError(await send('/api/posts/not-an-id/like', 'PUT', bob), 404);
      await expectError(await send(`/api/posts/${id}/like`, 'PUT'), 401);
    });

    it('adds comments, lists them oldest first and lets only the author or an admin delete', async () => {
      const id = await publish(ada, { status: 'Comment on me' });
      const say = async (who: SignedIn, text: string) =>
        (
          await expectJson(
            await send(`/api/posts/${id}/comments`, 'POST', who, { text }),
            201,
            insertedAnswer,
          )
        ).insertedId!;
      const c1 = await say(bob, 'Nice lines');
      const c2 = await say(ada, 'Thanks!');
      const c3 = await say(bob, 'More please');
      const list = await expectJson(
        await send(`/api/posts/${id}/comments`, 'GET'),
        200,
        z.array(comment.strict()),
      );
      expect(list.map((c) => c._id)).toEqual([c1, c2, c3]);
      expect(list[0]).toMatchObject({
        postId: id,
        text: 'Nice lines',
        name: bob.name,
        authorId: bob.userId,
      });
      expect(find(await readFeed('/api/allPost?limit=50'), id)!.comments).toBe(3);

      await expectError(await send(`/api/comments/${c1}`, 'DELETE', ada), 403);
      await expectError(await send(`/api/comments/${c1}`, 'DELETE'), 401);
      const removed = (cid: string, who: SignedIn) =>
        send(`/api/comments/${cid}`, 'DELETE', who).then((r) => expectJson(r, 200, deletedAnswer));
      expect(await removed(c1, bob)).toEqual({ deletedCount: 1 });
      expect(await removed(c2, admin)).toEqual({ deletedCount: 1 });
      await expectError(await send(`/api/comments/${c1}`, 'DELETE', bob), 404);
      await expectError(await send('/api/comments/x', 'DELETE', bob), 404);
      await expectError(await send(`/api/posts/${missingId}/comments`, 'GET'), 404);
      await expectError(
        await send(`/api/posts/${missingId}/comments`, 'POST', bob, { text: 'hi' }),
        404,
      );
      expect(find(await readFeed('/api/allPost?limit=50'), id)!.comments).toBe(1);
    });

    it('deletes a post for its author or an admin, 403 for anyone else, 404 when unknown', async () => {
      const mine = await publish(ada, { status: 'Delete me' });
      const another = await publish(ada, { status: 'Admin deletes me' });
      await expectError(await send(`/api/deletePost/${mine}`, 'DELETE', bob), 403);
      await expectError(await send(`/api/deletePost/${mine}`, 'DELETE'), 401);
      const remove = (id: string, who: SignedIn) =>
        send(`/api/deletePost/${id}`, 'DELETE', who).then((r) => expectJson(r, 200, deletedAnswer));
      expect(await remove(mine, ada)).toEqual({ deletedCount: 1 });
      expect(await remove(another, admin)).toEqual({ deletedCount: 1 });
      const ids = (await readFeed('/api/allPost?limit=50')).map((p) => p._id);
      expect(ids).not.toContain(mine);
      expect(ids).not.toContain(another);
      await expectError(await send(`/api/deletePost/${mine}`, 'DELETE', ada), 404);
      await expectError(await send('/api/deletePost/123', 'DELETE', ada), 404);
    });

    it('reads a profile with the original field names, for the user themself or an admin', async () => {
      const url = `/api/unikUser?email=${encodeURIComponent(ada.email)}`;
      const [own] = await expectJson(await send(url, 'GET', ada), 200, oneProfile);
      expect(own).toMatchObject({
        _id: ada.userId,
        email: ada.email,
        role: 'student',
        totalFrinds: 0,
      });
      expect(own).toHaveProperty('Lives');
      expect(own).toHaveProperty('Profesonal');
      await expectJson(await send(url, 'GET', admin), 200, oneProfile);
      await expectError(await send(url, 'GET', bob), 403);
      await expectError(await send(url, 'GET'), 401);
      await expectError(
        await send('/api/unikUser?email=ghost%40community.test', 'GET', admin),
        404,
      );
    });

    it('updates the own profile and writes name and photo to the identity session', async () => {
      const photo = await uploadPicture(ctx, ada);
      const banner = await uploadPicture(ctx, ada, '#cc6633');
      const update = {
        nameValue: 'Ada L.',
        photoValue: photo,
        TolatFdValue: 42,
        bannerValue: banner,
        introValue: 'I paint skies',
        JobsValue: 'Illustrator',
        profesonalValue: 'Concept art',
        schoolValue: 'Hill School',
        collageValue: 'Art College',
        LivesValue: 'Lisbon',
        relationsValue: 'Single',
        LocationValue: 'Portugal',
      };
      const res = await send(`/api/updateUser/${ada.userId}`, 'PUT', ada, update);
      expect(await expectJson(res, 200, modifiedAnswer)).toEqual({ modifiedCount: 1 });
      const url = `/api/unikUser?email=${encodeURIComponent(ada.email)}`;
      const [updated] = await expectJson(await send(url, 'GET', ada), 200, oneProfile);
      expect(updated).toMatchObject({
        name: 'Ada L.',
        photo,
        banner,
        totalFrinds: 42,
        intro: 'I paint skies',
        Jobs: 'Illustrator',
        Profesonal: 'Concept art',
        School: 'Hill School',
        Collage: 'Art College',
        Lives: 'Lisbon',
        relations: 'Single',
        Location: 'Portugal',
      });
      const session = await ctx.request('/api/auth/get-session', {
        headers: identityHeaders(ctx, ada.cookie),
      });
      const body = (await session.json()) as { user: { name: string; image: string | null } };
      expect(body.user).toMatchObject({ name: 'Ada L.', image: photo });
      // Posts show the author's current name and photo.
      const [latest] = await readFeed(`/api/post?email=${encodeURIComponent(ada.email)}`, bob);
      expect(latest).toMatchObject({ name: 'Ada L.', photo });

      const cleared = await send(`/api/updateUser/${ada.userId}`, 'PUT', ada, { introValue: '' });
      expect(await expectJson(cleared, 200, modifiedAnswer)).toEqual({ modifiedCount: 1 });
      const [afterClear] = await expectJson(await send(url, 'GET', ada), 200, oneProfile);
      expect(afterClear.intro).toBeNull();
      await expectError(await send(`/api/updateUser/${ada.userId}`, 'PUT', bob, update), 403);
      await expectError(await send(`/api/updateUser/${ada.userId}`, 'PUT', admin, update), 403);
      await expectError(await send(`/api/updateUser/${ada.userId}`, 'PUT', null, update), 401);
    });

    it('refuses bad input with a 400/403 and stores nothing', async () => {
      const before = await ctx.snapshot();
      const postAs = (json: unknown) => ['/api/userPost', 'POST', json] as const;
      const editAs = (json: unknown) => [`/api/updateUser/${ada.userId}`, 'PUT', json] as const;
      const bad: Array<[readonly [string, string, unknown], number, string?]> = [
        [postAs({ status: '' }), 400, 'status'],
        [postAs({ status: 'x'.repeat(5001) }), 400, 'status'],
        [postAs({ status: 'Hi', image: 'https://evil.test/a.png' }), 400, 'image'],
        [postAs({ status: 'Hi', image: '//evil.test/a.png' }), 400, 'image'],
        [postAs({ status: 'Hi', image: 'javascript:alert(1)' }), 400, 'image'],
        [postAs({ status: 'Hi', role: 'admin' }), 400],
        [[`/api/posts/${missingId}/comments`, 'POST', { text: '  ' }], 400, 'text'],
        [editAs({ photoValue: 'https://evil.test/p.png' }), 400, 'photoValue'],
        [editAs({ bannerValue: '/\\evil.test' }), 400, 'bannerValue'],
        [editAs({ nameValue: '' }), 400, 'nameValue'],
        [editAs({ TolatFdValue: -1 }), 400, 'TolatFdValue'],
        [editAs({ role: 'admin' }), 400],
      ];
      for (const [[url, method, json], status, field] of bad) {
        const error = await expectError(await send(url, method, ada, json), status);
        if (field)
          expect(error.error.fields, `${url} ${JSON.stringify(json)}`).toHaveProperty(field);
      }
      await expectError(await send('/api/allPost?limit=500', 'GET'), 400);
      expect(await ctx.snapshot()).toEqual(before);
    });
  },
  { env: adminEnv },
);
