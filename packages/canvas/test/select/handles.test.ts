import { describe, expect, it } from 'vitest';
import type { Matrix } from '../../src/core/doc/ops';
import { dragMatrix, flipMatrix, gripAt, gripPoints, settle } from '../../src/core/select/handles';
import { apply } from '../../src/core/select/matrix';

const box = { x: 10, y: 20, w: 40, h: 20 };
const I: Matrix = [1, 0, 0, 1, 0, 0];
const region = { constrain: false, rasterScale: 2, pixelScale: 1 };

describe('selection handles', () => {
  it('sit on the corners and edges, the turn handle a fixed screen distance above', () => {
    const g = gripPoints(box, I, 2);
    expect(g.nw).toEqual({ x: 10, y: 20 });
    expect(g.se).toEqual({ x: 50, y: 40 });
    expect(g.e).toEqual({ x: 50, y: 30 });
    expect(g.rotate).toEqual({ x: 30, y: 20 - 14 });
  });

  it('are found within reach in screen pixels; inside the box is a move; outside nothing', () => {
    expect(gripAt(box, I, 1, { x: 52, y: 41 }, 10)).toBe('se');
    expect(gripAt(box, I, 8, { x: 52, y: 41 }, 10)).toBe(null);
    expect(gripAt(box, I, 1, { x: 30, y: 30 }, 10)).toBe('move');
    expect(gripAt(box, I, 1, { x: 100, y: 100 }, 10)).toBe(null);
    // Turned a quarter turn, the box's top-left corner is elsewhere.
    const turned: Matrix = [0, 1, -1, 0, 60, 0];
    expect(gripAt(box, turned, 1, apply(turned, 10, 20), 4)).toBe('nw');
  });

  it('move by whole raster pixels, so a moved selection stays sharp', () => {
    const m = dragMatrix(I, box, 'move', { x: 0, y: 0 }, { x: 3.3, y: -1.8 }, region);
    expect(m).toEqual([1, 0, 0, 1, 3.5, -2]);
  });

  it('scale about the opposite corner, and Shift keeps the proportions', () => {
    const free = dragMatrix(I, box, 'se', { x: 50, y: 40 }, { x: 90, y: 45 }, region);
    expect(free && apply(free, 10, 20)).toEqual({ x: 10, y: 20 });
    expect(free && apply(free, 50, 40)).toEqual({ x: 90, y: 45 });
    const kept = dragMatrix(
      I,
      box,
      'se',
      { x: 50, y: 40 },
      { x: 90, y: 45 },
      { ...region, constrain: true },
    );
    expect(kept?.[0]).toBe(2);
    expect(kept?.[3]).toBe(2);
    // An edge scales one way only.
    const edge = dragMatrix(I, box, 'e', { x: 50, y: 30 }, { x: 70, y: 90 }, region);
    expect(edge?.slice(0, 4)).toEqual([1.5, 0, 0, 1]);
  });

  it('refuse to squash the box to nothing', () => {
    expect(dragMatrix(I, box, 'e', { x: 50, y: 30 }, { x: 10.2, y: 30 }, region)).toBeNull();
  });

  it('turn about the centre; Shift snaps to 15°, so a quarter turn is exact', () => {
    const c = { x: 30, y: 30 };
    const m = dragMatrix(
      I,
      box,
      'rotate',
      { x: 30, y: 0 },
      { x: 61, y: 31 },
      { ...region, constrain: true },
    );
    expect(m?.slice(0, 4)).toEqual([0, 1, -1, 0]);
    expect(m && apply(m, c.x, c.y)).toEqual(c);
    const free = dragMatrix(I, box, 'rotate', { x: 30, y: 0 }, { x: 40, y: 0 }, region);
    expect(free?.[1]).toBeGreaterThan(0);
    expect(free?.[1]).toBeLessThan(0.5);
  });

  it('flip about the box centre', () => {
    expect(flipMatrix(I, box, true, region)).toEqual([-1, 0, 0, 1, 60, 0]);
    expect(flipMatrix(I, box, false, region)).toEqual([1, 0, 0, -1, 0, 60]);
  });

  it('settle quarter turns and flips on whole raster pixels, and leave other maps be', () => {
    expect(settle([0, 1, -1, 0, 10.3, 4.1], region)).toEqual([0, 1, -1, 0, 10.5, 4]);
    // A picture at scale 2 shown one pixel to one raster pixel is a map of halves.
    expect(settle([0.5, 0, 0, 0.5, 3.2, 1], { ...region, pixelScale: 2 })).toEqual([
      0.5, 0, 0, 0.5, 3, 1,
    ]);
    const odd: Matrix = [0.9, 0.1, -0.1, 0.9, 3.3, 1];
    expect(settle(odd, region)).toBe(odd);
  });
});
