import { FrameReader, isEventsFrame, snapshotOpenOp } from '@glossy/canvas/live';
import { expiredMessage, finalMessage, reconnectDelay } from './reconnect-policy';
import {
  liveCloseCodes,
  type BoardAction,
  type LiveClientMessage,
  type LivePerson,
  type LiveRole,
  type LiveServerMessage,
  type RoomEvent,
  type RoomState,
} from '@glossy/contract';

/** What the connection needs of a socket: the browser's WebSocket, or a test's fake. */
export interface LiveSocket {
  binaryType: BinaryType;
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type Me = LivePerson & { role: LiveRole };

/** Commands a member sends; `join` and `board` are the connection's own to number and send. */
export type RoomCommand = Exclude<LiveClientMessage, { t: 'join' | 'board' }>;

export type LivePhase = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveConnectionState {
  phase: LivePhase;
  you: Me | null;
  viewers: number;
  /** Why the room let this tab go for good: a close code it does not retry. */
  closed: { code: number; message: string } | null;
}

/** Where what the room says goes: the board and the room's model live in the page. */
export interface LiveListener {
  /** The room as it is now and its board (a first join, a resync): both replace what the tab had. */
  arrive(room: RoomState, board: Uint8Array, seq: number): void;
  /** The next event, in sequence, each once. */
  event(seq: number, e: RoomEvent): void;
  /** Something this tab asked for was refused: the message is for the user. */
  refused(message: string): void;
}

export interface LiveConnectionOptions {
  url: string;
  /** Read at each join: a renewed token is sent on the next connection. */
  token(): string | null;
  /** A fresh token after 4408; false when the session itself is gone. */
  renewToken(): Promise<boolean>;
  openSocket?: (url: string) => LiveSocket;
  /** Milliseconds to wait before the `attempt`-th reconnection in a row (0 first). */
  delay?: (attempt: number) => number;
}

/**
 * The stroke being drawn in a snapshot, which the samples after it go on from. Bytes that do not
 * read are the board's to refuse when it loads them; here they hold no stroke to follow.
 */
function openStrokeOf(bytes: Uint8Array) {
  try {
    return snapshotOpenOp(bytes);
  } catch {
    return null;
  }
}

/** The room's address for this page's origin (ws: beside http:, wss: beside https:). */
export const liveSocketUrl = (origin: string, eventId: number) =>
  `${origin.replace(/^http/, 'ws')}/api/live/${eventId}/socket`;

const open = 1;

interface Pending {
  n: number;
  a: BoardAction;
}

/**
 * One tab's connection to a live room (decision 0030): joins, hands on each event once and in
 * order, numbers the board actions this tab draws and keeps them until the room has them, and
 * comes back after a drop with the sequence it holds, resending what was not acknowledged.
 * Framework-free: the page reads `getState` through `subscribe`, the tests drive a fake socket.
 */
export class LiveConnection {
  private socket: LiveSocket | null = null;
  private state: LiveConnectionState = { phase: 'connecting', you: null, viewers: 0, closed: null };
  private readonly listeners = new Set<() => void>();
  /** The last sequence this tab holds; null until the board has arrived whole. */
  private seq: number | null = null;
  /** A welcome with the room waits for the board's frame; events meanwhile wait behind it. */
  private arriving: { room: RoomState; seq: number } | null = null;
  private held: Uint8Array[] = [];
  /** Reads the room's events frames, across this tab's sockets: samples follow what it holds. */
  private readonly reader = new FrameReader();
  private pending: Pending[] = [];
  private lastN = 0;
  private joined = false;
  /** A fresh board was asked for (or is needed) and has not come yet: one request is enough. */
  private wantBoard = false;
  private attempt = 0;
  private renewedSinceWelcome = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** The server's own words, when it said goodbye before closing. */
  private bye: string | null = null;
  private readonly openSocket: (url: string) => LiveSocket;
  private readonly delay: (attempt: number) => number;

  constructor(
    private readonly options: LiveConnectionOptions,
    private readonly listener: LiveListener,
  ) {
    this.openSocket = options.openSocket ?? ((url) => new WebSocket(url));
    this.delay = options.delay ?? ((attempt) => reconnectDelay(attempt));
  }

  readonly subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => {
      this.listeners.delete(fn);
    };
  };

  readonly getState = () => this.state;

  private set(patch: Partial<LiveConnectionState>) {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn();
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.drop();
  }

