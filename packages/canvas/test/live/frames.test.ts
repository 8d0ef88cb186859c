import { describe, expect, it } from 'vitest';
import { SAMPLE_STRIDE } from '../../src/core/ink/sample';
import { batchProblem } from '../../src/core/live/actions';
import { MalformedBytes } from '../../src/core/live/bits';
import { eventsFrame, FrameReader, type OutgoingEvent } from '../../src/core/live/eventsFrame';
import { handStroke } from '../helpers/hand';

const json = (e: unknown): OutgoingEvent => ({ kind: 'json', json: JSON.stringify(e) });
const begin = (by: string) => json({ k: 'board', by, a: { k: 'begin', op: {} } });
const end = (by: string) => json({ k: 'board', by, a: { k: 'end' } });
const none: OutgoingEvent = { kind: 'none' };

/** A stroke's samples in batches of `per`, each told against the samples before it. */
function batches(points: number[], per: number) {
  const pieces: OutgoingEvent[] = [];
  const sent: number[][] = [];
  for (let at = 0; at < points.length; at += per * SAMPLE_STRIDE) {
    const p = points.slice(at, at + per * SAMPLE_STRIDE);
    const before = points.slice(Math.max(0, at - 2 * SAMPLE_STRIDE), at);
    pieces.push({ kind: 'pts', p, before, had: at / SAMPLE_STRIDE });
    sent.push(p);
  }
  return { pieces, sent };
}

const pointsOf = (events: { e: unknown }[]) =>
  events.flatMap(({ e }) => {
    const { a } = e as { a?: { k: string; p?: number[] } };
    return a?.k === 'pts' ? (a.p ?? []) : [];
  });

describe("the room's events frame", () => {
  it('carries a hand-drawn stroke exactly, in under 4 bytes a sample at 240 Hz', () => {
    const points = handStroke(2_400, 7);
    const { pieces, sent } = batches(points, 4);
    // A pen's 4 samples a display frame, 3 display frames a room's frame.
    const frames = [eventsFrame(41, [begin('host'), none, ...pieces.slice(0, 3)])];
    for (let at = 3; at < pieces.length; at += 3)
      frames.push(eventsFrame(43 + at, pieces.slice(at, at + 3)));
    frames.push(eventsFrame(43 + pieces.length, [end('host')]));

    const reader = new FrameReader();
    const events = frames.flatMap((frame) => reader.read(frame));
    expect(events.map((event) => event.seq)).toEqual(
      Array.from({ length: pieces.length + 3 }, (_, i) => 41 + i),
    );
    expect(events.every((event) => !event.lost)).toBe(true);
    expect(pointsOf(events)).toEqual(points);
    expect(events[1]?.e).toEqual({ k: 'none' });
    expect(events[2]?.e).toEqual({ k: 'board', by: 'host', a: { k: 'pts', p: sent[0] } });

    const middle = frames.slice(1, -1);
    const bytes = middle.reduce((sum, frame) => sum + frame.length, 0);
    const bytesPerSample = bytes / (middle.length * 12);
    expect(bytesPerSample).toBeLessThan(4);
  });

  it('takes the longest jumps and the edges of every range', () => {
    const points = [
      -1e6, 1e6, 0, -90, 90, 0, 1e6, -1e6, 1, 90, -90, 1e7, 0.01, -0.01, 0.001, 0, 0, 0.1, -1e6,
      -1e6, 0.5, 45, -45, 1e7,
    ];
    expect(batchProblem(points, 0)).toBeNull();
    const reader = new FrameReader();
    const events = reader.read(eventsFrame(1, [begin('a'), ...batches(points, 2).pieces]));
    expect(pointsOf(events)).toEqual(points);
  });

  it('passes a refused action as a number only, and reads JSON events whole', () => {
    const chat = {
      k: 'chat',
      by: { id: 'u', name: 'Ada ✍️' },
      text: '<b>hi</b>',
      at: 'x',
      step: 3,
    };
    const events = new FrameReader().read(eventsFrame(9, [none, json(chat)]));
    expect(events).toEqual([
      { seq: 9, e: { k: 'none' } },
      { seq: 10, e: chat },
    ]);
  });

  it('says which samples it cannot place, and goes on from a snapshot of the stroke', () => {
    const points = handStroke(40, 3);
    const { pieces } = batches(points, 10);
    const late = new FrameReader();
    const lost = late.read(eventsFrame(5, [pieces[1]!]));
    expect(lost).toEqual([{ seq: 5, e: { k: 'none' }, lost: true }]);

    late.arrive({ by: 'guest', points: points.slice(0, 20 * SAMPLE_STRIDE) });
    const [third] = late.read(eventsFrame(6, [pieces[2]!]));
    expect(third?.e).toEqual({
      k: 'board',
      by: 'guest',
      a: { k: 'pts', p: points.slice(20 * SAMPLE_STRIDE, 30 * SAMPLE_STRIDE) },
    });
    // A stroke ends: samples after it belong to no stroke this reader follows, nor an end.
    expect(late.read(eventsFrame(7, [{ kind: 'end' }]))).toEqual([
      { seq: 7, e: { k: 'board', by: 'guest', a: { k: 'end' } } },
    ]);
    expect(late.read(eventsFrame(8, [pieces[3]!]))[0]?.lost).toBe(true);
    expect(late.read(eventsFrame(9, [{ kind: 'end' }]))).toEqual([
      { seq: 9, e: { k: 'none' }, lost: true },
    ]);
  });

  it('refuses bytes no room sends, without reading past them', () => {
    const reader = new FrameReader();
    const whole = eventsFrame(3, [begin('h'), ...batches(handStroke(20, 1), 20).pieces]);
    for (let cut = 1; cut < whole.length; cut++) {
      const read = () => new FrameReader().read(whole.subarray(0, cut));
      try {
        read();
      } catch (err) {
        expect(err instanceof MalformedBytes || err instanceof SyntaxError).toBe(true);
      }
    }
    expect(() => reader.read(Uint8Array.of(0x47, 0x44))).toThrow(MalformedBytes);
    expect(() => reader.read(Uint8Array.of(1, 1, 9))).toThrow(MalformedBytes);
    expect(() =>
      reader.read(Uint8Array.of(1, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff)),
    ).toThrow(MalformedBytes);
  });
});

describe('what a batch of samples may hold', () => {
  it('refuses numbers past any board or what a pen reports', () => {
    const ok = [10, 10, 0.5, 0, 0, 4];
    expect(batchProblem(ok, 0)).toBeNull();
    const bad = (i: number, v: number) => {
      const p = [...ok];
      p[i] = v;
      return batchProblem(p, 0);
    };
    expect(bad(0, 1e6 + 1)).toMatch(/x must be/);
    expect(bad(1, -1e6 - 1)).toMatch(/y must be/);
    expect(bad(2, 1.01)).toMatch(/pressure/);
    expect(bad(3, 91)).toMatch(/tiltX/);
    expect(bad(4, -91)).toMatch(/tiltY/);
    expect(bad(5, -1)).toMatch(/time/);
    expect(bad(5, 1e7 + 1)).toMatch(/time/);
    expect(bad(0, Number.NaN)).toMatch(/finite/);
  });
});
