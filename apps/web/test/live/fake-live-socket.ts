import { eventsFrame, type OutgoingEvent } from '@glossy/canvas/live';
import type { LiveClientMessage, LiveServerMessage, RoomEvent, RoomState } from '@glossy/contract';
import type { LiveSocket } from '../../src/features/live/room/live-connection';

/** A board frame as the room sends one: it begins with "G" (a snapshot's "GDLS"); the rest is the test's. */
export const boardFrame = (bytes: number[]) => new Uint8Array([0x47, ...bytes]);

/** A live room socket the test plays the server of: it says what the room would, in order. */
export class FakeLiveSocket implements LiveSocket {
  binaryType: BinaryType = 'blob';
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readonly sent: LiveClientMessage[] = [];
  closedWith: { code?: number; reason?: string } | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as LiveClientMessage);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  /** The connection opens. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  say(message: LiveServerMessage): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  sayBoard(bytes: number[]): void {
    this.onmessage?.(new MessageEvent('message', { data: boardFrame(bytes).buffer }));
  }

  /** Events in sequence from `seq`, in one frame as the room sends them. */
  frame(seq: number, out: OutgoingEvent[]): void {
    this.onmessage?.(new MessageEvent('message', { data: eventsFrame(seq, out).slice().buffer }));
  }

  events(seq: number, events: RoomEvent[]): void {
    this.frame(
      seq,
      events.map((e) => ({ kind: 'json', json: JSON.stringify(e) })),
    );
  }

  event(seq: number, e: RoomEvent): void {
    this.events(seq, [e]);
  }

  /** The server (or the network) closes it. */
  drop(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }

  /** The messages of one kind this socket was sent. */
  of<T extends LiveClientMessage['t']>(t: T): Extract<LiveClientMessage, { t: T }>[] {
    return this.sent.filter((m): m is Extract<LiveClientMessage, { t: T }> => m.t === t);
  }
}

export const emptyRoomState = (extra: Partial<RoomState> = {}): RoomState => ({
  status: 'live',
  hands: [],
  pen: null,
  penLayer: null,
  muted: [],
  chat: [],
  replayId: null,
  ...extra,
});

export const chatEvent = (text: string): RoomEvent => ({
  k: 'chat',
  by: { id: 'u-ana', name: 'Ana' },
  text,
  at: '2026-12-01T18:00:00.000Z',
  step: 0,
});