  /** Comes back now instead of waiting out the backoff (the browser is online again). */
  retryNow(): void {
    if (this.stopped || this.state.phase !== 'reconnecting' || !this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  }

  /** Sends a command; false when the room cannot hear it now (the page says so). */
  send(message: RoomCommand): boolean {
    return this.write(message);
  }

  /**
   * A board action drawn here: numbered, sent when the room is there to take it, and kept until
   * acknowledged, to be sent again with the same number after a drop.
   */
  sendBoard(a: BoardAction): void {
    this.lastN += 1;
    const action = { n: this.lastN, a };
    this.pending.push(action);
    this.write({ t: 'board', ...action });
  }

  /** Board actions drawn here that the room has not acknowledged yet. */
  get unacknowledged(): readonly Pending[] {
    return this.pending;
  }

  /**
   * The pen was taken away: what this tab drew and the room has not taken never will be, so it
   * is forgotten, and the board is asked for again as the room has it.
   */
  discardOwnAndResync(): void {
    this.pending = [];
    this.resync();
  }

  /** Asks for the board as the room has it now (once, however often asked until it comes). */
  resync(): void {
    if (this.wantBoard) return;
    this.wantBoard = true;
    this.write({ t: 'resync' });
  }

  private write(message: Exclude<LiveClientMessage, { t: 'join' }>): boolean {
    if (!this.joined || !this.socket || this.socket.readyState !== open) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    this.drop();
    this.set({ phase: this.state.you ? 'reconnecting' : 'connecting' });
    const socket = this.openSocket(this.options.url);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onopen = () => {
      const token = this.options.token();
      const join: LiveClientMessage = {
        t: 'join',
        ...(token ? { token } : {}),
        ...(this.seq !== null ? { since: this.seq } : {}),
      };
      socket.send(JSON.stringify(join));
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      if (typeof event.data === 'string') this.hear(JSON.parse(event.data) as LiveServerMessage);
      else if (event.data instanceof ArrayBuffer) this.binary(new Uint8Array(event.data));
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closed(event.code, event.reason);
    };
  }

  /** Lets go of the current socket without hearing its close. */
  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    this.joined = false;
    this.arriving = null;
    this.held = [];
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    socket.close(1000, 'Leaving the room');
  }

  private hear(message: LiveServerMessage): void {
    switch (message.t) {
      case 'welcome':
        return this.welcome(message);
      case 'ack':
        this.pending = this.pending.filter((action) => action.n > message.n);
        return;
      case 'viewers':
        this.set({ viewers: message.count });
        return;
      case 'refused':
        if (message.n !== undefined) {
          // The room's board and this one part ways here: take the room's.
          this.pending = this.pending.filter((action) => action.n !== message.n);
          this.resync();
        }
        this.listener.refused(message.message);
        return;
      case 'bye':
        this.bye = message.message;
        return;
    }
  }

  private welcome(message: Extract<LiveServerMessage, { t: 'welcome' }>): void {
    // A resync is answered with a welcome too, on a socket that has already joined.
    const joining = !this.joined;
    this.joined = true;
    this.attempt = 0;
    this.renewedSinceWelcome = false;
    // A resync's welcome says 0: numbering never goes back, or the room would drop new actions.
    this.lastN = Math.max(this.lastN, message.acked);
    this.pending = this.pending.filter((action) => action.n > message.acked);
    this.set({ phase: 'open', you: message.you, viewers: message.viewers, closed: null });
    if (message.room) this.arriving = { room: message.room, seq: message.seq };
    if (!joining) return;
    // Asked for before a drop and not come: the events since are not enough.
    if (!message.room && this.wantBoard) this.write({ t: 'resync' });
    for (const action of this.pending) this.write({ t: 'board', ...action });
  }

  /** A frame of events, or the board's snapshot. */
  private binary(bytes: Uint8Array): void {
    if (!isEventsFrame(bytes)) this.board(bytes);
    else if (this.arriving) this.held.push(bytes);
    else this.events(bytes);
  }

  private events(frame: Uint8Array): void {
    let events;
    try {
      events = this.reader.read(frame);
    } catch {
      // Never sent so by the room; if it happens, the board is no longer the room's.
      this.resync();
      return;
    }
    for (const { seq, e, lost } of events) {
      // Samples of a stroke this tab does not hold: the board as the room has it, again.
      if (lost) this.resync();
      this.take(seq, e as RoomEvent);
    }
  }

  private board(bytes: Uint8Array): void {
    const arriving = this.arriving;
    if (!arriving) return;
    this.reader.arrive(openStrokeOf(bytes));
    this.arriving = null;
    this.wantBoard = false;
    this.seq = arriving.seq;
    this.listener.arrive(arriving.room, bytes, arriving.seq);
    const held = this.held;
    this.held = [];
    for (const frame of held) this.events(frame);
  }

  private take(seq: number, e: RoomEvent): void {
    if (this.seq === null || seq <= this.seq) return;
    if (seq > this.seq + 1) {
      // Never sent so by the room; if it happens, the board is no longer the room's.
      this.resync();
      return;
    }
    this.seq = seq;
    this.listener.event(seq, e);
  }

  private closed(code: number, reason: string): void {
    this.joined = false;
    const message = reason || this.bye;
    this.bye = null;
    if (this.stopped) return;
    const final = finalMessage(code);
    if (final !== null) {
      this.set({ phase: 'closed', closed: { code, message: message || final } });
      return;
    }
    if (code === liveCloseCodes.expired && !this.renewedSinceWelcome) {
      this.renewedSinceWelcome = true;
      this.set({ phase: 'reconnecting' });
      void this.options.renewToken().then((renewed) => {
        if (this.stopped) return;
        if (renewed) this.connect();
        else {
          this.set({
            phase: 'closed',
            closed: { code: liveCloseCodes.unauthorized, message: expiredMessage },
          });
        }
      });
      return;
    }
    this.set({ phase: 'reconnecting' });
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, this.delay(this.attempt));
    this.attempt += 1;
  }
}
