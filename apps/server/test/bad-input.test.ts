import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { expectWellBehavedAnswer, sendFuzzRequest } from './support/answer-checks';
import type { DbSnapshot } from './support/db-state';
import { adminEnv, bearer, signUp } from './support/actors';
import { articleOnly, buyCourse, publishCourse } from './support/classroom';
import {
  atPath,
  discoverFuzzTargets,
  fuzzRequest,
  mutatingMethods,
  type FuzzRequest,
  type FuzzTarget,
} from './support/fuzz-targets';
import { httpMethods, type HttpMethod } from './support/routes';
import { newInstructor, send, signInAdmin, submitCourse } from './support/studio';
import { describeEachBackend, type TestApp } from './support/test-app';

/**
 * Runs per route × method. By default a sample: every route and method, a few fresh random draws
 * each (a new seed every run, so the draws differ from run to run) beside the fixed examples.
 * `npm run test:fuzz` (FC_RUNS=300) is the deep soak; FC_SEED replays a failure.
 */
const numRuns = Number(process.env.FC_RUNS ?? 10);
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

type CallerHeaders = Record<string, string>;

/**
 * Where the route accepts this method, data may legitimately change on success, so each rejected
 * request is compared with the state just before it. Elsewhere nothing may change at all, which is
 * checked once around the whole run.
 */
