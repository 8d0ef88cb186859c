import { beforeAll, expect, it } from 'vitest';
import { adminEnv, bearer, identityHeaders, signUp } from '../support/actors';
import { expectError } from '../support/http';
import { discoverFuzzTargets, type FuzzTarget } from '../support/fuzz-targets';
import { toOpenApiPath } from '../support/routes';
import { signInAdmin } from '../support/studio';
import { describeEachBackend } from '../support/test-app';

const nul = 'a\u0000b';
const someId = '00000000-0000-4000-8000-000000000000';

/** The route's URL with every path parameter set to `param`. */
const urlOf = (target: FuzzTarget, param: string) =>
  target.pattern.replace(/:\w+/g, param).replace(/\*$/, 'sign-in/email');

describeEachBackend(
  'control characters',
  (ctx) => {
    let targets: FuzzTarget[] = [];
    let admin: Record<string, string> = {};
    /** Whether the OpenAPI document says this route and method take a JSON body. */
    let takesJson: (target: FuzzTarget, method: string) => boolean = () => false;
    beforeAll(async () => {
      // The API's documents read nothing from the request: whatever it holds is never input.
      targets = (await discoverFuzzTargets(ctx)).filter(
        (t) => t.methods.size > 0 && !/^\/api\/(openapi\.json|docs)/.test(t.pattern),
      );
      admin = bearer(await signInAdmin(ctx));
      const doc = (await (await ctx.request('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, { requestBody?: { content: object } }>>;
      };
      takesJson = (target, method) =>
        'application/json' in
        (doc.paths[toOpenApiPath(target.pattern)]?.[method.toLowerCase()]?.requestBody?.content ??
          {});
    });

    it('a NUL byte in a path parameter, a query value or a JSON field is a 400 on every route, signed in as an admin', async () => {
      const before = await ctx.snapshot();
      const failures: string[] = [];
      const expect400 = async (method: string, url: string, json?: Record<string, string>) => {
        const res = await ctx.request(url, {
          method,
          headers: { ...admin, ...identityHeaders(ctx) },
          ...(json ? { json } : {}),
        });
        if (res.status !== 400)
          failures.push(`${method} ${url} ${JSON.stringify(json)}: ${res.status}`);
        else
          expect(((await res.json()) as { error: { fields?: object } }).error.fields).toBeDefined();
      };
      for (const target of targets) {
        for (const method of target.methods) {
          if (target.pattern.includes(':'))
            await expect400(method, urlOf(target, encodeURIComponent(nul)));
          const keys = target.queryKeys.length ? target.queryKeys : ['q'];
          for (const key of keys)
            await expect400(method, `${urlOf(target, someId)}?${key}=${encodeURIComponent(nul)}`);
          // A body is input only where the route takes one: elsewhere it is never read at all.
          if (
            takesJson(target, method) ||
            (target.pattern.startsWith('/api/auth/') && method === 'POST')
          ) {
            const fields = target.bodyFields.length ? target.bodyFields : ['name'];
            for (const field of fields)
              await expect400(method, urlOf(target, someId), { [field]: nul });
          }
        }
      }
      expect(failures.join('\n')).toBe('');
      expect(await ctx.snapshot()).toEqual(before);
    });

    it('the seven routes once answered 500 now name the field', async () => {
      const ann = await signUp(ctx, 'ann@controls.test');
      const cases: [string, string, Record<string, unknown> | undefined, string][] = [
        ['GET', `/api/post?email=${encodeURIComponent(nul)}`, undefined, 'email'],
        ['GET', `/api/users?q=${encodeURIComponent(nul)}`, undefined, 'q'],
        [
          'POST',
          '/api/contact',
          { from_name: nul, from_email: 'a@b.co', message: 'hi' },
          'from_name',
        ],
        ['POST', '/api/userPost', { status: nul }, 'status'],
        ['POST', `/api/posts/${someId}/comments`, { text: nul }, 'text'],
        ['POST', '/api/post-blog', { text: nul }, 'text'],
        ['PUT', `/api/updateUser/${ann.userId}`, { JobsValue: nul }, 'JobsValue'],
      ];
      for (const [method, url, json, field] of cases) {
        const body = await expectError(
          await ctx.request(url, {
            method,
            headers: url.includes('users?') ? admin : bearer(ann),
            json,
          }),
          400,
        );
        expect(body.error.fields, `${method} ${url}`).toHaveProperty(field);
      }
    });

    it('a body nested 150,000 deep with one escape is a 400 on every JSON route, never a 500', async () => {
      const deep = `${'['.repeat(150_000)}"\\n"${']'.repeat(150_000)}`;
      const shallow = `${'['.repeat(64)}1${']'.repeat(64)}`;
      const before = await ctx.snapshot();
      const failures: string[] = [];
      for (const target of targets) {
        for (const method of target.methods) {
          const json =
            takesJson(target, method) ||
            (target.pattern.startsWith('/api/auth/') && method === 'POST');
          if (!json) continue;
          for (const headers of [{}, admin]) {
            const res = await ctx.request(urlOf(target, someId), {
              method,
              body: deep,
              headers: { ...headers, ...identityHeaders(ctx), 'content-type': 'application/json' },
            });
            // A route behind sign-in says so first to an anonymous caller.
            const expected = headers === admin || res.status !== 401 ? 400 : 401;
            if (res.status !== expected)
              failures.push(`${method} ${target.pattern}: ${res.status}`);
          }
        }
      }
      expect(failures.join('\n')).toBe('');
      const contactWith = async (body: string) =>
        expectError(
          await ctx.request('/api/contact', {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/json' },
          }),
          400,
        );
      expect((await contactWith(deep)).error.fields?.body).toMatch(/at most 64 levels/);
      // Sixty-four levels pass the bound; the route's own schema then answers.
      expect((await contactWith(shallow)).error.fields?.body).toMatch(/expected object/);
      expect(await ctx.snapshot()).toEqual(before);
    });

    it('a line break in a one-line field is refused; in a message it is text', async () => {
      const subject = {
        from_name: 'Eve\r\nBcc: x@evil.test',
        from_email: 'eve@b.co',
        message: 'hi',
      };
      const refused = await expectError(
        await ctx.request('/api/contact', { method: 'POST', json: subject }),
        400,
      );
      expect(refused.error.fields).toHaveProperty('from_name');
      const fine = await ctx.request('/api/contact', {
        method: 'POST',
        json: {
          from_name: 'Eve',
          from_email: 'eve@b.co',
          message: 'Line one\nLine two\twith a tab',
        },
      });
      expect(fine.status).toBe(201);
    });
  },
  { env: adminEnv },
);
