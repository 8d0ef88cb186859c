import { describe, expect, it } from 'vitest';
import { Engine } from '../src/core/engine/engine';
import { drawLive, inkedPixels, pixelsOf, wave } from './helpers/draw';
import { constrainEnd } from '../src/core/shapes/constrain';

describe('fill, eyedropper, export', () => {
  it('flood fill stays inside a closed outline', () => {
    const e = new Engine({ width: 200, height: 200 });
    e.apply({
      t: 'shape',
      layer: 'layer-1',
      shape: 'ellipse',
      color: '#000000',
      size: 2,
      opacity: 1,
      filled: false,
      sides: 6,
      x0: 40,
      y0: 40,
      x1: 160,
      y1: 160,
    });
    e.apply({
      t: 'fill',
      layer: 'layer-1',
      x: 100,
      y: 100,
      color: '#ff0000',
      opacity: 1,
      tolerance: 32,
    });
    expect(e.pickColor(100, 100)).toBe('#ff0000');
    expect(e.pickColor(5, 5)).toBe('#ffffff');
    expect(e.pickColor(300, 5)).toBeNull();
  });

  it('the eyedropper sees layers through their opacity, over the paper', () => {
    const e = new Engine({ width: 50, height: 50 });
    e.apply({
      t: 'fill',
      layer: 'layer-1',
      x: 1,
      y: 1,
      color: '#000000',
      opacity: 1,
      tolerance: 0,
    });
    e.apply({ t: 'layer.set', id: 'layer-1', opacity: 0.5 });
    expect(e.pickColor(10, 10)).toBe('#808080');
  });

  it('flattens at document size whatever the raster scale, without the reference layer', () => {
    const e = new Engine({ width: 100, height: 50, scale: 2 });
    e.doc.reference = {
      surface: { width: 200, height: 100, data: new Uint8ClampedArray(200 * 100 * 4).fill(255) },
      visible: true,
      opacity: 1,
    };
    drawLive(e, wave(10, 25, 90, 25), { color: '#000000', size: 6 });
    const out = e.flatten({ background: false });
    expect([out.width, out.height]).toEqual([100, 50]);
    expect(inkedPixels(out.data)).toBeGreaterThan(200);
    expect(out.data[3]).toBe(0);
  });

  it('drawing on a hidden layer is refused', () => {
    const e = new Engine({ width: 50, height: 50 });
    e.apply({ t: 'layer.set', id: 'layer-1', visible: false });
    expect(
      e.beginStroke({
        layer: 'layer-1',
        brush: 'pen',
        color: '#000000',
        size: 5,
        opacity: 1,
        stabilizer: 0,
        pressure: 'device',
        seed: 1,
      }),
    ).toBeNull();
  });

  it('the live preview shows exactly what the stroke will commit', () => {
    const e = new Engine({ width: 120, height: 60 });
    const live = e.beginStroke({
      layer: 'layer-1',
      brush: 'marker',
      color: '#2255aa',
      size: 8,
      opacity: 1,
      stabilizer: 0,
      pressure: 'simulate',
      seed: 1,
    });
    live?.add({ x: 10, y: 30, pressure: 0.5, tiltX: 0, tiltY: 0, time: 0 });
    live?.add({ x: 100, y: 30, pressure: 0.5, tiltX: 0, tiltY: 0, time: 10 });
    const rect = { x: 0, y: 0, w: 120, h: 60 };
    const preview = new Uint8ClampedArray(120 * 60 * 4);
    e.preview(rect, preview);
    live?.end();
    expect(Array.from(preview)).toEqual(Array.from(pixelsOf(e)));
  });
});

describe('incremental ink', () => {
  it('the work per event does not grow with the stroke: event 3000 touches what event 100 does', () => {
    const e = new Engine({ width: 1000, height: 500 });
    const live = e.beginStroke({
      layer: 'layer-1',
      brush: 'pen',
      color: '#000000',
      size: 10,
      opacity: 1,
      stabilizer: 2,
      pressure: 'device',
      seed: 1,
    });
    const areas: number[] = [];
    for (let i = 0; i < 3000; i++) {
      const t = i / 3000;
      const r = live?.add({
        x: 500 + Math.cos(t * 40) * 300 * t,
        y: 250 + Math.sin(t * 40) * 200 * t,
        pressure: 0.5,
        tiltX: 0,
        tiltY: 0,
        time: i * 4,
      });
      areas.push(r ? r.w * r.h : 0);
    }
    const early = Math.max(...areas.slice(90, 110));
    const late = Math.max(...areas.slice(2990, 3000));
    expect(late).toBeLessThan(40 * 40);
    expect(late).toBeLessThan(early * 4);
  });
});

describe('Shift constrains shapes', () => {
  it('snaps lines to 45° and keeps their length', () => {
    const end = constrainEnd('line', 10, 10, 110, 30);
    expect(end.y).toBeCloseTo(10);
    expect(end.x).toBeCloseTo(10 + Math.hypot(100, 20));
    const diagonal = constrainEnd('arrow', 0, 0, 50, -45);
    expect(diagonal.x).toBeCloseTo(-diagonal.y);
  });

  it('makes boxes square in the direction dragged (square, circle)', () => {
    expect(constrainEnd('rectangle', 100, 100, 40, 130)).toEqual({ x: 40, y: 160 });
    expect(constrainEnd('ellipse', 0, 0, 20, -80)).toEqual({ x: 80, y: -80 });
  });
});
