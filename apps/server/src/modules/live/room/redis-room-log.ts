import { randomUUID } from 'node:crypto';
import type { RoomEvent, SequencedRoomEvent } from '@glossy/contract';
import type { Logger } from 'pino';
import type { RoomLog } from './room-log';
import type { SavedRoom } from './room-model';

/**
 * Numbers, keeps and publishes an event in one step, so the sequence, the stream and the order
 * subscribers hear them in never disagree, whichever instance appends.
 * KEYS: seq, stream, acks. ARGV: event JSON, writer ('' for none), n, channel.
 */
const appendScript = `
if ARGV[2] ~= '' then
  local last = tonumber(redis.call('HGET', KEYS[3], ARGV[2]) or '0')
  if tonumber(ARGV[3]) <= last then return -1 end
  redis.call('HSET', KEYS[3], ARGV[2], ARGV[3])
end
local seq = redis.call('INCR', KEYS[1])
redis.call('XADD', KEYS[2], seq .. '-0', 'e', ARGV[1])
redis.call('PUBLISH', ARGV[4], seq .. ' ' .. ARGV[1])
return seq
`;

/** How long a room's log outlives its last event: a session forgotten by its host is cleared. */
const idleSeconds = 2 * 24 * 3600;
const viewerTtlSeconds = 15;
const pageSize = 5_000;

const parse = (json: string): RoomEvent => JSON.parse(json) as RoomEvent;

/** Several instances: the room's log is a Redis stream, its events fan out on a channel. */
export async function redisRoomLog(
  url: string,
  namespace: string,
  logger: Logger,
): Promise<RoomLog> {
  // Event ids are only unique within a database: two sites on one Redis keep apart by namespace.
  const key = (room: number, part: string) => `glossy:live:${namespace}:${room}:${part}`;
  const channelOf = (room: number) => key(room, 'events');
  const { Redis } = await import('ioredis');
  const options = {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const instance = randomUUID();
  const listeners = new Map<string, Set<(event: SequencedRoomEvent) => void>>();
  for (const client of [redis, subscriber]) {
    client.on('error', (err: unknown) => logger.debug({ err }, 'live rooms: Redis error'));
  }
  subscriber.on('message', (channel: string, message: string) => {
    const space = message.indexOf(' ');
    const event = { seq: Number(message.slice(0, space)), e: parse(message.slice(space + 1)) };
    for (const deliver of listeners.get(channel) ?? []) deliver(event);
  });
  // After a reconnection the channels are heard again; the hub fills any gap from the stream.
  subscriber.on('ready', () => {
    const channels = [...listeners.keys()];
    if (channels.length > 0) void subscriber.subscribe(...channels).catch(() => undefined);
  });
  await Promise.all([redis.connect(), subscriber.connect()]);

  return {
    async append(room, e, dedupe) {
      const keys = [key(room, 'seq'), key(room, 'log'), key(room, 'acks')];
      const seq = await redis.eval(
        appendScript,
        keys.length,
        ...keys,
        JSON.stringify(e),
        dedupe?.writer ?? '',
        String(dedupe?.n ?? 0),
        channelOf(room),
      );
      if (Number(seq) < 0) return null;
      // Rarely: an abandoned session's log does not stay for ever.
      if (Number(seq) % 500 === 1) {
        void redis
          .multi()
          .expire(keys[0]!, idleSeconds)
          .expire(keys[1]!, idleSeconds)
          .expire(keys[2]!, idleSeconds)
          .exec()
          .catch(() => undefined);
      }
      return Number(seq);
    },
    async since(room, seq) {
      const events: SequencedRoomEvent[] = [];
      let from = `${seq + 1}-0`;
      for (;;) {
        const page = await redis.xrange(key(room, 'log'), from, '+', 'COUNT', pageSize);
        for (const [id, fields] of page) {
          events.push({ seq: Number(id.split('-')[0]), e: parse(fields[1] ?? 'null') });
        }
        if (page.length < pageSize) return events;
        from = `${(events.at(-1)?.seq ?? seq) + 1}-0`;
      }
    },
    async acked(room, writer) {
      return Number((await redis.hget(key(room, 'acks'), writer)) ?? 0);
    },
    async subscribe(room, deliver) {
      const channel = channelOf(room);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await subscriber.subscribe(channel);
      }
      set.add(deliver);
      return () => {
        set.delete(deliver);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          void subscriber.unsubscribe(channel).catch(() => undefined);
        }
      };
    },
    async saveSnapshot(room, snapshot) {
      const stored = Number(await redis.hget(key(room, 'snapshot'), 'seq'));
      if (stored >= snapshot.seq) return;
      await redis
        .multi()
        .hset(key(room, 'snapshot'), {
          seq: String(snapshot.seq),
          bytes: Buffer.from(snapshot.bytes),
          room: JSON.stringify(snapshot.room),
        })
        .expire(key(room, 'snapshot'), idleSeconds)
        .exec();
    },
    async loadSnapshot(room) {
      const [seq, bytes, saved] = await redis.hmgetBuffer(
        key(room, 'snapshot'),
        'seq',
        'bytes',
        'room',
      );
      if (!seq || !bytes || !saved) return null;
      const state = JSON.parse(saved.toString()) as SavedRoom;
      return { seq: Number(seq.toString()), bytes: new Uint8Array(bytes), room: state };
    },
    async countViewers(room, here) {
      const viewers = key(room, 'viewers');
      const now = Date.now();
      const results = await redis
        .multi()
        .hset(viewers, instance, `${here}:${now}`)
        .expire(viewers, viewerTtlSeconds * 4)
        .hgetall(viewers)
        .exec();
      const all = (results?.[2]?.[1] ?? {}) as Record<string, string>;
      let total = 0;
      for (const value of Object.values(all)) {
        const [count, at] = value.split(':').map(Number);
        // An instance that stopped without saying so stops counting after a few seconds.
        if (now - (at ?? 0) < viewerTtlSeconds * 1000) total += count ?? 0;
      }
      return total;
    },
    async forget(room) {
      const parts = ['seq', 'log', 'acks', 'snapshot', 'viewers'];
      await redis.del(...parts.map((part) => key(room, part)));
    },
    async close() {
      await Promise.all(
        [redis, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}
