import type { LiveClientMessage, LiveServerMessage } from '@glossy/contract';
import WebSocket from 'ws';

type Welcome = Extract<LiveServerMessage, { t: 'welcome' }>;

/** A live room socket as a test drives it: what it was sent, in order, and how it closed. */
export interface RoomSocket {
  readonly messages: LiveServerMessage[];
  readonly snapshots: Uint8Array[];
  /** Code and reason once closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  send(message: LiveClientMessage | string): void;
  /** The first message (from `from` on) that `match` accepts, waiting for it. */
  next<T extends LiveServerMessage>(
    match: (m: LiveServerMessage) => m is T,
    from?: number,
  ): Promise<T>;
  until(match: (m: LiveServerMessage) => boolean, from?: number): Promise<LiveServerMessage>;
  /** The events it was sent, in order. */
  events(): Extract<LiveServerMessage, { t: 'event' }>[];
  close(): void;
}

const within = 10_000;

export function connectRoom(
  baseUrl: string,
  eventId: number | string,
  headers: Record<string, string> = {},
): RoomSocket {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live/${eventId}/socket`, {
    headers,
  });
  const messages: LiveServerMessage[] = [];
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
    if (isBinary) snapshots.push(new Uint8Array(data as Buffer));
    else {
      const message = JSON.parse(String(data)) as LiveServerMessage;
      // A frame of several events reads, here, as those events one by one.
      if (message.t === 'events')
        messages.push(...message.events.map((e) => ({ t: 'event' as const, ...e })));
      else messages.push(message);
    }
    for (const wake of waiting) wake();
  });
  const until = (match: (m: LiveServerMessage) => boolean, from = 0) =>
    new Promise<LiveServerMessage>((resolve, reject) => {
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
    next: <T extends LiveServerMessage>(match: (m: LiveServerMessage) => m is T, from?: number) =>
      until(match, from) as Promise<T>,
    until,
    events: () =>
      messages.filter((m): m is Extract<LiveServerMessage, { t: 'event' }> => m.t === 'event'),
    close: () => ws.close(),
  };
}

export const isWelcome = (m: LiveServerMessage): m is Welcome => m.t === 'welcome';

/** Connects and joins; resolves with the welcome (the socket stays open). */
export async function joinRoom(
  baseUrl: string,
  eventId: number,
  token?: string,
  since?: number,
): Promise<{ socket: RoomSocket; welcome: Welcome }> {
  const socket = connectRoom(baseUrl, eventId);
  socket.send({
    t: 'join',
    ...(token ? { token } : {}),
    ...(since !== undefined ? { since } : {}),
  });
  const welcome = await socket.next(isWelcome);
  return { socket, welcome };
}
