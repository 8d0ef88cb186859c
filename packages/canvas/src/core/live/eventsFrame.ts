import { SAMPLE_STRIDE } from '../ink/sample';
import { BitReader, BitWriter, MalformedBytes } from './bits';
import { readSamples, writeSamples } from './sampleCodec';

/**
 * The room's events as one binary frame (decision 0030), so that a pen's samples cost a watcher
 * bits, not JSON:
 *
 *   0x01 · varint first sequence · pieces, in sequence
 *
 * A piece is `0 · varint length · an event as JSON`; or `2`, a board action the room refused,
 * whose number only passes; or `3`, the end of the stroke or shape in progress; or `1 · varint samples the stroke had · varint m · m varint counts ·
 * the samples` (`writeSamples`): m 'pts' actions in a row of the stroke in progress, by whoever
 * began it, their samples written as one (a pen's frame of samples alone would cost as much
 * again in headers). A snapshot's frame begins with "G" instead.
 *
 * Samples are told against the stroke's samples before them, so a reader follows the stroke in
 * progress: its 'begin' and the ones after, or a snapshot taken while it was drawn.
 */
const EVENTS_FRAME = 0x01;
const JSON_PIECE = 0;
const SAMPLES_PIECE = 1;
const NONE_PIECE = 2;
const END_PIECE = 3;

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An event as the room sends it: JSON, a refusal, or samples `p` of the stroke in progress,
 * which had `had` samples before them, of which `before` holds at least the last two.
 */
export type OutgoingEvent =
  | { kind: 'json'; json: string }
  | { kind: 'none' }
  /** The stroke or shape in progress ends, as its drawer said. */
  | { kind: 'end' }
  | { kind: 'pts'; p: readonly number[]; before: readonly number[]; had: number };

type Pts = Extract<OutgoingEvent, { kind: 'pts' }>;

export function eventsFrame(firstSeq: number, events: readonly OutgoingEvent[]): Uint8Array {
  const w = new BitWriter();
  w.bits(EVENTS_FRAME, 8);
  w.varint(firstSeq);
  for (let i = 0; i < events.length;) {
    const event = events[i]!;
    if (event.kind === 'pts') {
      const run = [event];
      for (let next = events[i + 1]; next?.kind === 'pts'; next = events[i + run.length]) {
        const last = run.at(-1)!;
        if (next.had !== last.had + last.p.length / SAMPLE_STRIDE) break;
        run.push(next);
      }
      writeRun(w, run);
      i += run.length;
      continue;
    }
    w.varint({ json: JSON_PIECE, none: NONE_PIECE, end: END_PIECE }[event.kind]);
    if (event.kind === 'json') {
      const bytes = utf8.encode(event.json);
      w.varint(bytes.length);
      w.bytes(bytes);
    }
    i++;
  }
  return w.finish();
}

function writeRun(w: BitWriter, run: readonly Pts[]): void {
  w.varint(SAMPLES_PIECE);
  w.varint(run[0]!.had);
  w.varint(run.length);
  for (const event of run) w.varint(event.p.length / SAMPLE_STRIDE);
  writeSamples(
    w,
    run.flatMap((event) => event.p),
    run[0]!.before,
  );
}

export const isEventsFrame = (bytes: Uint8Array) => bytes[0] === EVENTS_FRAME;

/** An event as read from a frame. `lost`: samples of a stroke this reader does not hold. */
export interface FrameEvent {
  seq: number;
  e: unknown;
  lost?: true;
}

/** The stroke or shape in progress as a snapshot holds it: who draws it, a stroke's samples so far. */
export interface OpenStroke {
  by: string;
  points: readonly number[];
}

const none = { k: 'none' } as const;

/** Samples one run may hold: far more than the room gathers in a frame. */
const MAX_RUN_SAMPLES = 1 << 16;

/** A board action as the room tells it, in a JSON piece. */
function boardAction(e: unknown): { by: string; k: unknown } | null {
  if (typeof e !== 'object' || e === null) return null;
  const { k, by, a } = e as { k?: unknown; by?: unknown; a?: { k?: unknown } };
  if (k !== 'board' || typeof by !== 'string' || typeof a !== 'object' || a === null) return null;
  return { by, k: a.k };
}

/**
 * Reads a room's frames in order, one reader a tab, across its reconnections: it follows the
 * stroke in progress that samples are told against.
 */
export class FrameReader {
  private open: { by: string; had: number; tail: number[] } | null = null;

  /** The board arrived whole: samples go on from the stroke in progress it holds, if any. */
  arrive(open: OpenStroke | null): void {
    this.open = open && {
      by: open.by,
      had: open.points.length / SAMPLE_STRIDE,
      tail: open.points.slice(-2 * SAMPLE_STRIDE),
    };
  }

  /** The events of one frame, in sequence. Throws MalformedBytes on bytes no room sends. */
  read(bytes: Uint8Array): FrameEvent[] {
    const r = new BitReader(bytes);
    if (r.bits(8) !== EVENTS_FRAME) throw new MalformedBytes('not an events frame');
    const events: FrameEvent[] = [];
    for (let seq = r.varint(); !r.done;) {
      const read = this.piece(r, seq);
      events.push(...read);
      seq += read.length;
    }
    return events;
  }

  private piece(r: BitReader, seq: number): FrameEvent[] {
    const kind = r.varint();
    if (kind === NONE_PIECE) return [{ seq, e: none }];
    if (kind === JSON_PIECE) {
      const e: unknown = JSON.parse(fromUtf8.decode(r.bytes(r.varint())));
      this.follow(e);
      return [{ seq, e }];
    }
    if (kind === END_PIECE) {
      const open = this.open;
      this.open = null;
      if (!open) return [{ seq, e: none, lost: true }];
      return [{ seq, e: { k: 'board', by: open.by, a: { k: 'end' } } }];
    }
    if (kind !== SAMPLES_PIECE) throw new MalformedBytes(`no piece of kind ${kind}`);
    return this.run(r, seq);
  }

  private run(r: BitReader, seq: number): FrameEvent[] {
    const had = r.varint();
    const m = r.varint();
    const counts: number[] = [];
    for (let i = 0; i < m; i++) counts.push(r.varint());
    const total = counts.reduce((sum, n) => sum + n, 0);
    if (m === 0 || total > MAX_RUN_SAMPLES) throw new MalformedBytes('a run of samples too long');
    const open = this.open;
    const known = open !== null && open.had === had;
    const p = readSamples(r, known ? open.tail : [], total);
    if (!known) return counts.map((_, i) => ({ seq: seq + i, e: none, lost: true }));
    open.had += total;
    open.tail = [...open.tail, ...p].slice(-2 * SAMPLE_STRIDE);
    let at = 0;
    return counts.map((n, i) => {
      const batch = p.slice(at * SAMPLE_STRIDE, (at + n) * SAMPLE_STRIDE);
      at += n;
      return { seq: seq + i, e: { k: 'board', by: open.by, a: { k: 'pts', p: batch } } };
    });
  }

  private follow(e: unknown): void {
    const action = boardAction(e);
    if (!action) return;
    if (action.k === 'begin') this.open = { by: action.by, had: 0, tail: [] };
    else if (action.k === 'end' || action.k === 'cancel') this.open = null;
  }
}
