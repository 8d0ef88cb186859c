import { execFileSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort, startOwned, waitUntil, type OwnedProcess } from './local-processes';

/** Why a private Redis cannot be had here, or undefined when it can. */
export function privateRedisUnavailable(): string | undefined {
  try {
    execFileSync('redis-server', ['--version']);
    return undefined;
  } catch {
    return 'redis-server is not installed';
  }
}

async function answersPing(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } finally {
    probe.disconnect();
  }
}

export interface PrivateRedis {
  readonly url: string;
  /** SIGKILL: gone at once, every connection dropped, as when its machine fails. */
  kill(): Promise<void>;
  /** Starts again, empty, on the same port; resolves once it answers. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A Redis of the suite's own on a free port, keeping nothing on disk, so it can be killed and
 * started again without touching the machine's (which other suites use).
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: OwnedProcess | undefined;
  const start = async () => {
    server = startOwned('redis', 'redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    await waitUntil('Redis to answer', () => answersPing(url), 10_000, 50);
  };
  await start();
  return {
    url,
    async kill() {
      await server?.stop('SIGKILL');
    },
    start,
    async close() {
      await server?.stop('SIGKILL');
    },
  };
}
