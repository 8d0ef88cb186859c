import { describe, expect, it } from 'vitest';
import { Mask } from '../../src/core/raster/mask';
import { fillRegion, regionBounds } from '../../src/core/select/region';

const coverage = (m: Mask, x: number, y: number) => m.data[y * m.width + x] ?? 0;
const total = (m: Mask) => m.data.reduce((n, v) => n + v, 0);

describe('selection masks', () => {
  it('a rectangle on whole pixels covers exactly its pixels', () => {
    const m = new Mask(40, 30);
    fillRegion(m, { kind: 'rect', x: 5, y: 4, w: 10, h: 6 }, 1);
    expect(m.dirty).toEqual({ x: 5, y: 4, w: 10, h: 6 });
    for (let y = 0; y < 30; y++)
      for (let x = 0; x < 40; x++)
        expect(coverage(m, x, y)).toBe(x >= 5 && x < 15 && y >= 4 && y < 10 ? 1 : 0);
  });

  it('a rectangle edge halfway through a pixel covers half of it', () => {
    const m = new Mask(40, 30);
    fillRegion(m, { kind: 'rect', x: 1.5, y: 2, w: 2, h: 1 }, 1);
    expect([1, 2, 3].map((x) => coverage(m, x, 2))).toEqual([0.5, 1, 0.5]);
  });

  it('is drawn at raster scale: one unit is two pixels at scale 2', () => {
    const m = new Mask(80, 60);
    fillRegion(m, { kind: 'rect', x: 5, y: 4, w: 10, h: 6 }, 2);
    expect(m.dirty).toEqual({ x: 10, y: 8, w: 20, h: 12 });
    expect(total(m)).toBe(240);
  });

  it('a lasso covers its inside, not its outside, with its area in all', () => {
    const m = new Mask(40, 40);
    fillRegion(m, { kind: 'lasso', points: [4, 4, 36, 4, 4, 36] }, 1);
    expect(coverage(m, 8, 8)).toBe(1);
    expect(coverage(m, 34, 34)).toBe(0);
    expect(total(m)).toBeCloseTo((32 * 32) / 2, -1);
  });

  it('a region reaching off the page is cut at its edge', () => {
    const m = new Mask(20, 20);
    fillRegion(m, { kind: 'rect', x: -5, y: 15, w: 10, h: 10 }, 1);
    expect(m.dirty).toEqual({ x: 0, y: 15, w: 5, h: 5 });
  });

  it('knows its box in document units', () => {
    expect(regionBounds({ kind: 'lasso', points: [4, 9, 36, 4, 10, 30] })).toEqual({
      x: 4,
      y: 4,
      w: 32,
      h: 26,
    });
  });
});
