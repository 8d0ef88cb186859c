import { FrameReader, isEventsFrame, snapshotOpenOp } from '@glossy/canvas/live';
import type { LiveClientMessage, LiveServerMessage, SequencedRoomEvent } from '@glossy/contract';
import WebSocket from 'ws';

/** What a socket heard: the room's text messages, and each event of its binary frames. */
export type Heard = LiveServerMessage | ({ t: 'event' } & SequencedRoomEvent);
type Welcome = Extract<Heard, { t: 'welcome' }>;
type EventHeard = Extract<Heard, { t: 'event' }>;

/** A live room socket as a test drives it: what it was sent, in order, and how it closed. */
export interface RoomSocket {
  readonly messages: Heard[];
  readonly snapshots: Uint8Array[];
  /** Code and reason once closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  send(message: LiveClientMessage | string): void;
  /** The first message (from `from` on) that `match` accepts, waiting for it. */
  next<T extends Heard>(match: (m: Heard) => m is T, from?: number): Promise<T>;
  until(match: (m: Heard) => boolean, from?: number): Promise<Heard>;
  /** The events it was sent, in order. */
  events(): EventHeard[];
  close(): void;
}

const within = 10_000;

export function connectRoom(
  baseUrl: string,
  eventId: number | string,
  headers: Record<string, string> = {},
  /** What the tab held before, for a reconnection that goes on from it. */
  reader = new FrameReader(),
): RoomSocket {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live/${eventId}/socket`, {
    headers,
  });
  const messages: Heard[] = [];
  const snapshots: Uint8Array[] = [];
  const waiting = new Set<() => void>();
  const opened = new Promise<void>((resolve) => ws.once('open', () => resolve()));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiting) wake();
    }),
  );
  ws.on('error', () => undefined);
  ws.on('message', (data, isBinary) => {
    const bytes = new Uint8Array(data as Buffer);
    if (!isBinary) messages.push(JSON.parse(String(data)) as LiveServerMessage);
    else if (isEventsFrame(bytes)) {
      // A frame of several events reads, here, as those events one by one.
      for (const { seq, e } of reader.read(bytes))
        messages.push({ t: 'event', seq, e: e as SequencedRoomEvent['e'] });
    } else {
      reader.arrive(snapshotOpenOp(bytes));
      snapshots.push(bytes);
    }
    for (const wake of waiting) wake();
  });
  const until = (match: (m: Heard) => boolean, from = 0) =>
    new Promise<Heard>((resolve, reject) => {
      const look = () => {
        const found = messages.slice(from).find(match);
        if (found) {
          cleanup();
          resolve(found);
        } else if (ws.readyState === WebSocket.CLOSED) {
          cleanup();
          reject(new Error(`closed before the message came: ${JSON.stringify(messages)}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no such message within ${within} ms: ${JSON.stringify(messages)}`));
      }, within);
      const cleanup = () => {
        clearTimeout(timer);
        waiting.delete(look);
      };
      waiting.add(look);
      look();
    });
  return {
    messages,
    snapshots,
    closed,
    send(message) {
      void opened.then(() =>
        ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
      );
    },
    next: <T extends Heard>(match: (m: Heard) => m is T, from?: number) =>
      until(match, from) as Promise<T>,
    until,
    events: () => messages.filter((m): m is EventHeard => m.t === 'event'),
    close: () => ws.close(),
  };
}

export const isWelcome = (m: Heard): m is Welcome => m.t === 'welcome';

/** Connects and joins; resolves with the welcome (the socket stays open). */
export async function joinRoom(
  baseUrl: string,
  eventId: number,
  token?: string,
  since?: number,
  reader?: FrameReader,
): Promise<{ socket: RoomSocket; welcome: Welcome }> {
  const socket = connectRoom(baseUrl, eventId, {}, reader);
  socket.send({
    t: 'join',
    ...(token ? { token } : {}),
    ...(since !== undefined ? { since } : {}),
  });
  const welcome = await socket.next(isWelcome);
  return { socket, welcome };
}
