import type { RoomEvent, SequencedRoomEvent } from '@glossy/contract';
import type { SavedRoom } from './room-model';

/** A snapshot of a room's board as the engine encodes it, and the sequence it reflects. */
export interface StoredSnapshot {
  seq: number;
  bytes: Uint8Array;
  room: SavedRoom;
}

/**
 * A room's events in one order for every instance (decision 0030). `append` gives the next
 * sequence number, keeps the event for late joiners and reconnects, and hands it to every
 * subscriber; a board action numbered by its writer (`dedupe`) that is already in is dropped,
 * which is how a resend after a reconnect is applied once.
 */
export interface RoomLog {
  /** The sequence given, or null when `dedupe` says the writer's action is already in. */
  append(
    room: number,
    e: RoomEvent,
    dedupe?: { writer: string; n: number },
  ): Promise<number | null>;
  /** Events after `seq`, in order. */
  since(room: number, seq: number): Promise<SequencedRoomEvent[]>;
  /** The last action number of `writer` the room has taken. */
  acked(room: number, writer: string): Promise<number>;
  /** Calls `deliver` with each event appended from now on, in sequence order. */
  subscribe(room: number, deliver: (event: SequencedRoomEvent) => void): Promise<() => void>;
  saveSnapshot(room: number, snapshot: StoredSnapshot): Promise<void>;
  loadSnapshot(room: number): Promise<StoredSnapshot | null>;
  /** How many watchers this instance has in the room; answers the count over every instance. */
  countViewers(room: number, here: number): Promise<number>;
  /** The session is recorded: its log may go. */
  forget(room: number): Promise<void>;
  close(): Promise<void>;
}

interface MemoryRoom {
  events: SequencedRoomEvent[];
  acks: Map<string, number>;
  listeners: Set<(event: SequencedRoomEvent) => void>;
  snapshot: StoredSnapshot | null;
}

/** One process, no Redis: the log lives in memory, as long as the process. */
export function memoryRoomLog(): RoomLog {
  const rooms = new Map<number, MemoryRoom>();
  const roomOf = (id: number) => {
    let room = rooms.get(id);
    if (!room) {
      room = { events: [], acks: new Map(), listeners: new Set(), snapshot: null };
      rooms.set(id, room);
    }
    return room;
  };
  return {
    async append(id, e, dedupe) {
      const room = roomOf(id);
      if (dedupe) {
        if (dedupe.n <= (room.acks.get(dedupe.writer) ?? 0)) return null;
        room.acks.set(dedupe.writer, dedupe.n);
      }
      const event = { seq: room.events.length + 1, e };
      room.events.push(event);
      for (const deliver of room.listeners) deliver(event);
      return event.seq;
    },
    async since(id, seq) {
      return roomOf(id).events.slice(Math.max(0, seq));
    },
    async acked(id, writer) {
      return roomOf(id).acks.get(writer) ?? 0;
    },
    async subscribe(id, deliver) {
      const room = roomOf(id);
      room.listeners.add(deliver);
      return () => room.listeners.delete(deliver);
    },
    async saveSnapshot(id, snapshot) {
      const room = roomOf(id);
      if (!room.snapshot || room.snapshot.seq < snapshot.seq) room.snapshot = snapshot;
    },
    async loadSnapshot(id) {
      return rooms.get(id)?.snapshot ?? null;
    },
    async countViewers(_id, here) {
      return here;
    },
    async forget(id) {
      rooms.delete(id);
    },
    async close() {
      rooms.clear();
    },
  };
}
