import {
  courseList,
  insertedAnswer,
  instructor,
  post,
  profileAnswer,
  review,
} from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { courseFile } from '../../src/modules/catalog/spec-files';
import { bearer, signUp, type SignedIn } from '../support/actors';
import { expectJson } from '../support/http';
import { describeEachBackend } from '../support/test-app';

/** Where the original React client is served from: another origin, listed in CORS_ORIGINS. */
const clientOrigin = 'http://localhost:5173';

/**
 * The original client's calls (spec §7) with its payloads exactly as it sends them, from its own
 * origin, reading only the fields it reads. A client written for the original server must work
 * against ours (decision 0022).
 */
describeEachBackend(
  'the original client',
  (ctx) => {
    let maya: SignedIn;
    let other: SignedIn;

    beforeAll(async () => {
      maya = await signUp(ctx, 'maya@original.test', 'correct-horse-1', 'Maya Original');
      other = await signUp(ctx, 'other@original.test');
    });

    /** A call from the client's page: the browser adds Origin; a JSON body is sent as JSON. */
    async function call(
      url: string,
      init: { method?: string; who?: SignedIn; json?: unknown } = {},
    ) {
      const res = await ctx.request(url, {
        method: init.method ?? 'GET',
        json: init.json,
        headers: { origin: clientOrigin, ...(init.who ? bearer(init.who) : {}) },
      });
      // Without it the browser would hand the client nothing, whatever the status.
      expect(res.headers.get('access-control-allow-origin'), url).toBe(clientOrigin);
      expect(res.headers.get('access-control-allow-credentials'), url).toBeNull();
      return res;
    }

    it('reads courses.json: the home courses with the original file’s fields', async () => {
      const res = await call('/courses.json');
      const courses = await expectJson(res, 200, courseFile.element.strict().array());
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      expect(courses.length).toBeGreaterThan(0);
      expect(courses.length).toBeLessThanOrEqual(6);
      // The same courses, in the same order, as the home page shows from the API.
      const home = await expectJson(
        await ctx.request('/api/courses?sort=popular&limit=6'),
        200,
        courseList,
      );
      expect(courses.map((course) => course._id)).toEqual(home.map((course) => course._id));
      const [first] = courses;
      const same = home[0]!;
      expect(first).toEqual({
        _id: same._id,
        id: same.id,
        // Named on this server: the client resolves a path against its own origin.
        img: `${ctx.config.publicUrl}${same.img}`,
        name: same.name,
        Details: same.Details,
        rating: same.rating,
        Level: same.Level,
        Instructor: same.Instructor,
        price: same.price,
      });
      // The home card shows the first 60 characters of Details, then '...'.
      expect(first!.Details.length).toBeGreaterThan(60);
    });

    it('reads review.json and instructor.json as the home page does', async () => {
      const reviews = await expectJson(await call('/review.json'), 200, z.array(review.strict()));
      expect(reviews.length).toBeGreaterThan(0);
      for (const one of reviews) {
        expect(one.student_name.length).toBeGreaterThan(0);
        expect(one.rating).toBeGreaterThanOrEqual(1);
      }
      const instructors = await expectJson(
        await call('/instructor.json'),
        200,
        z.array(instructor.strict()),
      );
      expect(instructors.length).toBeGreaterThan(0);
      // The same people as GET /api/instructors, which the instructors page reads.
      const fromApi = await expectJson(
        await ctx.request('/api/instructors'),
        200,
        z.array(instructor),
      );
      expect(instructors).toEqual(
        fromApi.map((one) => ({ ...one, img: `${ctx.config.publicUrl}${one.img}` })),
      );
      for (const one of reviews) expect(one.image).toMatch(/^http:\/\/localhost:\d+\/media\//);
    });

    it('finds the static files in the OpenAPI document', async () => {
      const doc = (await (await ctx.request('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      for (const file of ['/courses.json', '/review.json', '/instructor.json']) {
        expect(Object.keys(doc.paths[file] ?? {}), file).toEqual(['get']);
      }
    });

    it('reads its profile from GET /unikUser as an array it can map over', async () => {
      const url = `/api/unikUser?email=${encodeURIComponent(maya.email)}`;
      const profiles = await expectJson(await call(url, { who: maya }), 200, profileAnswer);
      expect(profiles).toHaveLength(1);
      // The profile page: profiles.map(p => <Banner src={p.banner} …/>).
      const shown = profiles.map((p) => ({ name: p.name, email: p.email, friends: p.totalFrinds }));
      expect(shown).toEqual([{ name: 'Maya Original', email: maya.email, friends: 0 }]);
    });

    it('posts with photo null, a locale date, its name and email, and is the author', async () => {
      const payload = {
        status: 'Evening sketch of the harbour',
        image: '',
        email: maya.email,
        date: new Date(2024, 2, 9, 18, 30).toLocaleString('en-US'),
        name: 'Maya Original',
        photo: null,
      };
      // A JSON body with a bearer token: the browser asks first.
      const asked = await ctx.request('/api/userPost', {
        method: 'OPTIONS',
        headers: {
          origin: clientOrigin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(asked.status).toBe(204);
      expect(asked.headers.get('access-control-allow-origin')).toBe(clientOrigin);
      const res = await call('/api/userPost', { method: 'POST', who: maya, json: payload });
      const { insertedId } = await expectJson(res, 201, insertedAnswer);
      expect(insertedId).toEqual(expect.any(String));

      const url = `/api/post?email=${encodeURIComponent(maya.email)}`;
      const posts = await expectJson(await call(url, { who: maya }), 200, z.array(post));
      const mine = posts.find((p) => p._id === insertedId);
      expect(mine).toMatchObject({
        status: payload.status,
        image: null,
        email: maya.email,
        name: 'Maya Original',
      });
      // The date is the server's own time, not the string the client sent.
      expect(Math.abs(Date.parse(mine!.date) - Date.now())).toBeLessThan(60_000);
    });

    it('ignores email, name, photo and date whatever they hold: the caller is the author', async () => {
      for (const ignored of [
        { email: other.email, name: 'Someone Else', photo: '//elsewhere.test/face.png' },
        { email: 42, name: null, photo: { url: 'x' }, date: ['yesterday'] },
      ]) {
        const res = await call('/api/userPost', {
          method: 'POST',
          who: maya,
          json: { status: 'Still me', ...ignored },
        });
        const { insertedId } = await expectJson(res, 201, insertedAnswer);
        const feed = await expectJson(
          await ctx.request('/api/allPost?limit=50'),
          200,
          z.array(post),
        );
        expect(feed.find((p) => p._id === insertedId)).toMatchObject({
          name: 'Maya Original',
          authorId: maya.userId,
        });
      }
      // The other fields keep their rules.
      const outside = await call('/api/userPost', {
        method: 'POST',
        who: maya,
        json: { status: 'Hi', image: 'https://elsewhere.test/a.png', photo: null },
      });
      expect(outside.status).toBe(400);
      const empty = await call('/api/userPost', {
        method: 'POST',
        who: maya,
        json: { status: ' ', photo: null },
      });
      expect(empty.status).toBe(400);
    });
  },
  { env: { CORS_ORIGINS: clientOrigin } },
);
