import { describe, expect, it } from 'vitest';
import { createSurface } from '../../src/raster/surface';
import { TilePacker, unpackTile } from '../../src/replay/runs';

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
    expect(packed?.runs).toBe(true);
  });

  it('keeps noise as raw pixels', () => {
    const packed = roundTrip((i) => [i % 251, (i * 7) % 253, (i * 13) % 255, 1 + (i % 200)]);
    expect(packed?.runs).toBe(false);
  });

  it('keeps nothing for a transparent tile, and clears it back', () => {
    expect(roundTrip(() => [0, 0, 0, 0])).toBeNull();
  });
});
