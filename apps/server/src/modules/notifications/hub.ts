import type { NotificationStreamEvent } from '@glossy/contract';
import type { Logger } from 'pino';

type Listener = (event: NotificationStreamEvent) => void;

/** Who listens on this instance, and how what happens reaches them, here or on any instance. */
export interface NotificationHub {
  /** Hears the user's events until the returned function is called. */
  listen(userId: string, listener: Listener): () => void;
  publish(userId: string, event: NotificationStreamEvent): Promise<void>;
  /** Open streams on this instance (metrics, bench). */
  size(): number;
  close(): Promise<void>;
}

/** This instance's listeners by user; a user with several tabs has several. */
function localListeners() {
  const byUser = new Map<string, Set<Listener>>();
  let total = 0;
  return {
    listen(userId: string, listener: Listener) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(listener);
      total += 1;
      return () => {
        if (!set.delete(listener)) return;
        total -= 1;
        if (set.size === 0) byUser.delete(userId);
      };
    },
    deliver(userId: string, event: NotificationStreamEvent) {
      for (const listener of byUser.get(userId) ?? []) listener(event);
    },
    size: () => total,
  };
}

/** One instance: events go straight to this process's listeners. */
export function memoryHub(): NotificationHub {
  const local = localListeners();
  return {
    listen: local.listen,
    async publish(userId, event) {
      local.deliver(userId, event);
    },
    size: local.size,
    async close() {},
  };
}

/**
 * Several instances: every event goes through one Redis channel and each instance hands it to
 * its own listeners. One channel, not one per user: subscriptions stay constant however many
 * streams are open, and an instance ignores users it does not hold.
 */
export async function redisHub(url: string, namespace: string, logger: Logger) {
  const { Redis } = await import('ioredis');
  const options = {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber]) {
    client.on('error', (err: unknown) => logger.debug({ err }, 'notifications: Redis error'));
  }
  const channel = `glossy:notifications:${namespace}`;
  const local = localListeners();
  subscriber.on('message', (_channel: string, message: string) => {
    const { userId, event } = JSON.parse(message) as {
      userId: string;
      event: NotificationStreamEvent;
    };
    local.deliver(userId, event);
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  const hub: NotificationHub = {
    listen: local.listen,
    async publish(userId, event) {
      try {
        await publisher.publish(channel, JSON.stringify({ userId, event }));
      } catch (err) {
        // Redis away: this instance's own streams still hear it; the others catch up on reload.
        logger.warn({ err }, 'notifications: Redis did not take the event; told locally only');
        local.deliver(userId, event);
      }
    },
    size: local.size,
    async close() {
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
  return hub;
}
