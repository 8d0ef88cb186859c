import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { expectWellBehavedAnswer, sendFuzzRequest } from './support/answer-checks';
import type { DbSnapshot } from './support/db-state';
import {
  discoverFuzzTargets,
  fuzzRequest,
  mutatingMethods,
  type FuzzRequest,
  type FuzzTarget,
} from './support/fuzz-targets';
import { httpMethods, type HttpMethod } from './support/routes';
import { describeEachBackend, type TestApp } from './support/test-app';

/** Runs per route × method; FC_RUNS raises it for a deeper soak, FC_SEED replays a failure. */
const numRuns = Number(process.env.FC_RUNS ?? 50);
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;

/** Requests that once misbehaved or easily could; always sent, whatever the random draw. */
const examples: FuzzRequest[] = [
  { method: 'GET', url: '/api/courses?email[$ne]=x&__proto__[admin]=1' },
  { method: 'GET', url: '/api/courses?q=%E0%A4%A&sort=%ZZ' },
  { method: 'GET', url: `/api/courses?q=${'a'.repeat(20_000)}` },
  { method: 'GET', url: '/api/courses/%00' },
  { method: 'GET', url: '/api/events?when[]=old&when=upcoming' },
  { method: 'GET', url: '/api/docs/assets/valueOf' },
  { method: 'GET', url: '/api/docs/assets/__proto__' },
  { method: 'POST', url: '/api/contact', body: { text: 'hello', contentType: 'text/plain' } },
  { method: 'POST', url: '/api/contact' },
  {
    method: 'POST',
    url: '/api/subscriptions',
    body: { text: '{"email":{"$ne":null}}', contentType: 'application/json' },
  },
  {
    method: 'POST',
    url: '/api/subscriptions',
    body: { text: '{"__proto__":{"email":"a@b.co"}}', contentType: 'application/json' },
  },
  { method: 'POST', url: '/api/auth/sign-up/email' },
  {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    body: { text: 'null', contentType: 'application/json' },
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: { text: '{}', contentType: 'application/json' },
  },
  { method: 'POST', url: '/api/auth/update-user' },
  { method: 'GET', url: '/api/auth/no-such-endpoint' },
];

/**
 * Where the route accepts this method, data may legitimately change on success, so each rejected
 * request is compared with the state just before it. Elsewhere nothing may change at all, which is
 * checked once around the whole run.
 */
function property(ctx: TestApp, target: FuzzTarget, method: HttpMethod) {
  const perRequest = mutatingMethods.has(method) && target.methods.has(method);
  let last: DbSnapshot | undefined;
  return fc
    .asyncProperty(fuzzRequest(target, method), async (req) => {
      const res = await sendFuzzRequest(ctx, req);
      await expectWellBehavedAnswer(res, req);
      if (!perRequest) return;
      const now = await ctx.snapshot();
      if (res.status >= 400) expect(now, `${req.method} ${req.url} changed data`).toEqual(last);
      last = now;
    })
    .beforeEach(async () => {
      if (perRequest) last = await ctx.snapshot();
    });
}

async function fuzzTarget(ctx: TestApp, target: FuzzTarget, method: HttpMethod) {
  const served = target.methods.has(method);
  const before = await ctx.snapshot();
  // A method the route does not serve only reaches the catch-all 404, so fewer runs suffice.
  const runs = served ? numRuns : Math.ceil(numRuns / 2);
  const details = await fc.check(property(ctx, target, method), {
    numRuns: runs,
    seed,
    interruptAfterTimeLimit: 20_000,
  });
  const failures: string[] = [];
  if (details.failed) {
    const example = JSON.stringify(details.counterexample?.[0]).slice(0, 500);
    const error = String(details.errorInstance).split('\n')[0]?.slice(0, 600);
    failures.push(`${method} ${target.pattern} (seed ${details.seed}): ${example}\n  ${error}`);
  }
  if (!(served && mutatingMethods.has(method))) {
    const after = await ctx.snapshot();
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      failures.push(`${method} ${target.pattern} changed stored data`);
    }
  }
  return failures;
}

describeEachBackend('bad input', (ctx) => {
  let targets: FuzzTarget[] = [];
  beforeAll(async () => {
    targets = await discoverFuzzTargets(ctx);
  });

  it('covers every API route the app serves', () => {
    const patterns = targets.map((t) => t.pattern);
    for (const known of [
      '/api/courses',
      '/api/courses/:id',
      '/api/contact',
      '/api/subscriptions',
    ]) {
      expect(patterns).toContain(known);
    }
    expect(targets.filter((t) => t.methods.size > 0).length).toBeGreaterThanOrEqual(12);
  });

  const labelled = examples.map((req) => ({
    ...req,
    label: [req.method, req.url.slice(0, 80), req.body?.contentType, req.body?.text.slice(0, 40)]
      .filter((part) => part !== undefined)
      .join(' '),
  }));
  it.each(labelled)('$label is answered well and stores nothing', async (req) => {
    const before = await ctx.snapshot();
    await expectWellBehavedAnswer(await sendFuzzRequest(ctx, req), req);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it.each(httpMethods)(
    '%s with random paths, queries and bodies on every route: no 5xx, JSON errors, no stray writes',
    async (method) => {
      const failures: string[] = [];
      for (const target of targets) failures.push(...(await fuzzTarget(ctx, target, method)));
      expect(failures.join('\n\n')).toBe('');
    },
    120_000,
  );
});
