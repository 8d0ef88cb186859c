import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/core/engine/engine';
import { LiveReceiver } from '../../src/core/live/receiver';
import { decodeSnapshot, encodeSnapshot } from '../../src/core/live/snapshot';
import { strokeOp, wave } from '../helpers/draw';
import { boardOf, broadcastFrom, hostStroke } from './host';

const page = { width: 160, height: 120, scale: 1 };
const stroke = strokeOp([], { color: '#000000', size: 4, pressure: 'simulate' });

describe('a receiving board', () => {
  it('takes nothing malformed or out of turn, and stays as it was', () => {
    const engine = new Engine(page);
    const receiver = new LiveReceiver(engine);
    const before = boardOf(engine);
    const invalid = (a: Parameters<LiveReceiver['apply']>[0]) =>
      expect(receiver.apply(a).kind, JSON.stringify(a)).toBe('invalid');
    invalid({ k: 'pts', p: [1, 1, 0.5, 0, 0, 0] });
    invalid({ k: 'shape', x1: 3, y1: 4 });
    invalid({ k: 'end' });
    invalid({ k: 'cancel' });
    invalid({ k: 'begin', op: { ...stroke, brush: 'laser' } });
    invalid({ k: 'begin', op: { ...stroke, points: [1, 1, 0.5, 0, 0, 0] } });
    invalid({ k: 'begin', op: { ...stroke, layer: 'layer-9' } });
    invalid({ k: 'begin', op: { t: 'clear' } });
    invalid({ k: 'op', op: { t: 'fill', layer: 'layer-1' } });
    invalid({ k: 'op', op: 'clear' });
    expect(receiver.apply({ k: 'begin', op: stroke }).kind).toBe('applied');
    invalid({ k: 'begin', op: stroke });
    invalid({ k: 'pts', p: [1, 1, 0.5] });
    invalid({ k: 'pts', p: [1, 1, 0.5, 0, 0, Number.POSITIVE_INFINITY] });
    invalid({ k: 'op', op: { t: 'clear' } });
    invalid({ k: 'undo' });
    expect(receiver.apply({ k: 'cancel' }).kind).toBe('applied');
    expect(boardOf(engine)).toEqual(before);
    expect(engine.log().ops).toEqual([]);
  });

  it('keeps only a stroke’s own fields, and gives the rects a preview repaints', () => {
    const engine = new Engine(page);
    const receiver = new LiveReceiver(engine);
    receiver.apply({ k: 'begin', op: { ...stroke, note: 'x'.repeat(100) } });
    const r = receiver.apply({ k: 'pts', p: wave(10, 10, 150, 100, 12) });
    expect(r.kind === 'applied' && r.rects.length).toBeGreaterThan(0);
    receiver.apply({ k: 'end' });
    expect(Object.keys(engine.log().ops[0] ?? {})).not.toContain('note');
  });

  it('asks for the board again when an undo or redo reaches past what it holds', () => {
    const host = new Engine(page);
    const { wire, broadcaster } = broadcastFrom(host);
    hostStroke(host, () => broadcaster.flush(), wave(10, 10, 150, 100, 12));
    const late = new LiveReceiver(decodeSnapshot(encodeSnapshot(host, 1)).engine);
    host.undo();
    expect(late.apply(wire.at(-1)!)).toEqual({ kind: 'resync' });
    host.redo();
    expect(late.apply(wire.at(-1)!)).toEqual({ kind: 'resync' });
  });
});
