import { describe, expect, it } from 'vitest';
import { Engine } from '../src/core/engine/engine';
import { drawLive, inkedPixels, pixelsOf, same, wave } from './helpers/draw';

const board = () => new Engine({ width: 1000, height: 500 });
const snapshot = (e: Engine) => pixelsOf(e).slice();

describe('history: the spec semantics', () => {
  it('one Undo removes exactly one stroke, and Redo restores the newest', () => {
    const e = board();
    const empty = snapshot(e);
    drawLive(e, wave(50, 100, 400, 100));
    const afterOne = snapshot(e);
    drawLive(e, wave(50, 300, 400, 300));
    const afterTwo = snapshot(e);
    expect(same(afterOne, afterTwo)).toBe(false);

    expect(e.undo()).toBe(true);
    expect(same(snapshot(e), afterOne)).toBe(true);
    expect(e.redo()).toBe(true);
    expect(same(snapshot(e), afterTwo)).toBe(true);
    expect(e.canRedo).toBe(false);

    e.undo();
    e.undo();
    expect(same(snapshot(e), empty)).toBe(true);
    expect(e.canUndo).toBe(false);
    expect(e.undo()).toBe(false);
  });

  it('Clear can be undone and redone', () => {
    const e = board();
    drawLive(e, wave(50, 100, 900, 400));
    const drawn = snapshot(e);
    e.apply({ t: 'clear' });
    expect(inkedPixels(pixelsOf(e))).toBe(0);
    e.undo();
    expect(same(snapshot(e), drawn)).toBe(true);
    e.redo();
    expect(inkedPixels(pixelsOf(e))).toBe(0);
  });

  it('a new stroke drops the redo entries', () => {
    const e = board();
    drawLive(e, wave(50, 100, 400, 100));
    drawLive(e, wave(50, 200, 400, 200));
    e.undo();
    expect(e.canRedo).toBe(true);
    drawLive(e, wave(50, 300, 400, 300), { color: '#ff0000' });
    expect(e.canRedo).toBe(false);
    expect(e.redo()).toBe(false);
    expect(e.history.length).toBe(2);
  });

  it('undo is possible only with a prior state, redo only with a later one', () => {
    const e = board();
    expect(e.canUndo).toBe(false);
    expect(e.canRedo).toBe(false);
    expect(e.redo()).toBe(false);
  });

  it('fill, shape and erase are one step each', () => {
    const e = board();
    e.apply({
      t: 'shape',
      layer: 'layer-1',
      shape: 'rectangle',
      color: '#000000',
      size: 3,
      opacity: 1,
      filled: false,
      sides: 6,
      x0: 100,
      y0: 100,
      x1: 300,
      y1: 300,
    });
    const shaped = snapshot(e);
    e.apply({
      t: 'fill',
      layer: 'layer-1',
      x: 200,
      y: 200,
      color: '#ff0000',
      opacity: 1,
      tolerance: 32,
    });
    const filled = snapshot(e);
    drawLive(e, wave(90, 200, 310, 200), { brush: 'eraser', size: 20 });
    e.undo();
    expect(same(snapshot(e), filled)).toBe(true);
    e.undo();
    expect(same(snapshot(e), shaped)).toBe(true);
  });

  it('layer add, delete, move and property changes undo and redo', () => {
    const e = board();
    drawLive(e, wave(50, 100, 400, 100));
    e.apply({ t: 'layer.add', id: 'layer-2', name: 'Layer 2', index: 1 });
    drawLive(e, wave(50, 200, 400, 200), { layer: 'layer-2' });
    const top = pixelsOf(e, 'layer-2').slice();
    e.apply({ t: 'layer.set', id: 'layer-2', opacity: 0.5, visible: false });
    e.apply({ t: 'layer.move', id: 'layer-2', index: 0 });
    expect(e.doc.layers.map((l) => l.id)).toEqual(['layer-2', 'layer-1']);
    e.apply({ t: 'layer.delete', id: 'layer-2' });
    expect(e.doc.layers.map((l) => l.id)).toEqual(['layer-1']);

    e.undo();
    expect(e.doc.layers.map((l) => l.id)).toEqual(['layer-2', 'layer-1']);
    expect(same(pixelsOf(e, 'layer-2'), top)).toBe(true);
    e.undo();
    expect(e.doc.layers.map((l) => l.id)).toEqual(['layer-1', 'layer-2']);
    e.undo();
    expect(e.doc.layer('layer-2')?.visible).toBe(true);
    expect(e.doc.layer('layer-2')?.opacity).toBe(1);
    e.redo();
    expect(e.doc.layer('layer-2')?.opacity).toBe(0.5);
  });

  it('refuses impossible layer ops without recording them', () => {
    const e = board();
    expect(e.apply({ t: 'layer.delete', id: 'layer-1' })).toBe(false);
    expect(e.apply({ t: 'layer.move', id: 'nope', index: 0 })).toBe(false);
    expect(e.history.length).toBe(0);
  });

  it('a cancelled stroke leaves no trace and no history entry', () => {
    const e = board();
    const live = e.beginStroke({
      layer: 'layer-1',
      brush: 'pen',
      color: '#000000',
      size: 5,
      opacity: 1,
      stabilizer: 0,
      pressure: 'device',
      seed: 1,
    });
    live?.add({ x: 10, y: 10, pressure: 0.5, tiltX: 0, tiltY: 0, time: 0 });
    live?.add({ x: 90, y: 10, pressure: 0.5, tiltX: 0, tiltY: 0, time: 8 });
    live?.cancel();
    expect(inkedPixels(pixelsOf(e))).toBe(0);
    expect(e.canUndo).toBe(false);
  });
});

describe('history memory', () => {
  const longStroke = (i: number) =>
    wave(20 + (i % 7) * 5, 20 + ((i * 37) % 460), 980, 480 - ((i * 53) % 460), 120);

  it('100 board-crossing strokes at 1000×500 stay within 64 MB and all undo', () => {
    const e = new Engine({ width: 1000, height: 500, historyBudget: 64 * 1024 * 1024 });
    for (let i = 0; i < 100; i++) drawLive(e, longStroke(i), { size: 12 });
    expect(e.history.bytes).toBeLessThanOrEqual(64 * 1024 * 1024);
    let undone = 0;
    while (e.undo()) undone++;
    expect(undone).toBe(100);
    expect(inkedPixels(pixelsOf(e))).toBe(0);
  }, 30_000);

  it('stays within its budget at any size by forgetting the oldest steps', () => {
    const budget = 2 * 1024 * 1024;
    const e = new Engine({ width: 2000, height: 1500, historyBudget: budget });
    for (let i = 0; i < 40; i++)
      drawLive(e, wave(0, 20 * i, 2000, 1500 - 20 * i, 60), { size: 30 });
    expect(e.history.bytes).toBeLessThanOrEqual(budget);
    let undone = 0;
    while (e.undo()) undone++;
    expect(undone).toBeGreaterThan(0);
    expect(undone).toBeLessThan(40);
  }, 30_000);
});
