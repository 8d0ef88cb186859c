import { startBalancer, type Balancer } from './balancer';
import { builtServer, type BuiltServer } from './built-server';
import type { Site } from './http-accounts';
import { freePort } from './local-processes';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { startPrivateRedis, type PrivateRedis } from './private-redis';
import { s3StandIn } from './s3-stand-in';

export interface InstancePair {
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  instances: [BuiltServer, BuiltServer];
  balancer: Balancer;
  /** The site as visitors reach it: through the balancer. */
  site: Site;
  /** Stops everything that was started, whatever state it is in. */
  close(): Promise<void>;
}

/**
 * The README's scale-out: two built instances on one PostgreSQL, one Redis and one bucket, behind
 * a balancer they trust (TRUST_PROXY=1). Each piece belongs to the suite, so it can be killed.
 */
export async function startInstancePair(): Promise<InstancePair> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    // Last started, first stopped; one that fails to stop must not keep the others running.
    for (const stop of closers.reverse()) await stop().catch(() => undefined);
  };
  try {
    const postgres = await startPrivatePostgres();
    closers.push(() => postgres.close());
    const redis = await startPrivateRedis();
    closers.push(() => redis.close());
    const s3 = await s3StandIn();
    closers.push(() => s3.close());

    const ports = [await freePort(), await freePort()];
    const names = ['instance-a', 'instance-b'];
    const balancer = await startBalancer(
      names.map((name, i) => ({ name, url: `http://127.0.0.1:${ports[i]}` })),
    );
    closers.push(() => balancer.close());
    const env = {
      ...s3.env,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: '1',
      PUBLIC_URL: balancer.url,
    };
    const [a, b] = names.map((name, i) => builtServer(name, ports[i]!, env)) as [
      BuiltServer,
      BuiltServer,
    ];
    closers.push(async () => {
      await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
    });
    // One after the other: the first migrates and seeds the empty database, the second finds it
    // done, as in a rolling deploy.
    await a.start();
    await b.start();
    return {
      postgres,
      redis,
      instances: [a, b],
      balancer,
      site: { url: balancer.url, origin: balancer.url },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