function property(ctx: TestApp, target: FuzzTarget, method: HttpMethod, headers?: CallerHeaders) {
  const perRequest = mutatingMethods.has(method) && target.methods.has(method);
  let last: DbSnapshot | undefined;
  const requests = fuzzRequest(target, method).map((req) => ({ ...req, headers }));
  return fc
    .asyncProperty(requests, async (req) => {
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

async function fuzzTarget(
  ctx: TestApp,
  target: FuzzTarget,
  method: HttpMethod,
  headers?: CallerHeaders,
) {
  const served = target.methods.has(method);
  const before = await ctx.snapshot();
  // A method the route does not serve only reaches the catch-all 404, and a signed-in caller's
  // run repeats the anonymous one past the sign-in gate, so fewer runs suffice for either.
  // PostgreSQL runs behind the same router and validators as PGlite: only what reaches the
  // database can differ there, which the fixed examples and a quarter of the draws cover.
  const full = ctx.backend === 'postgres' ? Math.ceil(numRuns / 4) : numRuns;
  const runs = served && !headers ? full : Math.ceil(full / 2);
  const details = await fc.check(property(ctx, target, method, headers), {
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

/** Every method of each [pattern, real path, caller] attacked; the failures of all of them. */
async function fuzzAttacks(
  ctx: TestApp,
  targets: FuzzTarget[],
  attacks: readonly (readonly [string, string, CallerHeaders])[],
) {
  const failures: string[] = [];
  for (const [pattern, path, who] of attacks) {
    const target = targets.find((t) => t.pattern === pattern);
    expect(target, pattern).toBeDefined();
    for (const method of target!.methods) {
      failures.push(...(await fuzzTarget(ctx, atPath(target!, path), method, who)));
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

/** Texts the classroom stores, and the bytes that must never reach the database as they are. */
const hostileTexts = ['a\u0000b', '\u0000', 'Bell\u0007', '\u001b[31mred', 'x'.repeat(2001)];

describeEachBackend(
  'bad input to the classroom, as its student and its instructor',
  (ctx) => {
    let targets: FuzzTarget[] = [];
    /** [route pattern, the real path to attack, who attacks it] */
    let attacks: [string, string, CallerHeaders][] = [];

    beforeAll(async () => {
      targets = await discoverFuzzTargets(ctx);
      const admin = await signInAdmin(ctx);
      const teacher = await newInstructor(ctx, admin, 'teacher@fuzz.test');
      const student = await signUp(ctx, 'student@fuzz.test');
      const course = await publishCourse(ctx, admin, teacher, [articleOnly('Fuzzed')]);
      await buyCourse(ctx, student, course.courseId);
      const lesson = `/api/lessons/${course.lessonIds[0]}`;
      const ask = () =>
        send(ctx, student, 'POST', `${lesson}/questions`, { text: 'Asked' }).then(
          async (res) => ((await res.json()) as { insertedId: string }).insertedId,
        );
      const [question, doomed] = [await ask(), await ask()];
      const [asStudent, asTeacher] = [bearer(student), bearer(teacher)];
      const courseUrl = `/api/courses/${course.courseId}`;
      attacks = [
        ['/api/lessons/:id', lesson, asStudent],
        ['/api/lessons/:id/progress', `${lesson}/progress`, asStudent],
        ['/api/lessons/:id/questions', `${lesson}/questions`, asStudent],
        ['/api/courses/:id/progress', `${courseUrl}/progress`, asStudent],
        ['/api/courses/:id/reviews', `${courseUrl}/reviews`, asStudent],
        ['/api/courses/:id/rating', `${courseUrl}/rating`, asStudent],
        ['/api/questions/:id/answers', `/api/questions/${question}/answers`, asStudent],
        ['/api/questions/:id', `/api/questions/${doomed}`, asStudent],
        ['/api/analytics/courses/:id', `/api/analytics/courses/${course.courseId}`, asTeacher],
        ['/api/questions', '/api/questions', asTeacher],
        ['/api/certificates', '/api/certificates', asStudent],
        ['/api/certificates/:id', '/api/certificates/:id', asStudent],
        ['/api/uploads/captions', '/api/uploads/captions', asTeacher],
      ];
    });

    it('stores no control character and answers each one with a 400', async () => {
      const [lesson, , , , reviews, , answers] = attacks.map(([, path, who]) => ({ path, who }));
      const before = await ctx.snapshot();
      for (const text of hostileTexts) {
        for (const [path, body] of [
          [`${lesson!.path}/questions`, { text }],
          [answers!.path, { text }],
          [reviews!.path, { rating: 5, review: text }],
          [`${lesson!.path}/progress`, { positionSec: text }],
        ] as const) {
          const res = await ctx.request(path, { method: 'POST', json: body, headers: lesson!.who });
          expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        }
      }
      const captions = await ctx.request('/api/uploads/captions', {
        method: 'POST',
        body: 'WEBVTT\n\n00:00.000 --> 00:01.000\n\u0000',
        headers: attacks.at(-1)![2],
      });
      expect(captions.status).toBe(415);
      for (const url of [
        '/api/certificates/%00',
        '/api/questions?unanswered=%00',
        `${reviews!.path}?page=%00`,
      ]) {
        const res = await ctx.request(url, { headers: attacks.at(-4)![2] });
        expect(res.status, url).toBeGreaterThanOrEqual(400);
        expect(res.status, url).toBeLessThan(500);
      }
      expect(await ctx.snapshot()).toEqual(before);
    });

    it('answers random queries and bodies on every classroom route without a 5xx or a stray write', async () => {
      const failures = await fuzzAttacks(ctx, targets, attacks);
      expect(failures.join('\n\n')).toBe('');
    }, 240_000);
  },
  { env: adminEnv },
);

describeEachBackend(
  'bad input to Submit for review, as the draft’s instructor',
  (ctx) => {
    let targets: FuzzTarget[] = [];
    let draft = '';
    let asTeacher: CallerHeaders = {};

    beforeAll(async () => {
      targets = await discoverFuzzTargets(ctx);
      const admin = await signInAdmin(ctx);
      const teacher = await newInstructor(ctx, admin, 'drafter@fuzz.test');
      asTeacher = bearer(teacher);
      // No chapter yet: every submission is refused, so nothing may change.
      draft = await submitCourse(ctx, teacher);
    });

    it('answers random paths, queries and bodies without a 5xx or a stray write', async () => {
      const target = targets.find((t) => t.pattern === '/api/newcourses/:id/submit');
      expect(target).toBeDefined();
      const before = await ctx.snapshot();
      const path = `/api/newcourses/${draft}/submit`;
      const failures = await fuzzTarget(ctx, atPath(target!, path), 'POST', asTeacher);
      for (const url of ['/api/newcourses/%00/submit', '/api/newcourses/a%07b/submit']) {
        const res = await ctx.request(url, { method: 'POST', headers: asTeacher });
        expect([400, 404], url).toContain(res.status);
      }
      expect(failures.join('\n\n')).toBe('');
      expect(await ctx.snapshot()).toEqual(before);
    }, 240_000);
  },
  { env: adminEnv },
);
describeEachBackend('bad input to the student’s home and onboarding, signed in', (ctx) => {
  let targets: FuzzTarget[] = [];
  let student: CallerHeaders = {};
  let artistId = '';

  beforeAll(async () => {
    targets = await discoverFuzzTargets(ctx);
    const who = await signUp(ctx, 'newcomer@fuzz.test');
    student = bearer(who);
    artistId = who.userId;
  });

  it('refuses control characters and unknown answers in onboarding with a 400, storing nothing', async () => {
    const before = await ctx.snapshot();
    const bodies = [
      ...hostileTexts.map((text) => ({ level: text, interests: [] })),
      ...hostileTexts.map((text) => ({ level: null, interests: [text] })),
      { level: null, interests: [], done: true },
      { level: null, interests: Array(7).fill('games') },
      null,
      [],
    ];
    for (const json of bodies) {
      const res = await ctx.request('/api/me/onboarding', {
        method: 'PUT',
        json,
        headers: student,
      });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    expect(await ctx.snapshot()).toEqual(before);
  });

  it('answers random queries and bodies on the home’s routes without a 5xx or a stray write', async () => {
    const failures = await fuzzAttacks(ctx, targets, [
      ['/api/me/continue', '/api/me/continue', student],
      ['/api/me/onboarding', '/api/me/onboarding', student],
      ['/api/me/course-fit', '/api/me/course-fit', student],
      ['/api/artists/:id', `/api/artists/${artistId}`, student],
    ]);
    expect(failures.join('\n\n')).toBe('');
  }, 240_000);
});

describeEachBackend(
  'bad input to the notifications, as their owner',
  (ctx) => {
    let targets: FuzzTarget[] = [];
    let attacks: [string, string, CallerHeaders][] = [];

    beforeAll(async () => {
      targets = await discoverFuzzTargets(ctx);
      const admin = await signInAdmin(ctx);
      const teacher = await newInstructor(ctx, admin, 'teacher@fuzz.test');
      const student = await signUp(ctx, 'student@fuzz.test');
      const course = await publishCourse(ctx, admin, teacher, [articleOnly('Fuzzed')]);
      // The purchase's receipt is the student's first notification.
      await buyCourse(ctx, student, course.courseId);
      const page = (await (await send(ctx, student, 'GET', '/api/notifications')).json()) as {
        notifications: { _id: string }[];
      };
      const own = bearer(student);
      // The stream is left out: a valid call to it stays open (stream tests cover it).
      attacks = [
        ['/api/notifications', '/api/notifications', own],
        ['/api/notifications/unread', '/api/notifications/unread', own],
        ['/api/notifications/read', '/api/notifications/read', own],
        ['/api/notifications/settings', '/api/notifications/settings', own],
        [
          '/api/notifications/:id/read',
          `/api/notifications/${page.notifications[0]!._id}/read`,
          own,
        ],
      ];
    });

    it('refuses control characters and unknown kinds in the settings, and stores nothing', async () => {
      const who = attacks[0]![2];
      const before = await ctx.snapshot();
      for (const body of [
        ...hostileTexts.map((text) => ({ [text]: true })),
        { critique: 'a\u0000b' },
        { critique: 1 },
        [],
        'null',
      ]) {
        const res = await ctx.request('/api/notifications/settings', {
          method: 'PUT',
          json: body,
          headers: who,
        });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      for (const url of [
        '/api/notifications/%00/read',
        '/api/notifications/a%01b/read',
        `/api/notifications/${'f'.repeat(65)}/read`,
      ]) {
        const res = await ctx.request(url, { method: 'POST', headers: who });
        expect([400, 404], url).toContain(res.status);
      }
      expect(await ctx.snapshot()).toEqual(before);
    });

    it('answers random queries and bodies on every notification route without a 5xx or a stray write', async () => {
      const failures = await fuzzAttacks(ctx, targets, attacks);
      expect(failures.join('\n\n')).toBe('');
    }, 240_000);
  },
  { env: adminEnv },
);
