import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/core/engine/engine';
import { LiveBoardState } from '../../src/core/live/board';
import { LiveBroadcaster } from '../../src/core/live/broadcaster';
import { LiveReceiver } from '../../src/core/live/receiver';
import { replay } from '../../src/core/log/replay';
import { strokeOp, wave } from '../helpers/draw';
import { boardOf, broadcastFrom, hostShape, hostStroke } from './host';

const page = { width: 320, height: 240, scale: 2 };

/** A session: every kind of mark, layers, undo and redo, drawn on a host with a broadcaster. */
function drawSession(host: Engine, flush: () => void): void {
  const brushes = ['pen', 'pencil', 'spray', 'charcoal', 'crayon', 'watercolor', 'oil', 'stipple'];
  brushes.forEach((brush, i) => {
    const y = 12 + i * 26;
    hostStroke(host, flush, wave(10, y, 150, y + 8, 30), {
      brush: brush as 'pen',
      seed: 100 + i,
      pressure: i % 2 ? 'simulate' : 'device',
      stabilizer: i % 3,
    });
  });
  host.apply({ t: 'layer.add', id: 'layer-2', name: 'Ink', index: 1 });
  hostStroke(host, flush, wave(170, 20, 300, 60, 40), {
    layer: 'layer-2',
    brush: 'airbrush',
    symmetry: { kind: 'vertical', cx: 160, cy: 120 },
  });
  hostStroke(host, flush, wave(200, 100, 260, 140, 50), {
    layer: 'layer-2',
    brush: 'spray',
    seed: 7,
    symmetry: { kind: 'radial', segments: 6, cx: 230, cy: 150 },
  });
  hostShape(host, flush, { shape: 'star', x0: 180, y0: 160 }, [
    [190, 170],
    [230.456, 205.123],
    [250, 220],
  ]);
  hostShape(host, flush, { shape: 'ellipse', x0: 20, y0: 180, filled: true, layer: 'layer-2' }, [
    [60, 230],
  ]);
  host.apply({
    t: 'fill',
    layer: 'layer-1',
    x: 300,
    y: 230,
    color: '#facc15',
    opacity: 1,
    tolerance: 32,
  });
  host.apply({ t: 'layer.set', id: 'layer-2', opacity: 0.7, blend: 'multiply' });
  host.apply({ t: 'layer.move', id: 'layer-2', index: 0 });
  host.undo();
  host.undo();
  host.redo();
  hostStroke(host, flush, wave(40, 40, 280, 200, 60), { brush: 'eraser', size: 10 });
  host.apply({ t: 'clear' });
  host.undo();
  // One long frame: more samples than a batch holds go out as several.
  hostStroke(host, flush, wave(5, 5, 315, 235, 700), { brush: 'brush-pen', seed: 3 }, 700);
  // A stroke dropped midway, a stroke without samples, one drawn off the board.
  const dropped = host.beginStroke({
    layer: 'layer-1',
    brush: 'marker',
    color: '#000000',
    size: 8,
    opacity: 1,
    stabilizer: 0,
    pressure: 'simulate',
    seed: 9,
  });
  dropped?.add({ x: 50, y: 50, pressure: 0.5, tiltX: 0, tiltY: 0, time: 0 });
  flush();
  dropped?.cancel();
  hostStroke(host, flush, []);
  hostStroke(host, flush, wave(400, 300, 500, 400, 10));
  hostShape(host, flush, { shape: 'line', x0: 10, y0: 10 }, []);
  flush();
}

describe('live actions draw the same board elsewhere', () => {
  it('a receiver and the room board hold the host’s pixels and history exactly', () => {
    const host = new Engine(page);
    const { wire, broadcaster } = broadcastFrom(host);
    drawSession(host, () => broadcaster.flush());

    const watcher = new Engine(page);
    const receiver = new LiveReceiver(watcher);
    const room = new LiveBoardState(page);
    for (const a of wire) {
      expect(receiver.apply(a).kind, JSON.stringify(a).slice(0, 80)).toBe('applied');
      expect(room.check('host', a)).toBeNull();
      expect(room.apply('host', a)).toBe('applied');
    }
    expect(wire.filter((a) => a.k === 'pts').every((a) => a.p.length <= 256 * 6)).toBe(true);
    expect(boardOf(watcher)).toEqual(boardOf(host));
    expect(boardOf(room.engine)).toEqual(boardOf(host));
    expect(room.log()).toEqual(host.log());
    expect(watcher.log()).toEqual(host.log());
    expect(boardOf(replay(room.log()))).toEqual(boardOf(host));
    // Undo and redo go on from there alike.
    host.undo();
    for (const a of wire.slice(-1)) receiver.apply(a);
    expect(room.apply('host', { k: 'undo' })).toBe('applied');
    expect(boardOf(watcher)).toEqual(boardOf(host));
    expect(boardOf(room.engine)).toEqual(boardOf(host));
  });

  it('tells in the order things happened, and only what the drawer did', () => {
    const host = new Engine(page);
    const { wire, broadcaster } = broadcastFrom(host);
    hostStroke(host, () => undefined, wave(10, 10, 100, 100, 7), {}, 100);
    expect(wire.map((a) => a.k)).toEqual(['begin', 'pts', 'end']);
    const begin = wire[0];
    expect(begin?.k === 'begin' && (begin.op as { points: number[] }).points).toEqual([]);
    wire.length = 0;
    broadcaster.tool('pen', '#000000', 4);
    broadcaster.tool('pen', '#000000', 4);
    broadcaster.flush();
    broadcaster.tool('pen', '#000000', 4);
    broadcaster.flush();
    expect(wire).toEqual([{ k: 'tool', brush: 'pen', color: '#000000', size: 4 }]);
    wire.length = 0;
    // What comes from elsewhere is applied quietly: nothing goes back out.
    host.undo();
    wire.length = 0;
    const remote = new Engine(page);
    const far = broadcastFrom(remote);
    hostStroke(remote, () => far.broadcaster.flush(), wave(30, 30, 90, 60, 12));
    remote.apply({ t: 'clear' });
    remote.undo();
    const receiver = new LiveReceiver(host);
    broadcaster.quietly(() => far.wire.forEach((a) => receiver.apply(a)));
    expect(wire).toEqual([]);
    expect(boardOf(host)).toEqual(boardOf(remote));
    // Undo that does nothing tells nothing; dispose stops it.
    const blank = new Engine(page);
    const idle = broadcastFrom(blank);
    blank.undo();
    blank.redo();
    expect(idle.wire).toEqual([]);
    broadcaster.dispose();
    host.apply({ t: 'clear' });
    expect(wire).toEqual([]);
  });

  it('flushes itself once a frame while a stroke is open', () => {
    const host = new Engine(page);
    const frames: ((now: number) => void)[] = [];
    const wire: string[] = [];
    const b = new LiveBroadcaster(host, (a) => wire.push(a.k), {
      request: (fn) => frames.push(fn),
      cancel: () => undefined,
    });
    const { t: _t, points: _points, ...init } = strokeOp([]);
    const live = host.beginStroke(init);
    live?.add({ x: 10, y: 10, pressure: 0.5, tiltX: 0, tiltY: 0, time: 0 });
    frames.shift()?.(16);
    live?.add({ x: 20, y: 10, pressure: 0.5, tiltX: 0, tiltY: 0, time: 8 });
    frames.shift()?.(32);
    live?.end();
    frames.shift()?.(48);
    expect(wire).toEqual(['begin', 'pts', 'pts', 'end']);
    expect(frames).toEqual([]);
    b.dispose();
  });
});
