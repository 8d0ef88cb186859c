import { describe, expect, it } from 'vitest';
import type { EditOp } from '../../src/core/doc/ops';
import type { EngineEvent } from '../../src/core/engine/engine';
import { rotationAbout } from '../../src/core/select/matrix';
import { board, copyOf, move, paintGradient, paintPattern, pixel, rect, surfaceOf } from './setup';

const CLEAR = [0, 0, 0, 0];

/** A 64×48 board with a 10×6 patterned block at (8, 8): every pixel told apart. */
function patterned(scale = 1) {
  const e = board(scale);
  const s = surfaceOf(e);
  paintPattern(s, 8 * scale, 8 * scale, 10 * scale, 6 * scale);
  return { e, s, before: copyOf(s) };
}

const inBlock = (x: number, y: number, x0: number, y0: number, w = 10, h = 6) =>
  x >= x0 && x < x0 + w && y >= y0 && y < y0 + h;

/** Every pixel: where it came from (or null: it must be clear, or untouched if `keep`). */
function expectMapped(
  s: { width: number; height: number; data: Uint8ClampedArray },
  before: Uint8ClampedArray,
  from: (x: number, y: number) => [number, number] | null,
  cleared: (x: number, y: number) => boolean,
) {
  for (let y = 0; y < s.height; y++) {
    for (let x = 0; x < s.width; x++) {
      const src = from(x, y);
      const i = (y * s.width + x) * 4;
      const want = src
        ? [...before.subarray((src[1] * s.width + src[0]) * 4, (src[1] * s.width + src[0]) * 4 + 4)]
        : cleared(x, y)
          ? CLEAR
          : [...before.subarray(i, i + 4)];
      expect(pixel(s as never, x, y), `pixel ${x},${y}`).toEqual(want);
    }
  }
}

