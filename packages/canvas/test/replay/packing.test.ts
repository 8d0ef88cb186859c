import { describe, expect, it } from 'vitest';
import { createSurface } from '../../src/core/raster/surface';
import { TilePacker, unpackTile } from '../../src/core/replay/packing';

const rect = { x: 3, y: 2, w: 10, h: 7 };

function roundTrip(paint: (i: number) => number[]) {
  const from = createSurface(20, 12);
  for (let i = 0; i < 20 * 12; i++) from.data.set(paint(i), i * 4);
  const packer = new TilePacker();
  const packed = packer.pack(from, rect);
  packer.seal();
  const to = createSurface(20, 12);
  to.data.fill(9); // whatever was there before is overwritten inside the rect only
  unpackTile(to, rect, packed);
  for (let y = 0; y < 12; y++)
    for (let x = 0; x < 20; x++) {
      const i = (y * 20 + x) * 4;
      const inside = x >= rect.x && x < rect.x + rect.w && y >= rect.y && y < rect.y + rect.h;
      const want = inside ? [...from.data.subarray(i, i + 4)] : [9, 9, 9, 9];
      expect([...to.data.subarray(i, i + 4)], `${x},${y}`).toEqual(want);
    }
  return packed;
}

describe('checkpoint tiles', () => {
  it('keeps flat paint as runs, including runs that wrap onto the next row', () => {
    const packed = roundTrip((i) => (i % 20 < 8 ? [200, 10, 10, 255] : [0, 0, 0, 0]));
    expect(packed?.form).toBe('runs');
  });

  it('keeps noise as raw pixels', () => {
    const packed = roundTrip((i) => [i % 251, (i * 7) % 253, (i * 13) % 255, 1 + (i % 200)]);
    expect(packed?.form).toBe('raw');
  });

  it('keeps nothing for a transparent tile, and clears it back', () => {
    expect(roundTrip(() => [0, 0, 0, 0])).toBeNull();
  });
});

describe('changes between checkpoints', () => {
  const paint = (s: ReturnType<typeof createSurface>, at: number[], rgba: number[]) => {
    for (const i of at) s.data.set(rgba, i * 4);
  };
  const inRect = (s: ReturnType<typeof createSurface>) => {
    const out: number[] = [];
    for (let y = rect.y; y < rect.y + rect.h; y++)
      for (let x = rect.x; x < rect.x + rect.w; x++)
        out.push(...s.data.subarray((y * 20 + x) * 4, (y * 20 + x + 1) * 4));
    return out;
  };

  it('keeps only the pixels that changed, on top of the version before, through a chain', () => {
    const page = createSurface(20, 12);
    paint(page, [45, 46, 47, 48], [10, 20, 30, 255]);
    const packer = new TilePacker();
    const first = packer.pack(page, rect);
    const before = createSurface(20, 12);
    before.data.set(page.data);
    // A stroke across a row end (the span wraps onto the next row), then another.
    paint(page, [51, 52, 63, 64, 67], [200, 0, 0, 128]);
    const second = packer.packChanges(page, before, rect, first, 4096);
    expect(second).not.toBe('whole');
    if (second === 'whole' || second === null) throw new Error('no changes packed');
    expect(second.form).toBe('changes');
    expect(second.base).toBe(first);
    expect(second.size).toBe(2 + 4 + 2 + 1);
    before.data.set(page.data);
    paint(page, [46, 105], [0, 0, 0, 0]);
    const third = packer.packChanges(page, before, rect, second, 4096);
    packer.seal();
    if (third === 'whole' || third === null) throw new Error('no changes packed');
    expect(third.cost).toBe((first?.cost ?? 0) + second.size + third.size);

    const shown = createSurface(20, 12);
    shown.data.fill(7);
    unpackTile(shown, rect, third);
    expect(inRect(shown)).toEqual(inRect(page));
  });

  it('answers the same version when nothing changed, and a whole tile when changes cost too much', () => {
    const page = createSurface(20, 12);
    paint(page, [45], [1, 2, 3, 255]);
    const packer = new TilePacker();
    const first = packer.pack(page, rect);
    const before = createSurface(20, 12);
    before.data.set(page.data);
    expect(packer.packChanges(page, before, rect, first, 4096)).toBe(first);
    expect(packer.packChanges(page, before, rect, null, 4096)).toBeNull();
    for (let i = 0; i < 240; i++) page.data.set([i, 0, 0, 255], i * 4);
    expect(packer.packChanges(page, before, rect, first, 40)).toBe('whole');
  });
});
