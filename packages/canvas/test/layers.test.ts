import { describe, expect, it } from 'vitest';
import { Engine, type EngineEvent } from '../src/core/engine/engine';
import { MAX_LAYERS } from '../src/core/doc/document';
import { pixel, setPixels } from './blend/pixels';
import { drawLive, inkedPixels, pixelsOf, same, strokeOp, wave } from './helpers/draw';

const board = (historyBudget?: number) =>
  new Engine({ width: 200, height: 100, ...(historyBudget ? { historyBudget } : {}) });

function events(e: Engine): EngineEvent[] {
  const seen: EngineEvent[] = [];
  e.subscribe((ev) => seen.push(ev));
  return seen;
}

/** A stroke's settings without its points: what beginStroke takes. */
const { t: _t, points: _points, ...strokeInit } = strokeOp([]);

describe('a locked layer', () => {
  it('refuses strokes, shapes and fills, records nothing and says why', () => {
    const e = board();
    drawLive(e, wave(10, 50, 190, 50));
    const before = pixelsOf(e).slice();
    e.apply({ t: 'layer.set', id: 'layer-1', locked: true });
    const steps = e.history.length;
    const seen = events(e);
    expect(e.beginStroke(strokeInit)).toBeNull();
    const shape = { layer: 'layer-1', color: '#ff0000', size: 4, opacity: 1, filled: true };
    expect(
      e.beginShape({ ...shape, shape: 'rectangle', sides: 4, x0: 5, y0: 5, x1: 50, y1: 50 }),
    ).toBeNull();
    const fill = { layer: 'layer-1', x: 5, y: 5, color: '#ff0000', opacity: 1, tolerance: 32 };
    expect(e.apply({ t: 'fill', ...fill })).toBe(false);
    expect(e.history.length).toBe(steps);
    expect(same(pixelsOf(e), before)).toBe(true);
    expect(seen).toEqual([
      { type: 'refused', layerId: 'layer-1', reason: 'locked' },
      { type: 'refused', layerId: 'layer-1', reason: 'locked' },
      { type: 'refused', layerId: 'layer-1', reason: 'locked' },
    ]);
  });

  it('says a hidden layer is hidden', () => {
    const e = board();
    e.apply({ t: 'layer.set', id: 'layer-1', visible: false });
    const seen = events(e);
    expect(e.beginStroke(strokeInit)).toBeNull();
    expect(seen).toEqual([{ type: 'refused', layerId: 'layer-1', reason: 'hidden' }]);
  });

  it('keeps its pixels through Clear, cannot be deleted or merged, and unlocks with undo', () => {
    const e = board();
    e.apply({ t: 'layer.add', id: 'layer-2', name: 'Ink', index: 1 });
    drawLive(e, wave(10, 30, 190, 30));
    drawLive(e, wave(10, 70, 190, 70), { layer: 'layer-2' });
    const kept = pixelsOf(e).slice();
    e.apply({ t: 'layer.set', id: 'layer-1', locked: true });
    e.apply({ t: 'clear' });
    expect(same(pixelsOf(e), kept)).toBe(true);
    expect(inkedPixels(pixelsOf(e, 'layer-2'))).toBe(0);
    e.undo(); // the Clear
    expect(inkedPixels(pixelsOf(e, 'layer-2'))).toBeGreaterThan(0);

    expect(e.apply({ t: 'layer.delete', id: 'layer-1' })).toBe(false);
    expect(e.apply({ t: 'layer.merge', id: 'layer-2' })).toBe(false);
    e.undo(); // the lock
    expect(e.doc.layer('layer-1')?.locked).toBe(false);
    expect(e.beginStroke(strokeInit)).not.toBeNull();
    e.redo();
    expect(e.doc.layer('layer-1')?.locked).toBe(true);
  });
});

describe('duplicating a layer', () => {
  it('copies pixels and properties into a layer of its own, undone and redone exactly', () => {
    const e = board();
    drawLive(e, wave(10, 50, 190, 50), { color: '#3366cc' });
    e.apply({ t: 'layer.set', id: 'layer-1', blend: 'multiply', opacity: 0.6 });
    const original = pixelsOf(e).slice();
    const bytes = e.history.bytes;
    expect(
      e.apply({ t: 'layer.duplicate', id: 'layer-1', newId: 'layer-2', name: 'Copy', index: 1 }),
    ).toBe(true);
    expect(e.history.bytes - bytes).toBeLessThan(1024); // undo drops the copy: nothing to keep
    const copy = e.doc.layer('layer-2');
    expect(e.doc.layers.map((l) => l.id)).toEqual(['layer-1', 'layer-2']);
    expect(copy).toMatchObject({ name: 'Copy', blend: 'multiply', opacity: 0.6, clip: false });
    expect(same(pixelsOf(e, 'layer-2'), original)).toBe(true);

    drawLive(e, wave(10, 20, 190, 20), { layer: 'layer-2' });
    expect(same(pixelsOf(e), original)).toBe(true);
    e.undo();
    e.undo();
    expect(e.doc.layer('layer-2')).toBeUndefined();
    e.redo();
    expect(same(pixelsOf(e, 'layer-2'), original)).toBe(true);
  });

  it('is refused past the layer limit or onto an id in use', () => {
    const e = board();
    expect(
      e.apply({ t: 'layer.duplicate', id: 'layer-1', newId: 'layer-1', name: 'x', index: 1 }),
    ).toBe(false);
    for (let i = 2; i <= MAX_LAYERS; i++) {
      e.apply({ t: 'layer.add', id: `layer-${i}`, name: `Layer ${i}`, index: i - 1 });
    }
    expect(
      e.apply({ t: 'layer.duplicate', id: 'layer-1', newId: 'extra', name: 'x', index: 1 }),
    ).toBe(false);
  });
});

