import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { liveCloseCodes, liveLimits } from '@glossy/contract';
import { WebSocketServer } from 'ws';
import { siteOrigins } from '../../../platform/auth/identity';
import { sharedSecret } from '../../../platform/auth/secrets';
import { storageFor } from '../../../platform/storage/storage-for';
import type { ModuleDeps } from '../../deps';
import { drawingsStore } from '../../drawing/store';
import { notifyReplayReady } from '../event-mail';
import { eventStatus } from '../presenter';
import { liveStore } from '../store';
import { credentialExpiry } from './credential-expiry';
import { LiveRoom } from './live-room';
import { recordSession } from './recording';
import { roomAccess } from './room-access';
import { runCommand, type CommandDeps } from './room-commands';
import { memoryRoomLog, type RoomLog } from './room-log';
import { serveSocket, type SocketHost } from './room-socket';
import { redisRoomLog } from './redis-room-log';

const socketPath = /^\/api\/live\/(\d{1,9})\/socket$/;
const countEveryMs = 2_000;
/** A room nobody here watches is let go after this long (its log stays for the others). */
const idleMs = 60_000;

export interface LiveHub {
  /** node:http's 'upgrade': the live rooms' sockets; anything else is refused. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

async function openLog(deps: ModuleDeps): Promise<RoomLog> {
  if (!deps.config.REDIS_URL) return memoryRoomLog();
  try {
    const namespace = (await sharedSecret(deps.db, 'live-rooms')).slice(0, 12);
    return await redisRoomLog(deps.config.REDIS_URL, namespace, deps.logger);
  } catch (err) {
    deps.logger.warn(
      { err },
      'Redis is not answering: live rooms are served by this instance alone',
    );
    return memoryRoomLog();
  }
}

/** The live rooms of this instance: their sockets, their models, their log (decision 0030). */
export async function createLiveHub(deps: ModuleDeps): Promise<LiveHub> {
  const log = await openLog(deps);
  const store = liveStore(deps.db);
  const drawings = drawingsStore(deps.db);
  const storage = storageFor(deps.config);
  const rooms = new Map<number, Promise<LiveRoom>>();
  const idleSince = new Map<number, number>();
  const ending = new Set<number>();
  let closing: Promise<void> | null = null;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: liveLimits.frameBytes,
    perMessageDeflate: false,
  });

  const roomFor = (eventId: number, hostId: string, status: 'scheduled' | 'live') => {
    let room = rooms.get(eventId);
    if (!room) {
      room = LiveRoom.open(eventId, hostId, status, log, deps.logger);
      rooms.set(eventId, room);
      room.catch(() => rooms.delete(eventId));
    }
    return room;
  };

  const commands: CommandDeps = {
    log,
    rateLimiter: deps.rateLimiter,
    nameOf: (userId) => store.nameOf(userId),
    async start(eventId) {
      const found = await store.findEvent(eventId);
      if (!found) return 'No such event';
      if (found.event.startedAt) return null;
      if (!(await store.markStarted(eventId))) return 'This event can no longer be started';
      await log.append(eventId, { k: 'status', status: 'live', replayId: null });
      return null;
    },
    async end(room) {
      if (room.state.status !== 'live') return 'The session has not started';
      if (ending.has(room.eventId)) return null;
      ending.add(room.eventId);
      try {
        const found = await store.findEvent(room.eventId);
        if (!found) return 'No such event';
        const board = await room.wholeBoard();
        const replayId = await recordSession(
          board,
          found.event.title,
          room.state.hostId,
          storage,
          drawings,
        );
        const ended = await store.markEnded(room.eventId, replayId, room.state.chat);
        if (!ended) return null;
        await log.append(room.eventId, { k: 'status', status: 'ended', replayId });
        void notifyReplayReady(deps.mailer, deps.config.publicUrl, ended.event, ended.told).catch(
          (err: unknown) => deps.logger.warn({ err }, 'replay mails were not all sent'),
        );
        setTimeout(() => void log.forget(room.eventId).catch(() => undefined), idleMs).unref();
        return null;
      } finally {
        ending.delete(room.eventId);
      }
    },
  };

  const host: SocketHost = {
    ...deps,
    siteOrigins: siteOrigins(deps.config.publicUrl),
    async admit(eventId, user) {
      const found = await store.findEvent(eventId);
      if (!found) return null;
      return roomAccess(store, found.event, user);
    },
    async room(eventId) {
      const found = await store.findEvent(eventId);
      const event = found!.event;
      const status = eventStatus(event) === 'live' ? 'live' : 'scheduled';
      return roomFor(eventId, event.hostId ?? '', status);
    },
    acked: (eventId, userId) => log.acked(eventId, userId),
    command: (room, client, message) => runCommand(commands, room, client, message),
    expiry: (headers, token) => credentialExpiry(deps, headers, token),
  };

  const counting = setInterval(() => {
    const now = Date.now();
    for (const [eventId, opening] of rooms) {
      void opening.then((room) => {
        void room.countViewers();
        if (room.state.status === 'ended')
          room.closeAll(liveCloseCodes.ended, 'This live event has ended');
        if (room.size > 0) return idleSince.delete(eventId);
        const since = idleSince.get(eventId) ?? now;
        idleSince.set(eventId, since);
        if (now - since >= idleMs || room.state.status === 'ended') {
          room.dispose();
          rooms.delete(eventId);
          idleSince.delete(eventId);
        }
      });
    }
  }, countEveryMs);
  counting.unref();

  return {
    upgrade(req, socket, head) {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const match = socketPath.exec(path);
      if (!match) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const eventId = Number(match[1]);
      wss.handleUpgrade(req, socket, head, (ws) => serveSocket(ws, req, eventId, host));
    },
    async close() {
      if (closing) return closing;
      closing = (async () => {
        clearInterval(counting);
        for (const opening of rooms.values()) (await opening.catch(() => null))?.dispose();
        rooms.clear();
        for (const ws of wss.clients) ws.close(1001, 'The server is restarting; reconnecting');
        // A peer that does not answer the close within a second is let go of.
        const deadline = Date.now() + 1_000;
        while (wss.clients.size > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        await log.close();
      })();
      return closing;
    },
  };
}
