import { z } from 'zod';
import { lineText } from './common';

/**
 * The live room's wire (decision 0030): one WebSocket a tab at `/api/live/{id}/socket`. A client
 * sends JSON text frames; the server answers in JSON text, and sends the room's events and the
 * board's snapshot as binary frames (`@glossy/canvas/live`: `eventsFrame`, `encodeSnapshot`).
 * Everything the room shows is an event with a sequence number, in one order for every watcher
 * on every instance.
 */

/** The board every live room draws on: the studio's page, at twice its pixels. */
export const liveBoard = { width: 1000, height: 500, scale: 2, background: '#ffffff' } as const;

export const liveLimits = {
  chatChars: 500,
  /** Chat messages a user may send in `chatWindowSeconds`. */
  chatBurst: 5,
  chatWindowSeconds: 10,
  /** Samples in one batch (a frame's worth at the pen's rate, with room to spare). */
  samplesPerBatch: 256,
  /** A frame of text; the binary snapshot goes only from server to client. */
  frameBytes: 256 * 1024,
  /** Seconds a socket has to say who it is. */
  joinSeconds: 10,
} as const;

/** Numbers per sample in a batch: x, y, pressure, tiltX, tiltY, time (the stroke log's). */
export const sampleStride = 6;

const userId = z.string().min(1).max(64);
const finite = z.number().finite();

/**
 * What the one who holds the pen does on the board, as the engine does it. `op` is a stroke-log
 * operation (checked by the engine's own rules on the server, never trusted as sent).
 */
export const boardAction = z.discriminatedUnion('k', [
  /** A stroke or a shape begins: the op without its samples (a stroke's `points` is empty). */
  z.strictObject({ k: z.literal('begin'), op: z.unknown() }),
  /** More samples of the stroke in progress, flat, `sampleStride` numbers each. */
  z.strictObject({
    k: z.literal('pts'),
    p: z
      .array(finite)
      .min(sampleStride)
      .max(liveLimits.samplesPerBatch * sampleStride)
      .refine((p) => p.length % sampleStride === 0, 'Samples come six numbers each'),
  }),
  /** The shape in progress now reaches this corner. */
  z.strictObject({ k: z.literal('shape'), x1: finite, y1: finite }),
  z.strictObject({ k: z.literal('end') }),
  z.strictObject({ k: z.literal('cancel') }),
  /** A whole operation at once: fill, clear, a layer change, a move or paste. */
  z.strictObject({ k: z.literal('op'), op: z.unknown() }),
  z.strictObject({ k: z.literal('undo') }),
  z.strictObject({ k: z.literal('redo') }),
  /** The brush the drawer holds now, shown to watchers (no mark). */
  z.strictObject({
    k: z.literal('tool'),
    brush: z.string().max(40),
    color: z.string().regex(/^#[0-9a-f]{6}$/i),
    size: finite.min(0).max(500),
  }),
]);
export type BoardAction = z.infer<typeof boardAction>;

export const liveRoles = ['host', 'watcher'] as const;
export type LiveRole = (typeof liveRoles)[number];

export const livePerson = z.object({ id: z.string(), name: z.string() });
export type LivePerson = z.infer<typeof livePerson>;

/** Messages a client sends. The first must be `join`. */
export const liveClientMessage = z.discriminatedUnion('t', [
  z.strictObject({
    t: z.literal('join'),
    /** The API's bearer token; without it the session cookie of the upgrade counts. */
    token: z.string().max(4096).optional(),
    /** The last sequence this tab has: the room sends what came after, or a snapshot. */
    since: z.number().int().min(0).optional(),
  }),
  /** A board action, numbered by the client (`n` rises by one) so a resend is not applied twice. */
  z.strictObject({ t: z.literal('board'), n: z.number().int().min(1), a: boardAction }),
  z.strictObject({ t: z.literal('chat'), text: lineText(liveLimits.chatChars, 'Write a message') }),
  /** Raise or lower one's hand; the host may lower anyone's (`user`). */
  z.strictObject({ t: z.literal('hand'), up: z.boolean(), user: userId.optional() }),
  /** Host only. */
  z.strictObject({ t: z.literal('start') }),
  z.strictObject({ t: z.literal('end') }),
  z.strictObject({ t: z.literal('delete-chat'), id: z.number().int().min(1) }),
  z.strictObject({ t: z.literal('mute'), user: userId, muted: z.boolean() }),
  /** Hands the pen to a watcher, or takes it back (`user: null`). */
  z.strictObject({ t: z.literal('pen'), user: userId.nullable() }),
  /** The board as it is now, again (after an undo reached past what this tab holds). */
  z.strictObject({ t: z.literal('resync') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

export const chatMessage = z.object({
  id: z.number().int(),
  by: livePerson,
  text: z.string(),
  /** ISO time it was sent. */
  at: z.string(),
  /** Operations on the board when it was sent: where it sits on the replay's timeline. */
  step: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** What happened in the room, in sequence. `by` is who did it, as the server knows them. */
export type RoomEvent =
  | { k: 'board'; by: string; a: BoardAction }
  /** A chat message; its id is the event's sequence number. */
  | { k: 'chat'; by: LivePerson; text: string; at: string; step: number }
  | { k: 'chat-deleted'; id: number }
  | { k: 'hand'; user: LivePerson; up: boolean }
  | { k: 'muted'; user: string; muted: boolean }
  | { k: 'pen'; user: LivePerson | null; layer: string | null }
  | { k: 'status'; status: 'live' | 'ended'; replayId: string | null }
  /** A board action the room refused (not the pen's holder, against the board's rules): its
   * number passes, nothing else happens. Only sent, never kept in the log. */
  | { k: 'none' };

/** The room as a client needs it on arrival, besides the board. */
export interface RoomState {
  status: 'scheduled' | 'live' | 'ended';
  hands: LivePerson[];
  pen: LivePerson | null;
  /** The guest's layer while a guest holds the pen. */
  penLayer: string | null;
  muted: string[];
  chat: ChatMessage[];
  replayId: string | null;
}

/** An event as a tab reads it from an events frame. */
export interface SequencedRoomEvent {
  seq: number;
  e: RoomEvent;
}

/** Messages the server sends as text; events and snapshots come as binary frames. */
export type LiveServerMessage =
  | {
      t: 'welcome';
      you: LivePerson & { role: LiveRole };
      /** The room as of `seq`, with a snapshot frame of the board next; null: the events after
       * `since` follow instead, and the tab keeps what it had. */
      room: RoomState | null;
      /** The room's sequence now. */
      seq: number;
      /** The last board action of yours the room has applied: resend what came after. */
      acked: number;
      viewers: number;
    }
  | { t: 'ack'; n: number }
  | { t: 'viewers'; count: number }
  | { t: 'refused'; message: string; n?: number }
  | { t: 'bye'; code: number; message: string };

/** Close codes beyond the standard ones: the client shows the message and does not retry. */
export const liveCloseCodes = {
  unauthorized: 4401,
  forbidden: 4403,
  notFound: 4404,
  ended: 4410,
  /** The token ran out: the client gets a new one and reconnects. */
  expired: 4408,
  badMessage: 4400,
  tooMany: 4429,
} as const;
