import {
  liveLimits,
  type BoardAction,
  type LiveClientMessage,
  type RoomEvent,
} from '@glossy/contract';
import type { RateLimiter } from '../../../platform/protection/rate-limit';
import type { LiveRoom, RoomClient } from './live-room';
import type { RoomLog } from './room-log';

export type RoomCommand = Exclude<LiveClientMessage, { t: 'join' }>;

export interface CommandDeps {
  log: RoomLog;
  rateLimiter: RateLimiter;
  /** The host's Start: the event is live from now (stored), or why not. */
  start(eventId: number): Promise<string | null>;
  /** The host's End: the session recorded, the event ended (stored), or why not. */
  end(room: LiveRoom): Promise<string | null>;
  nameOf(userId: string): Promise<string | null>;
}

const onlyHost = 'Only the host can do that';
/** A guest's layer, named after them, made when they are first handed the pen. */
export const guestLayerId = (userId: string) => `guest-${userId.slice(0, 24)}`;

/** A mark on `layer`, or no mark at all (samples, an end, an undo of one's own): a guest's lot. */
function onLayer(a: BoardAction, layer: string): boolean {
  if (a.k !== 'begin' && a.k !== 'op') return true;
  const op = a.op;
  return typeof op === 'object' && op !== null && 'layer' in op && op.layer === layer;
}

/**
 * What a member may do in the room, checked against the room as this instance has it and then
 * appended to the room's log; the answer is a refusal to send back, or null. A watcher's board
 * action, someone else's name, a host's command from a watcher: refused, nothing appended.
 */
export async function runCommand(
  deps: CommandDeps,
  room: LiveRoom,
  client: RoomClient,
  message: RoomCommand,
): Promise<string | null> {
  const { log } = deps;
  const model = room.state;
  const me = client.user;
  const isHost = me.role === 'host';
  const append = (e: RoomEvent) => log.append(room.eventId, e);

  switch (message.t) {
    case 'board': {
      if (model.status !== 'live') return 'The host has not started yet';
      if (me.id !== model.drawer) return 'Only the one holding the pen can draw';
      if (model.penLayer && !onLayer(message.a, model.penLayer)) {
        return 'A guest draws on their own layer only';
      }
      await log.append(
        room.eventId,
        { k: 'board', by: me.id, a: message.a },
        {
          writer: me.id,
          n: message.n,
        },
      );
      client.send(JSON.stringify({ t: 'ack', n: message.n }));
      return null;
    }
    case 'chat': {
      if (!client.canTalk) return 'Register for the event to chat';
      if (model.muted.has(me.id)) return 'The host has muted you';
      const rule = {
        name: 'live-chat',
        limit: liveLimits.chatBurst,
        windowMs: liveLimits.chatWindowSeconds * 1000,
      };
      const { allowed } = await deps.rateLimiter.hit(`live-chat:${me.id}`, rule);
      if (!allowed) return 'You are sending messages too fast; wait a few seconds';
      const by = { id: me.id, name: me.name };
      const at = new Date().toISOString();
      await append({ k: 'chat', by, text: message.text, at, step: model.board.length });
      return null;
    }
    case 'hand': {
      const target = message.user ?? me.id;
      if (target !== me.id) {
        if (!isHost) return onlyHost;
        const raised = model.hands.get(target);
        if (!raised || message.up) return 'Only the one whose hand it is can raise it';
        await append({ k: 'hand', user: raised, up: false });
        return null;
      }
      if (!client.canTalk || isHost) return 'Register for the event to raise your hand';
      if (model.hands.has(me.id) === message.up) return null;
      const rule = { name: 'live-hand', limit: 10, windowMs: 60_000 };
      if (!(await deps.rateLimiter.hit(`live-hand:${me.id}`, rule)).allowed) {
        return 'Your hand went up and down too often; wait a minute';
      }
      await append({ k: 'hand', user: { id: me.id, name: me.name }, up: message.up });
      return null;
    }
    case 'resync':
      await room.resync(client);
      return null;
  }
  if (!isHost) return onlyHost;
  switch (message.t) {
    case 'start':
      return deps.start(room.eventId);
    case 'end':
      return deps.end(room);
    case 'delete-chat':
      if (!model.chat.some((chat) => chat.id === message.id)) return 'No such message';
      await append({ k: 'chat-deleted', id: message.id });
      return null;
    case 'mute':
      if (message.user === me.id) return 'The host cannot be muted';
      await append({ k: 'muted', user: message.user, muted: message.muted });
      return null;
    case 'pen':
      return passPen(deps, room, message.user);
  }
}

/**
 * Hands the pen to a watcher (on a layer of their own, made if need be) or takes it back. A
 * stroke left open by whoever held it is cancelled first, while they still hold it, so every
 * board drops it the same way.
 */
async function passPen(deps: CommandDeps, room: LiveRoom, userId: string | null) {
  const model = room.state;
  const append = (e: RoomEvent) => deps.log.append(room.eventId, e);
  if (model.status !== 'live') return 'Start the session first';
  if (userId === model.hostId) userId = null;
  if ((model.pen?.id ?? null) === userId) return null;
  const name = userId ? await deps.nameOf(userId) : null;
  if (userId && !name) return 'No such user';
  const holder = model.drawer;
  if (model.board.openBy === holder) {
    await append({ k: 'board', by: holder, a: { k: 'cancel' } });
  }
  if (!userId) {
    await append({ k: 'pen', user: null, layer: null });
    return null;
  }
  const layer = guestLayerId(userId);
  if (!model.board.hasLayer(layer)) {
    if (model.board.layerCount >= 16) return 'The board has no room for another layer';
    const op = {
      t: 'layer.add',
      id: layer,
      index: model.board.layerCount,
      name: `Guest: ${name}`.slice(0, 40),
    };
    // Made in the host's name while the host still holds the pen.
    if (model.pen) await append({ k: 'pen', user: null, layer: null });
    await append({ k: 'board', by: model.hostId, a: { k: 'op', op } });
  }
  await append({ k: 'pen', user: { id: userId, name: name! }, layer });
  return null;
}