describe('transforming a selection, pixel by pixel', () => {
  it('moves by whole pixels exactly, leaving the place it left clear', () => {
    const { e, s, before } = patterned();
    expect(
      e.apply({
        t: 'transform',
        layer: 'layer-1',
        region: rect(8, 8, 10, 6),
        matrix: move(20, 10),
      }),
    ).toBe(true);
    expectMapped(
      s,
      before,
      (x, y) => (inBlock(x, y, 28, 18) ? [x - 20, y - 10] : null),
      (x, y) => inBlock(x, y, 8, 8),
    );
  });

  it('moves exactly at raster scale 2 too (half a unit is one raster pixel)', () => {
    const { e, s, before } = patterned(2);
    e.apply({ t: 'transform', layer: 'layer-1', region: rect(8, 8, 10, 6), matrix: move(0.5, 3) });
    expectMapped(
      s,
      before,
      (x, y) => (inBlock(x, y, 17, 22, 20, 12) ? [x - 1, y - 6] : null),
      (x, y) => inBlock(x, y, 16, 16, 20, 12),
    );
  });

  it('turns a quarter turn about the selection centre exactly', () => {
    const { e, s, before } = patterned();
    // x' = 24 − y, y' = x − 2: pixel (x, y) lands on pixel (23 − y, x − 2).
    const matrix = rotationAbout(Math.PI / 2, 13, 11);
    expect(matrix).toEqual([0, 1, -1, 0, 24, -2]);
    e.apply({ t: 'transform', layer: 'layer-1', region: rect(8, 8, 10, 6), matrix });
    expectMapped(
      s,
      before,
      (x, y) => (inBlock(x, y, 10, 6, 6, 10) ? [y + 2, 23 - x] : null),
      (x, y) => inBlock(x, y, 8, 8),
    );
  });

  it('flips horizontally and vertically in place exactly', () => {
    const { e, s, before } = patterned();
    e.apply({
      t: 'transform',
      layer: 'layer-1',
      region: rect(8, 8, 10, 6),
      matrix: [-1, 0, 0, 1, 26, 0],
    });
    expectMapped(
      s,
      before,
      (x, y) => (inBlock(x, y, 8, 8) ? [25 - x, y] : null),
      () => false,
    );
    const flipped = copyOf(s);
    e.apply({
      t: 'transform',
      layer: 'layer-1',
      region: rect(8, 8, 10, 6),
      matrix: [1, 0, 0, -1, 0, 22],
    });
    expectMapped(
      s,
      flipped,
      (x, y) => (inBlock(x, y, 8, 8) ? [x, 21 - y] : null),
      () => false,
    );
  });

  it('scaled 2× and back to ½ comes back within a level of the original', () => {
    const e = board();
    const s = surfaceOf(e);
    paintGradient(s, 4, 4, 8, 8);
    const before = copyOf(s);
    e.apply({
      t: 'transform',
      layer: 'layer-1',
      region: rect(4, 4, 8, 8),
      matrix: [2, 0, 0, 2, -4, -4],
    });
    expect(pixel(s, 19, 19)[3]).toBe(255);
    expect(pixel(s, 20, 20)).toEqual(CLEAR);
    e.apply({
      t: 'transform',
      layer: 'layer-1',
      region: rect(4, 4, 16, 16),
      matrix: [0.5, 0, 0, 0.5, 2, 2],
    });
    let worst = 0;
    for (let i = 0; i < before.length; i++)
      worst = Math.max(worst, Math.abs((s.data[i] ?? 0) - (before[i] ?? 0)));
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('a copy leaves the source where it was', () => {
    const { e, s, before } = patterned();
    e.apply({
      t: 'transform',
      layer: 'layer-1',
      region: rect(8, 8, 10, 6),
      matrix: move(30, 20),
      copy: true,
    });
    expectMapped(
      s,
      before,
      (x, y) => (inBlock(x, y, 38, 28) ? [x - 30, y - 20] : null),
      () => false,
    );
  });

  it('a turn at any angle keeps the paint it moves, with soft edges inside its outline', () => {
    const { e, s } = patterned();
    e.apply({
      t: 'transform',
      layer: 'layer-1',
      region: rect(8, 8, 10, 6),
      matrix: rotationAbout(0.5, 13, 11),
    });
    let alpha = 0;
    for (let i = 3; i < s.data.length; i += 4) alpha += s.data[i] ?? 0;
    // The same area (60 pixels) of paint, give or take the anti-aliased rim.
    expect(alpha / 255).toBeGreaterThan(57);
    expect(alpha / 255).toBeLessThan(63);
    expect(pixel(s, 13, 11)[3]).toBe(255);
  });

  it('deleting clears exactly the region and nothing else', () => {
    const { e, s, before } = patterned();
    e.apply({ t: 'erase-region', layer: 'layer-1', region: rect(10, 9, 3, 2) });
    expectMapped(
      s,
      before,
      () => null,
      (x, y) => inBlock(x, y, 10, 9, 3, 2),
    );
  });

  it('a lasso lifts soft-edged pixels: what moves and what stays add up to what was there', () => {
    const e = board();
    const s = surfaceOf(e);
    paintPattern(s, 8, 8, 24, 24);
    const before = copyOf(s);
    const region = { kind: 'lasso' as const, points: [10, 10, 30, 12, 18, 30] };
    e.apply({ t: 'transform', layer: 'layer-1', region, matrix: move(30, 14) });
    for (let y = 8; y < 32; y++) {
      for (let x = 8; x < 32; x++) {
        const stayed = pixel(s, x, y)[3] ?? 0;
        const moved = pixel(s, x + 30, y + 14);
        expect(Math.abs(stayed + (moved[3] ?? 0) - 255), `pixel ${x},${y}`).toBeLessThanOrEqual(1);
        if ((moved[3] ?? 0) > 0) {
          const i = (y * s.width + x) * 4;
          expect(moved.slice(0, 3)).toEqual([...before.subarray(i, i + 3)]);
        }
      }
    }
    // Well inside, everything moved; well outside, nothing did.
    expect(pixel(s, 19 + 30, 17 + 14)).toEqual(pixel({ ...s, data: before }, 19, 17));
    expect(pixel(s, 19, 17)).toEqual(CLEAR);
    expect(pixel(s, 9, 30)).toEqual(pixel({ ...s, data: before }, 9, 30));
  });
});

describe('undo and redo of selection work', () => {
  const ops: [string, EditOp][] = [
    ['a move', { t: 'transform', layer: 'layer-1', region: rect(8, 8, 10, 6), matrix: move(5, 7) }],
    [
      'a turn',
      {
        t: 'transform',
        layer: 'layer-1',
        region: rect(8, 8, 10, 6),
        matrix: rotationAbout(0.3, 13, 11),
      },
    ],
    [
      'a copy',
      {
        t: 'transform',
        layer: 'layer-1',
        region: rect(8, 8, 10, 6),
        matrix: move(30, 0),
        copy: true,
      },
    ],
    [
      'a lasso',
      {
        t: 'transform',
        layer: 'layer-1',
        region: { kind: 'lasso', points: [8, 8, 18, 8, 12, 14] },
        matrix: move(-3, 20),
      },
    ],
    ['a delete', { t: 'erase-region', layer: 'layer-1', region: rect(9, 9, 4, 4) }],
  ];
  for (const [name, op] of ops) {
    it(`${name} is one step: undo restores every pixel, redo redraws the same`, () => {
      const { e, s, before } = patterned();
      e.apply(op);
      const after = copyOf(s);
      expect(e.history.length).toBe(1);
      expect(e.undo()).toBe(true);
      expect([...s.data]).toEqual([...before]);
      expect(e.redo()).toBe(true);
      expect([...s.data]).toEqual([...after]);
    });
  }

  it('a locked layer refuses a transform and a delete, and records nothing', () => {
    const { e, s, before } = patterned();
    e.apply({ t: 'layer.set', id: 'layer-1', locked: true });
    const events: EngineEvent[] = [];
    e.subscribe((ev) => events.push(ev));
    expect(
      e.apply({ t: 'transform', layer: 'layer-1', region: rect(8, 8, 10, 6), matrix: move(5, 5) }),
    ).toBe(false);
    expect(e.apply({ t: 'erase-region', layer: 'layer-1', region: rect(8, 8, 10, 6) })).toBe(false);
    expect(events).toEqual([
      { type: 'refused', layerId: 'layer-1', reason: 'locked' },
      { type: 'refused', layerId: 'layer-1', reason: 'locked' },
    ]);
    expect(e.history.length).toBe(1);
    expect([...s.data]).toEqual([...before]);
  });

  it('keeps undo data only for the tiles the op changes', () => {
    const e = board(1, 640, 480);
    const s = surfaceOf(e);
    paintPattern(s, 8, 8, 10, 6);
    e.apply({
      t: 'transform',
      layer: 'layer-1',
      region: rect(8, 8, 10, 6),
      matrix: move(500, 400),
    });
    // One painted tile at the source; the tile at the destination was empty (costs nothing).
    expect(e.history.bytes).toBeLessThan(64 * 64 * 4 + 1024);
  });
});
