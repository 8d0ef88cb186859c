import type { IncomingMessage } from 'node:http';
import {
  liveClientMessage,
  liveCloseCodes,
  liveLimits,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@glossy/contract';
import type { WebSocket } from 'ws';
import { createCaller, type CallerDeps } from '../../../platform/auth/caller';
import { nestsTooDeep } from '../../../platform/http/control-characters';
import type { UserRecord } from '../../../platform/http/context';
import { maxBuffered, type LiveRoom, type RoomClient } from './live-room';
import type { RoomAccess } from './room-access';
import type { RoomCommand } from './room-commands';

/** What a socket needs from the hub: who is calling, whether they may be in, and the room. */
export interface SocketHost extends CallerDeps {
  siteOrigins: readonly string[];
  admit(eventId: number, user: UserRecord | null): Promise<RoomAccess | null>;
  room(eventId: number): Promise<LiveRoom>;
  acked(eventId: number, userId: string): Promise<number>;
  command(room: LiveRoom, client: RoomClient, message: RoomCommand): Promise<string | null>;
  /** When the credential the socket joined with stops being valid (ms since the epoch). */
  expiry(headers: Headers, token: string | undefined): Promise<number | null>;
}

/**
 * Messages a socket may send a second; more is a client gone wrong, or someone flooding. The one
 * holding the pen sends a batch of samples a frame, and a stroke's begin and end besides.
 */
const messagesPerSecond = { drawing: 1_000, watching: 60 };

/**
 * The upgrade's headers as an API call's would be; a session cookie counts only from the site's
 * own pages (another site's page could open a socket carrying it).
 */
function callerHeaders(req: IncomingMessage, siteOrigins: readonly string[], token?: string) {
  const headers = new Headers();
  const origin = req.headers.origin;
  const sameSite = !origin || siteOrigins.includes(origin);
  if (sameSite && typeof req.headers.cookie === 'string') headers.set('cookie', req.headers.cookie);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

const parse = (data: string): LiveClientMessage | string => {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return 'Messages are JSON';
  }
  const parsed = liveClientMessage.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue?.path.join('.') || 'message'}: ${issue?.message ?? 'not understood'}`;
  }
  return parsed.data;
};

/**
 * One live room socket from its first frame to its last: it must say `join` first (with a token,
 * or the upgrade's session cookie counts), is let in by the room's rules, then its messages go
 * to the room one at a time. Its credential is checked again when it runs out.
 */
export function serveSocket(
  ws: WebSocket,
  req: IncomingMessage,
  eventId: number,
  host: SocketHost,
) {
  let room: LiveRoom | null = null;
  let client: RoomClient | null = null;
  let chain: Promise<void> = Promise.resolve();
  let windowStart = Date.now();
  let inWindow = 0;
  const timers: NodeJS.Timeout[] = [];
  const send = (message: LiveServerMessage) => ws.send(JSON.stringify(message));
  const close = (code: number, message: string) => {
    if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, message);
  };
  timers.push(
    setTimeout(() => {
      if (!client) close(liveCloseCodes.unauthorized, 'Say who you are first');
    }, liveLimits.joinSeconds * 1000),
  );

  async function join(message: Extract<LiveClientMessage, { t: 'join' }>) {
    const headers = callerHeaders(req, host.siteOrigins, message.token);
    const caller = createCaller(headers, host);
    if (message.token && (await caller.badToken())) {
      return close(liveCloseCodes.expired, 'Your session has expired. Please log in again.');
    }
    const user = await caller.user();
    const access = await host.admit(eventId, user);
    if (!access) return close(liveCloseCodes.notFound, 'No such event');
    if ('refused' in access) return close(access.refused, access.message);
    const until = user ? await host.expiry(headers, message.token) : null;
    if (until !== null) {
      const left = Math.max(0, Math.min(until - Date.now(), 2 ** 31 - 1));
      timers.push(
        setTimeout(() => close(liveCloseCodes.expired, 'Your session has expired'), left),
      );
    }
    const person = user
      ? { id: user.id, name: user.name, role: access.role }
      : { id: `visitor-${crypto.randomUUID()}`, name: 'Visitor', role: access.role };
    client = {
      user: person,
      canTalk: Boolean(user) && access.canTalk,
      send(frame, binary = false) {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > maxBuffered) {
          return close(liveCloseCodes.tooMany, 'This connection fell behind; reconnecting');
        }
        ws.send(frame, { binary });
      },
      close,
    };
    room = await host.room(eventId);
    const acked = user ? await host.acked(eventId, user.id) : 0;
    await room.join(client, message.since, acked);
  }

  async function handle(data: string) {
    const message = parse(data);
    if (typeof message === 'string') return send({ t: 'refused', message });
    if (!client || !room) {
      if (message.t !== 'join') return close(liveCloseCodes.unauthorized, 'Say who you are first');
      return join(message);
    }
    if (message.t === 'join') return send({ t: 'refused', message: 'Already in the room' });
    const refusal = await host.command(room, client, message);
    if (refusal !== null) {
      send({ t: 'refused', message: refusal, ...(message.t === 'board' ? { n: message.n } : {}) });
    }
  }

  ws.on('message', (raw, isBinary) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      inWindow = 0;
    }
    inWindow += 1;
    const drawing = client !== null && room?.state.drawer === client.user.id;
    const limit = drawing ? messagesPerSecond.drawing : messagesPerSecond.watching;
    if (inWindow > limit) return close(liveCloseCodes.tooMany, 'Too many messages');
    if (isBinary) return close(liveCloseCodes.badMessage, 'Messages are JSON text');
    const data = raw.toString();
    if (nestsTooDeep(data)) return send({ t: 'refused', message: 'That message nests too deep' });
    chain = chain
      .then(() => handle(data))
      .catch(() => close(1011, 'Something went wrong in the room; reconnecting'));
  });
  ws.on('close', () => {
    for (const timer of timers) clearTimeout(timer);
    if (room && client) room.leave(client);
  });
  ws.on('error', () => undefined);
}
