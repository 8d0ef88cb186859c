import { courseList, uploadAnswer } from '@glossy/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { upstreamHeader } from '../support/balancer';
import { healthOf, type Health } from '../support/built-server';
import { bearerOf, signUpOverHttp } from '../support/http-accounts';
import { startInstancePair, type InstancePair } from '../support/instance-pair';
import { judgeLoad, type Span } from '../support/load-verdicts';
import { privatePostgresUnavailable } from '../support/private-postgres';
import { privateRedisUnavailable } from '../support/private-redis';
import { storedWrites } from '../support/stored-writes';
import { loopbackVisitors, senderTo, visit } from '../support/visitor';
import { startWriteLoad, type WriteLoad } from '../support/write-load';

const unavailable = privatePostgresUnavailable() ?? privateRedisUnavailable();
if (unavailable) console.warn(`resilience: the instance pair is skipped: ${unavailable}`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();
const redisAloneLog = 'Redis is not answering: rate limits count in this instance until it is';

describe.skipIf(unavailable !== undefined)('two built instances behind a balancer', () => {
  let pair: InstancePair;
  let load: WriteLoad | undefined;
  beforeAll(async () => {
    pair = await startInstancePair();
  }, 60_000);
  // However the tests end, the load stops first (it would otherwise spin on refused connections),
  // then every process the suite started.
  afterAll(async () => {
    await load?.stop();
    await pair?.close();
  }, 30_000);

  it('gives each visitor behind the balancer their own sign-in limit, counted across both instances', async () => {
    const signIn = (from: string, headers: Record<string, string> = {}) =>
      visit(`${pair.site.url}/api/auth/sign-in/email`, {
        method: 'POST',
        json: { email: 'ghost@pair.test', password: 'wrong-password' },
        headers: { origin: pair.site.origin, ...headers },
        from,
      });
    const servedBy = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const answer = await signIn('127.0.0.2');
      expect(answer.status).toBe(401);
      servedBy.add(String(answer.headers[upstreamHeader]));
    }
    // Both instances took some of the ten: the eleventh is refused wherever it lands only
    // because the count is shared in Redis.
    expect(servedBy.size).toBe(2);
    const refused = await signIn('127.0.0.2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Naming another address in X-Forwarded-For gains nothing: the balancer appends the real one.
    const forged = await signIn('127.0.0.2', { 'x-forwarded-for': '203.0.113.77' });
    expect(forged.status).toBe(429);
    // Another visitor behind the same balancer still has all their tries.
    expect((await signIn('127.0.0.3')).status).toBe(401);
  });

  it('serves a picture uploaded through one instance from the other', async () => {
    const [a, b] = pair.instances;
    const painter = await signUpOverHttp(
      pair.site,
      'painter@pair.test',
      senderTo(pair.site.url, loopbackVisitors(2)),
    );
    const png = await sharp({
      create: { width: 240, height: 160, channels: 3, background: '#2e86e4' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const res = await fetch(`${a.url}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: bearerOf(painter),
    });
    expect(res.status).toBe(201);
    const { url } = uploadAnswer.parse(await res.json());
    const served = await fetch(new URL(url, b.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(240);
  });

  it('under writes, outlives Redis, PostgreSQL and an instance going away, and keeps every acknowledged write once', async () => {
    const { instances, postgres, redis, site } = pair;
    const [, b] = instances;
    onTestFailed(() => {
      for (const instance of instances)
        console.log(instance.name, instance.exits, instance.notable.slice(-30));
    });
    const tag = `rs${Date.now().toString(36)}`;
    const setup = senderTo(site.url, loopbackVisitors(3));
    const authors = await Promise.all(
      [1, 2].map((n) => signUpOverHttp(site, `${tag}-author${n}@load.test`, setup)),
    );
    const catalog = courseList.parse(
      JSON.parse((await visit(`${site.url}/api/courses?limit=12`)).text),
    );
    expect(catalog.length).toBeGreaterThanOrEqual(6);
    const loadStarted = now();
    load = startWriteLoad({
      site,
      authors,
      courses: catalog.map((course) => course._id),
      tag,
      visitors: loopbackVisitors(1),
      maxMs: 90_000,
    });
    const eachInstance = (what: string, holds: (health: Health) => boolean, limitMs: number) =>
      Promise.all(instances.map((instance) => instance.waitForHealth(what, holds, limitMs)));
    await pause(1_500);

    // Redis is killed: each instance says so, counts limits alone, and goes back when it returns.
    const logsBefore = instances.map((instance) => instance.logs.length);
    const redisDown: Span = { from: now(), to: Number.POSITIVE_INFINITY };
    await redis.kill();
    await eachInstance('reporting Redis down', (health) => health.redis === 'down', 5_000);
    await pause(1_500);
    await redis.start();
    redisDown.to = now();
    await eachInstance('using Redis again', (health) => health.redis === 'up', 10_000);
    const saidAlone = instances.map(
      (instance, i) =>
        instance.logs.slice(logsBefore[i]).filter((line) => line.msg === redisAloneLog).length,
    );
    await pause(1_000);

    // PostgreSQL restarts (fast shutdown, away two seconds): 503 with Retry-After meanwhile.
    const databaseDown: Span = { from: now(), to: Number.POSITIVE_INFINITY };
    await postgres.stop();
    await eachInstance('reporting the database down', (health) => health.status === 503, 6_000);
    const whileDown = await Promise.all(instances.map((instance) => healthOf(instance.url)));
    await pause(2_000);
    await postgres.start();
    const recovered = await eachInstance('healthy', (health) => health.status === 200, 10_000);
    // A request that met a connection as it broke may answer 503 just after; one more second.
    databaseDown.to = now() + 1_000;
    await pause(1_000);

    // Instance b is killed outright; the balancer sends everything to a meanwhile.
    const instanceKilled: Span = { from: now(), to: Number.POSITIVE_INFINITY };
    await b.stop('SIGKILL');
    await pause(1_500);
    const restartSeconds = await b.start();
    instanceKilled.to = now();
    await b.waitForHealth('healthy after its restart', (health) => health.status === 200, 5_000);
    await pause(1_500);
    await load.stop();

    const verdict = judgeLoad(load.outcomes, { databaseDown, redisDown, instanceKilled });
    const stored = await storedWrites(postgres.url, load);
    const unaskedExits = instances.flatMap((instance) =>
      instance.exits.filter((exit) => !exit.asked).map((exit) => ({ ...exit, of: instance.name })),
    );
    const odd = load.outcomes.filter(
      (o) =>
        verdict.unexplained5xx.includes(o) ||
        verdict.lostOutsideKill.includes(o) ||
        (o.status >= 400 && o.status < 500),
    );
    if (odd.length > 0) {
      // What an odd answer needs to be understood: when it came, and what the instances said.
      const at = (ms: number) => ((ms - loadStarted) / 1000).toFixed(2);
      const span = (s: Span) => `${at(s.from)}–${at(s.to)} s`;
      console.log(
        `timeline: Redis away ${span(redisDown)}, database away ${span(databaseDown)}, ` +
          `${b.name} killed ${span(instanceKilled)}`,
        odd.map(
          (o) =>
            `${o.kind} ${o.status} via ${o.upstream} ${at(o.startedAt)}–${at(o.endedAt)} s ${o.detail}`,
        ),
        instances.map((instance) => ({ [instance.name]: instance.notable.slice(-20) })),
      );
    }
    const figure = (t: typeof stored.posts) => `${t.acknowledged}/${t.stored}`;
    console.log(
      `resilience (2 instances): acknowledged/stored posts ${figure(stored.posts)}, ` +
        `cart adds ${figure(stored.cartItems)}, payments ${figure(stored.payments)}; ` +
        `5xx while the database was down ${JSON.stringify(verdict.fiveXxWhileDatabaseDown)}, ` +
        `other 5xx ${verdict.unexplained5xx.length}; ` +
        `healthy after the database returned: ${instances
          .map((instance, i) => `${instance.name} ${recovered[i]!.toFixed(2)} s`)
          .join(', ')}; ` +
        `${b.name} listening ${restartSeconds.toFixed(2)} s after kill -9 and start, ` +
        `${verdict.lostAtBalancer.length} request(s) lost at the balancer with it ` +
        `(${JSON.stringify(pair.balancer.tally.failures)}), ${pair.balancer.tally.retried} retried; ` +
        `${verdict.servedWithoutRedis} writes served while Redis was away; ` +
        `all answers ${JSON.stringify(verdict.statuses)}, 4xx ${JSON.stringify(verdict.refusals)}`,
    );

    expect(unaskedExits, 'an instance ended by itself').toEqual([]);
    expect(saidAlone, 'each instance says once that it counts alone').toEqual([1, 1]);
    expect(verdict.servedWithoutRedis).toBeGreaterThan(0);
    for (const health of whileDown) expect(health).toMatchObject({ status: 503, retryAfter: '5' });
    expect(verdict.fiveXxWhileDatabaseDown['503'] ?? 0).toBeGreaterThan(0);
    expect(verdict.unexplained5xx).toEqual([]);
    expect(verdict.withoutRetryAfter).toEqual([]);
    expect(verdict.lostOutsideKill).toEqual([]);
    // Only what was under way on b when it died: at most one request per load loop.
    expect(verdict.lostAtBalancer.length).toBeLessThanOrEqual(4);
    for (const seconds of recovered) expect(seconds).toBeLessThan(10);
    for (const kind of [stored.posts, stored.cartItems, stored.payments]) {
      expect(kind.acknowledged).toBeGreaterThan(0);
      expect(kind.missing).toEqual([]);
      expect(kind.duplicated).toEqual([]);
      expect(kind.stored).toBe(kind.acknowledged);
    }
  }, 120_000);
});
