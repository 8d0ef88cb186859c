import { describe, expect, it } from 'vitest';
import { MAX_LAYERS } from '../../src/core/doc/document';
import type { PasteOp } from '../../src/core/doc/ops';
import type { EngineEvent } from '../../src/core/engine/engine';
import { decodeImage, encodeImage } from '../../src/core/select/image';
import { board, copyOf, paintPattern, pixel, surfaceOf } from './setup';

/** A w × h picture with every pixel told apart, and a clear corner. */
function picture(w: number, h: number): Uint8ClampedArray<ArrayBuffer> {
  const px = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++)
    px.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256, 255], i * 4);
  px.set([9, 9, 9, 0], 0);
  return px;
}

const paste = (o: Partial<PasteOp> = {}): PasteOp => ({
  t: 'paste',
  layer: 'layer-1',
  image: encodeImage(picture(6, 4), 6, 4),
  matrix: [1, 0, 0, 1, 10, 20],
  ...o,
});

describe('pictures in the log', () => {
  it('pack and unpack to the same pixels (a clear pixel loses its colour)', () => {
    const px = picture(33, 17);
    const image = encodeImage(px, 33, 17);
    expect(image.encoding).toBe('rgba-paeth-deflate');
    const back = decodeImage(image);
    px.set([0, 0, 0, 0], 0);
    expect([...back]).toEqual([...px]);
  });

  it('a flat picture packs to almost nothing', () => {
    const flat = new Uint8ClampedArray(500 * 400 * 4).fill(200);
    expect(encodeImage(flat, 500, 400).data.length).toBeLessThan(2000);
  });
});

describe('pasting a picture', () => {
  it('draws it through its matrix, a whole-pixel placement exactly', () => {
    const e = board();
    expect(e.apply(paste())).toBe(true);
    const s = surfaceOf(e);
    const px = picture(6, 4);
    expect(pixel(s, 11, 20)).toEqual([...px.subarray(4, 8)]);
    expect(pixel(s, 15, 23)).toEqual([...px.subarray(23 * 4, 24 * 4)]);
    expect(pixel(s, 10, 20)).toEqual([0, 0, 0, 0]);
    expect(pixel(s, 16, 20)).toEqual([0, 0, 0, 0]);
  });

  it('maps picture pixels to document units: at scale 2 a ½ map is one pixel to one', () => {
    const e = board(2);
    e.apply(paste({ matrix: [0.5, 0, 0, 0.5, 10, 20] }));
    expect(pixel(surfaceOf(e), 21, 40)).toEqual([...picture(6, 4).subarray(4, 8)]);
  });

  it('is one step: undo restores the layer, redo pastes again', () => {
    const e = board();
    const s = surfaceOf(e);
    paintPattern(s, 0, 0, 64, 48);
    const before = copyOf(s);
    e.apply(paste({ matrix: [3, 0.5, -0.5, 3, 5, 5] }));
    const after = copyOf(s);
    e.undo();
    expect([...s.data]).toEqual([...before]);
    e.redo();
    expect([...s.data]).toEqual([...after]);
  });

  it('is refused on a locked layer, which keeps its pixels and records nothing', () => {
    const e = board();
    e.apply({ t: 'layer.set', id: 'layer-1', locked: true });
    const events: EngineEvent[] = [];
    e.subscribe((ev) => events.push(ev));
    expect(e.apply(paste())).toBe(false);
    expect(events).toEqual([{ type: 'refused', layerId: 'layer-1', reason: 'locked' }]);
    expect(e.history.length).toBe(1);
    expect(surfaceOf(e).data.every((v) => v === 0)).toBe(true);
  });

  it('as a new layer: one op makes the layer and paints it, one undo takes both away', () => {
    const e = board();
    const op = paste({ layer: 'layer-2', newLayer: { name: 'Picture', index: 1 } });
    expect(e.apply(op)).toBe(true);
    expect(e.doc.layers.map((l) => l.name)).toEqual(['Layer 1', 'Picture']);
    expect(pixel(surfaceOf(e, 'layer-2'), 11, 20)[3]).toBe(255);
    expect(surfaceOf(e).data.every((v) => v === 0)).toBe(true);
    e.undo();
    expect(e.doc.layers.map((l) => l.id)).toEqual(['layer-1']);
    e.redo();
    expect(pixel(surfaceOf(e, 'layer-2'), 11, 20)[3]).toBe(255);
  });

  it('as a new layer is refused when the layer exists or the stack is full', () => {
    const e = board();
    expect(e.apply(paste({ newLayer: { name: 'Picture', index: 1 } }))).toBe(false);
    for (let i = 2; i <= MAX_LAYERS; i++)
      e.apply({ t: 'layer.add', id: `layer-${i}`, name: 'L', index: i });
    expect(e.apply(paste({ layer: 'layer-99', newLayer: { name: 'Picture', index: 1 } }))).toBe(
      false,
    );
  });

  it('draws nothing for a picture that does not unpack (an op made in memory)', () => {
    const e = board();
    const broken = paste({
      image: { width: 6, height: 4, encoding: 'rgba-paeth-deflate', data: 'AAAA' },
    });
    expect(e.apply(broken)).toBe(false);
    expect(() => decodeImage(broken.image)).toThrow(/deflate|bytes/);
  });
});
