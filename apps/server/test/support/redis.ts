import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { pino } from 'pino';

/** The Redis the tests use when one answers (this machine's, or REDIS_URL). */
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A logger whose lines the test can read. */
export function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}
