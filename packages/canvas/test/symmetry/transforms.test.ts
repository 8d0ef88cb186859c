import { describe, expect, it } from 'vitest';
import { guideLines } from '../../src/core/symmetry/guide';
import { joinPieces } from '../../src/core/symmetry/pieces';
import {
  clampSegments,
  symmetryOf,
  symmetryProblem,
  type Symmetry,
} from '../../src/core/symmetry/symmetry';
import { mapInk, mapPoint, symmetryTransforms } from '../../src/core/symmetry/transforms';

const images = (s: Symmetry, x: number, y: number, scale = 1) =>
  symmetryTransforms(s, scale).map((m) => mapPoint(m, x, y));

describe('symmetry transforms', () => {
  it('a vertical mirror flips left and right about the centre, the stroke itself first', () => {
    expect(images({ kind: 'vertical', cx: 500, cy: 250 }, 120.25, 80)).toEqual([
      { x: 120.25, y: 80 },
      { x: 879.75, y: 80 },
    ]);
  });

  it('a horizontal mirror flips top and bottom', () => {
    expect(images({ kind: 'horizontal', cx: 500, cy: 250 }, 120, 30.5)).toEqual([
      { x: 120, y: 30.5 },
      { x: 120, y: 469.5 },
    ]);
  });

  it('radial symmetry turns in equal steps, exactly at quarter and half turns', () => {
    const four = images({ kind: 'radial', segments: 4, cx: 500, cy: 250 }, 600, 250);
    expect(four).toEqual([
      { x: 600, y: 250 },
      { x: 500, y: 350 },
      { x: 400, y: 250 },
      { x: 500, y: 150 },
    ]);
    const two = images({ kind: 'radial', segments: 2, cx: 10, cy: 20 }, 13, 24);
    expect(two).toEqual([
      { x: 13, y: 24 },
      { x: 7, y: 16 },
    ]);
  });

  it('every radial copy is the stroke turned by a whole number of segments', () => {
    for (let n = 2; n <= 16; n++) {
      const pts = images({ kind: 'radial', segments: n, cx: 300, cy: 200 }, 340, 230);
      expect(pts).toHaveLength(n);
      pts.forEach((p, k) => {
        const turn = (2 * Math.PI * k) / n;
        expect(p.x).toBeCloseTo(300 + 40 * Math.cos(turn) - 30 * Math.sin(turn), 9);
        expect(p.y).toBeCloseTo(200 + 40 * Math.sin(turn) + 30 * Math.cos(turn), 9);
      });
    }
  });

  it('works in raster pixels: the centre scales with the board', () => {
    expect(images({ kind: 'vertical', cx: 500, cy: 250 }, 240, 100, 2)[1]).toEqual({
      x: 1760,
      y: 100,
    });
  });

  it('moves the point to each copy, with pressure and tilt as drawn (the brush maps tilt)', () => {
    const p = { x: 10, y: 10, pressure: 0.7, tiltX: 30, tiltY: -20 };
    const [, mirrored] = symmetryTransforms({ kind: 'vertical', cx: 50, cy: 50 });
    const [, quarter] = symmetryTransforms({ kind: 'radial', segments: 4, cx: 50, cy: 50 });
    if (!mirrored || !quarter) throw new Error('no copy');
    expect(mapInk(mirrored, p)).toEqual({ x: 90, y: 10, pressure: 0.7, tiltX: 30, tiltY: -20 });
    expect(mapInk(quarter, p)).toEqual({ x: 90, y: 10, pressure: 0.7, tiltX: 30, tiltY: -20 });
  });
});

