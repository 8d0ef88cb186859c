import type { LivePerson, LiveRole, LiveServerMessage, SequencedRoomEvent } from '@glossy/contract';
import { liveBoard } from '@glossy/contract';
import { eventsFrame, LiveBoardState, type OutgoingEvent } from '@glossy/canvas/live';
import type { Logger } from 'pino';
import { emptyRoom, RoomModel, type SavedRoom } from './room-model';
import type { RoomLog } from './room-log';

/** One socket in a room, as the room sees it. */
export interface RoomClient {
  readonly user: LivePerson & { role: LiveRole };
  readonly canTalk: boolean;
  /** Sends a frame now; the room has already put the frames in order. */
  send(frame: Buffer | string, binary?: boolean): void;
  close(code: number, message: string): void;
}

/**
 * How long the room gathers events before sending them on, in one frame to each member: a frame
 * costs every watcher's socket a write, and a pen sends a batch of samples every animation frame.
 */
const gatherMs = 50;
/** Commits between snapshots kept for late joiners on other instances and after restarts. */
const commitsPerSnapshot = 200;
/** A client that has this much waiting unsent cannot keep up: it reconnects and catches up. */
export const maxBuffered = 8 * 1024 * 1024;
/** Events kept as sent, for a reconnecting tab to catch up from; further back, the board. */
const keptEvents = 5_000;

const frameOf = (message: LiveServerMessage) => Buffer.from(JSON.stringify(message));

interface Sent {
  seq: number;
  out: OutgoingEvent;
}

interface Member {
  client: RoomClient;
  /** The last sequence this client has been sent (or holds). */
  sent: number;
}

/**
 * A room on this instance: its model, folded from the room's log in sequence order, and the
 * sockets here that watch it. Every event reaches every member once and in order.
 */
export class LiveRoom {
  private readonly members = new Map<RoomClient, Member>();
  private chain: Promise<void> = Promise.resolve();
  private unsubscribe: () => void = () => undefined;
  private snapshot: { seq: number; bytes: Uint8Array } | null = null;
  /** Events taken and not yet sent on, as they are sent. */
  private gathered: Sent[] = [];
  /** The last `keptEvents` events as they were sent, oldest first, in sequence. */
  private recent: Sent[] = [];
  private sendTimer: NodeJS.Timeout | null = null;
  private commits = 0;
  viewers = 0;

  private constructor(
    readonly eventId: number,
    private model: RoomModel,
    private readonly log: RoomLog,
    private readonly logger: Logger,
  ) {}

  /** Loads the room from its last snapshot and the events after it, and listens for more. */
  static async open(
    eventId: number,
    hostId: string,
    status: SavedRoom['status'],
    log: RoomLog,
    logger: Logger,
  ): Promise<LiveRoom> {
    const stored = await log.loadSnapshot(eventId);
    const model = stored
      ? new RoomModel(hostId, LiveBoardState.fromSnapshot(stored.bytes), stored.room, stored.seq)
      : new RoomModel(hostId, new LiveBoardState(liveBoard), emptyRoom(status));
    const room = new LiveRoom(eventId, model, log, logger);
    room.unsubscribe = await log.subscribe(eventId, (event) => room.hear(event));
    await room.catchUp();
    return room;
  }

  get seq(): number {
    return this.model.seq;
  }

  get state(): RoomModel {
    return this.model;
  }

  get size(): number {
    return this.members.size;
  }

  has(userId: string): boolean {
    for (const member of this.members.keys()) if (member.user.id === userId) return true;
    return false;
  }

  /** Runs `task` after everything before it, one at a time: the model changes in one order. */
  private queue(task: () => Promise<void> | void): Promise<void> {
    const next = this.chain.then(task);
    this.chain = next.catch((err: unknown) =>
      this.logger.error({ err, event: this.eventId }, 'a live room step failed'),
    );
    return next;
  }

  private hear(event: SequencedRoomEvent): void {
    void this.queue(async () => {
      if (event.seq <= this.model.seq) return;
      // A gap (a message missed while Redis reconnected): read it from the log first.
      if (event.seq > this.model.seq + 1) await this.catchUp();
      if (event.seq === this.model.seq + 1) await this.take(event);
    });
  }

  private async catchUp(): Promise<void> {
    for (const event of await this.log.since(this.eventId, this.model.seq)) await this.take(event);
  }

  private async take(event: SequencedRoomEvent): Promise<void> {
    const out = await this.outgoing(event);
    const sent = { seq: event.seq, out };
    this.gathered.push(sent);
    this.recent.push(sent);
    if (this.recent.length > keptEvents * 1.2)
      this.recent.splice(0, this.recent.length - keptEvents);
    this.sendTimer ??= setTimeout(() => this.sendGathered(), gatherMs);
    if (event.e.k === 'board' && ['end', 'op', 'undo', 'redo'].includes(event.e.a.k)) {
      this.commits += 1;
      if (this.commits >= commitsPerSnapshot && this.has(this.model.drawer)) await this.persist();
    }
  }

