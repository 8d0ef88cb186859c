import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { AnswerCache } from './answer-cache';

const channel = 'glossy:public-answers:clear';

/**
 * Each instance keeps its public answers in its own memory; with Redis, clearing them (a course
 * approved, a review posted) clears them on every instance at once through a Redis channel, so
 * an approved course shows everywhere on the next request. Without Redis, or while it is away,
 * the answers' short lifetime still bounds how long another instance shows the old ones.
 */
export async function sharedAnswerCache(
  local: AnswerCache,
  redisUrl: string,
  logger: Logger,
): Promise<AnswerCache & { close(): Promise<void> }> {
  const { Redis } = await import('ioredis');
  const options = {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  const instance = randomUUID();
  for (const client of [publisher, subscriber]) client.on('error', () => undefined);
  subscriber.on('message', (_channel: string, from: string) => {
    if (from !== instance) local.clear();
  });
  // Also after a start without Redis: every (re)connection listens on the channel.
  subscriber.on('ready', () => void subscriber.subscribe(channel).catch(() => undefined));
  await Promise.all([publisher.connect(), subscriber.connect()]).catch((err: unknown) =>
    logger.warn(
      { err },
      'Redis is not answering: public answers are cleared on this instance only',
    ),
  );
  return {
    get: (target) => local.get(target),
    set: (target, answer) => local.set(target, answer),
    clear() {
      local.clear();
      publisher
        .publish(channel, instance)
        .catch((err: unknown) =>
          logger.warn({ err }, 'could not tell the other instances to clear their public answers'),
        );
    },
    async close() {
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}