describe('merging down', () => {
  function page(historyBudget?: number) {
    const e = new Engine({ width: 2, height: 1, ...(historyBudget ? { historyBudget } : {}) });
    e.apply({ t: 'layer.add', id: 'layer-2', name: 'Glaze', index: 1 });
    setPixels(e, 'layer-1', [[210, 90, 40, 128]]);
    setPixels(e, 'layer-2', [
      [100, 150, 255, 255],
      [100, 150, 255, 255],
    ]);
    e.apply({ t: 'layer.set', id: 'layer-2', blend: 'multiply', opacity: 0.8 });
    return e;
  }

  it('bakes the upper layer’s blend and opacity into the layer below (W3C reference)', () => {
    const e = page();
    e.apply({ t: 'layer.set', id: 'layer-1', name: 'Paint', opacity: 0.9 });
    expect(e.apply({ t: 'layer.merge', id: 'layer-2' })).toBe(true);
    expect(e.doc.layers.map((l) => l.id)).toEqual(['layer-1']);
    // As in the half-transparent backdrop reference; over nothing, the source as it is at 0.8.
    expect(pixel(pixelsOf(e), 0)).toEqual([104, 100, 135, 230]);
    expect(pixel(pixelsOf(e), 1)).toEqual([100, 150, 255, 204]);
    expect(e.doc.layer('layer-1')).toMatchObject({ name: 'Paint', opacity: 0.9, blend: 'normal' });
  });

  it('leaves an opaque page looking the same', () => {
    const e = page();
    setPixels(e, 'layer-1', [
      [210, 90, 40, 255],
      [20, 200, 90, 255],
    ]);
    const before = e.flatten().data.slice();
    e.apply({ t: 'layer.merge', id: 'layer-2' });
    expect(same(e.flatten().data, before)).toBe(true);
  });

  it('bakes a clip in: only what showed through the base is merged', () => {
    const e = page();
    setPixels(e, 'layer-1', [[0, 0, 255, 128]]);
    setPixels(e, 'layer-2', [
      [255, 0, 0, 255],
      [255, 0, 0, 255],
    ]);
    e.apply({ t: 'layer.set', id: 'layer-2', blend: 'normal', opacity: 1, clip: true });
    e.apply({ t: 'layer.merge', id: 'layer-2' });
    expect([pixel(pixelsOf(e), 0), pixel(pixelsOf(e), 1)]).toEqual([
      [170, 0, 85, 192],
      [0, 0, 0, 0],
    ]);
  });

  it('undoes to both layers as they were, and tells the screen the pixels changed', () => {
    const e = page();
    const lower = pixelsOf(e).slice();
    const upper = pixelsOf(e, 'layer-2').slice();
    e.apply({ t: 'layer.merge', id: 'layer-2' });
    const merged = pixelsOf(e).slice();
    const seen = events(e);
    e.undo();
    expect(e.doc.layers.map((l) => [l.id, l.blend, l.opacity])).toEqual([
      ['layer-1', 'normal', 1],
      ['layer-2', 'multiply', 0.8],
    ]);
    expect(same(pixelsOf(e), lower)).toBe(true);
    expect(same(pixelsOf(e, 'layer-2'), upper)).toBe(true);
    expect(seen).toContainEqual({
      type: 'pixels',
      layerId: 'layer-1',
      rect: { x: 0, y: 0, w: 2, h: 1 },
    });
    e.redo();
    expect(same(pixelsOf(e), merged)).toBe(true);
  });

  it('is refused with a reason for the bottom layer and a hidden one', () => {
    const e = page();
    expect(e.apply({ t: 'layer.merge', id: 'layer-1' })).toBe(false);
    e.apply({ t: 'layer.set', id: 'layer-2', visible: false });
    expect(e.apply({ t: 'layer.merge', id: 'layer-2' })).toBe(false);
  });

  it('keeps its undo within the history budget: two layers a merge, the oldest forgotten', () => {
    const pageBytes = 2 * 1 * 4;
    const e = page(64 * 10 + 5 * pageBytes);
    const start = e.history.bytes;
    e.apply({ t: 'layer.merge', id: 'layer-2' });
    expect(e.history.bytes - start).toBe(64 * 2 + 2 * pageBytes);
    for (const n of [3, 4]) {
      e.apply({ t: 'layer.add', id: `layer-${n}`, name: `Layer ${n}`, index: 1 });
      e.apply({ t: 'layer.merge', id: `layer-${n}` });
    }
    expect(e.history.bytes).toBeLessThanOrEqual(e.history.budget);
    let undone = 0;
    while (e.undo()) undone++;
    expect(undone).toBeLessThan(e.history.length);
  });
});