  /**
   * Takes an event into the model and says how it is sent: samples and the end of a stroke are
   * told against the stroke in progress (as it was before the event), the rest as JSON.
   */
  private async outgoing(event: SequencedRoomEvent): Promise<OutgoingEvent> {
    const { e } = event;
    const a = e.k === 'board' ? e.a : null;
    const tail = a?.k === 'pts' ? this.model.board.openTail() : null;
    this.model.apply(event);
    if (this.model.stale) await this.rebuild();
    if (this.model.refused.has(event.seq)) return { kind: 'none' };
    if (a?.k === 'pts' && tail) return { kind: 'pts', p: a.p, ...tail };
    if (a?.k === 'end') return { kind: 'end' };
    return { kind: 'json', json: JSON.stringify(e) };
  }

  /** The room again from its whole log, up to where this instance is. */
  private async fold(): Promise<RoomModel> {
    const fresh = new RoomModel(
      this.model.hostId,
      new LiveBoardState(liveBoard),
      emptyRoom('scheduled'),
    );
    for (const event of await this.log.since(this.eventId, 0)) {
      if (event.seq > this.model.seq) break;
      fresh.apply(event);
    }
    return fresh;
  }

  /** An undo reached past the board's history: the board again, from the room's whole log. */
  private async rebuild(): Promise<void> {
    this.model = await this.fold();
    this.snapshot = null;
  }

  /** The board with the whole session's history (for its recording). */
  wholeBoard(): Promise<LiveBoardState> {
    return this.queue(async () => {
      if (!this.model.board.complete) await this.rebuild();
    }).then(() => this.model.board);
  }

  /** One binary frame of events in sequence (`eventsFrame`). */
  private framed(events: readonly Sent[]): Buffer {
    const bytes = eventsFrame(
      events[0]?.seq ?? 0,
      events.map((event) => event.out),
    );
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The events after `since` as sent, if this room still holds them all. */
  private sentSince(since: number): Sent[] | null {
    if (since === this.model.seq) return [];
    const first = this.recent[0];
    if (!first || since < first.seq - 1 || since > this.model.seq) return null;
    return this.recent.slice(since - first.seq + 1);
  }

  /** One frame of what was gathered to every member (written once, whatever their number). */
  private sendGathered(): void {
    this.sendTimer = null;
    const events = this.gathered;
    this.gathered = [];
    const last = events.at(-1);
    if (!last) return;
    const whole = this.framed(events);
    for (const member of this.members.values()) {
      if (member.sent >= last.seq) continue;
      const unseen = events.filter((event) => event.seq > member.sent);
      member.sent = last.seq;
      member.client.send(unseen.length === events.length ? whole : this.framed(unseen), true);
    }
  }

  /** The board now, encoded once per sequence however many arrive at once. */
  private boardBytes(): Uint8Array {
    if (this.snapshot?.seq !== this.model.seq) {
      this.snapshot = { seq: this.model.seq, bytes: this.model.board.snapshot(this.model.seq) };
    }
    return this.snapshot.bytes;
  }

  /** Keeps the board for other instances and restarts. */
  private async persist(): Promise<void> {
    this.commits = 0;
    const bytes = this.boardBytes();
    await this.log
      .saveSnapshot(this.eventId, { seq: this.model.seq, bytes, room: this.model.saved() })
      .catch((err: unknown) => this.logger.warn({ err }, 'a live room snapshot was not kept'));
  }

  /**
   * Lets a client in: the room as it is now and its board, or (a reconnect with `since`) the
   * events it missed; then everything after, in order.
   */
  join(client: RoomClient, since: number | undefined, acked: number): Promise<void> {
    return this.queue(() => {
      const member: Member = { client, sent: this.model.seq };
      const tail = since === undefined ? null : this.sentSince(since);
      this.members.set(client, member);
      const you = client.user;
      const welcome = {
        t: 'welcome' as const,
        you,
        seq: this.model.seq,
        acked,
        viewers: this.viewers,
      };
      if (tail) {
        client.send(frameOf({ ...welcome, room: null }));
        if (tail.length > 0) client.send(this.framed(tail), true);
      } else {
        client.send(frameOf({ ...welcome, room: this.model.view() }));
        client.send(Buffer.from(this.boardBytes()), true);
      }
    });
  }

  /** The board again for one client (its undo reached past what it holds). */
  resync(client: RoomClient): Promise<void> {
    return this.queue(() => {
      const member = this.members.get(client);
      if (!member) return;
      client.send(
        frameOf({
          t: 'welcome',
          you: client.user,
          seq: this.model.seq,
          acked: 0,
          viewers: this.viewers,
          room: this.model.view(),
        }),
      );
      client.send(Buffer.from(this.boardBytes()), true);
      member.sent = this.model.seq;
    });
  }

  leave(client: RoomClient): void {
    this.members.delete(client);
  }

  /** Tells every member here how many watch, over all instances. */
  async countViewers(): Promise<void> {
    const here = [...this.members.keys()].filter((client) => client.user.role === 'watcher').length;
    const count = await this.log.countViewers(this.eventId, here).catch(() => here);
    if (count === this.viewers) return;
    this.viewers = count;
    const frame = frameOf({ t: 'viewers', count });
    for (const client of this.members.keys()) client.send(frame);
  }

  closeAll(code: number, message: string): void {
    // What was gathered (the end itself, often) goes out before the goodbye.
    if (this.sendTimer) clearTimeout(this.sendTimer);
    this.sendGathered();
    for (const client of this.members.keys()) client.close(code, message);
    this.members.clear();
  }

  dispose(): void {
    if (this.sendTimer) clearTimeout(this.sendTimer);
    this.unsubscribe();
  }
}