describe('symmetry settings and checks', () => {
  it('a setting becomes a stroke symmetry about the board centre, or none when off', () => {
    expect(symmetryOf({ mode: 'off', segments: 6 }, 1000, 500)).toBeNull();
    expect(symmetryOf({ mode: 'vertical', segments: 6 }, 1000, 500)).toEqual({
      kind: 'vertical',
      cx: 500,
      cy: 250,
    });
    expect(symmetryOf({ mode: 'radial', segments: 40 }, 640, 480)).toEqual({
      kind: 'radial',
      segments: 16,
      cx: 320,
      cy: 240,
    });
  });

  it('keeps segments whole and within 2 to 16', () => {
    expect([1, 2, 7.4, 16, 99, Number.NaN].map(clampSegments)).toEqual([2, 2, 7, 16, 16, 6]);
  });

  it('accepts what the sketchpad records and names what is wrong with anything else', () => {
    expect(symmetryProblem({ kind: 'vertical', cx: 1, cy: 2 })).toBeNull();
    expect(symmetryProblem({ kind: 'radial', segments: 16, cx: 1, cy: 2 })).toBeNull();
    expect(symmetryProblem('vertical')).toMatch(/not an object/);
    expect(symmetryProblem({ kind: 'diagonal', cx: 1, cy: 2 })).toMatch(/unknown kind "diagonal"/);
    expect(symmetryProblem({ kind: 'vertical', cx: 1 })).toMatch(/centre/);
    expect(symmetryProblem({ kind: 'vertical', cx: 1, cy: Infinity })).toMatch(/centre/);
    expect(symmetryProblem({ kind: 'radial', segments: 17, cx: 1, cy: 2 })).toMatch(/2 to 16/);
    expect(symmetryProblem({ kind: 'radial', segments: 1, cx: 1, cy: 2 })).toMatch(/2 to 16/);
    expect(symmetryProblem({ kind: 'radial', segments: 4.5, cx: 1, cy: 2 })).toMatch(/2 to 16/);
    expect(symmetryProblem({ kind: 'radial', cx: 1, cy: 2 })).toMatch(/2 to 16/);
    expect(symmetryProblem({ kind: 'vertical', segments: 4, cx: 1, cy: 2 })).toMatch(
      /unexpected field segments/,
    );
  });
});

describe('symmetry guide geometry', () => {
  it('draws the mirror axis across the whole board', () => {
    expect(guideLines({ kind: 'vertical', cx: 500, cy: 250 }, 1000, 500)).toEqual([
      { x1: 500, y1: 0, x2: 500, y2: 500 },
    ]);
    expect(guideLines({ kind: 'horizontal', cx: 500, cy: 250 }, 1000, 500)).toEqual([
      { x1: 0, y1: 250, x2: 1000, y2: 250 },
    ]);
  });

  it('draws one spoke per segment from the centre to the edge, the first straight up', () => {
    const spokes = guideLines({ kind: 'radial', segments: 4, cx: 500, cy: 250 }, 1000, 500);
    expect(spokes).toHaveLength(4);
    const ends = spokes.map((l) => [Math.round(l.x2), Math.round(l.y2)]);
    expect(ends).toEqual([
      [500, 0],
      [1000, 250],
      [500, 500],
      [0, 250],
    ]);
    for (const l of guideLines({ kind: 'radial', segments: 7, cx: 500, cy: 250 }, 1000, 500)) {
      expect([l.x1, l.y1]).toEqual([500, 250]);
      const onEdge = [l.x2, 1000 - l.x2, l.y2, 500 - l.y2].some((d) => Math.abs(d) < 1e-9);
      expect(onEdge).toBe(true);
    }
  });
});

describe('preview pieces', () => {
  it('keeps far-apart copies apart and joins overlapping ones', () => {
    const left = { x: 100, y: 100, w: 20, h: 20 };
    const right = { x: 880, y: 100, w: 20, h: 20 };
    expect(joinPieces([left, right])).toEqual([left, right]);
    const near = { x: 110, y: 105, w: 20, h: 20 };
    expect(joinPieces([left, near])).toEqual([{ x: 100, y: 100, w: 30, h: 25 }]);
    // A third rect that bridges two kept apart brings them together.
    const a = { x: 0, y: 0, w: 10, h: 10 };
    const b = { x: 12, y: 0, w: 10, h: 10 };
    expect(joinPieces([a, b, { x: 5, y: 0, w: 12, h: 10 }])).toEqual([
      { x: 0, y: 0, w: 22, h: 10 },
    ]);
  });
});
