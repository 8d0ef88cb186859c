import { describe, expect, it } from 'vitest';
import {
  axisEnd,
  clipLine,
  ellipseShape,
  guideDrawing,
  guideHandles,
  handleAt,
  horizonOf,
  MAX_GRID_LINES,
  moveHandle,
  rayAngles,
  RAYS_PER_POINT,
} from '../../src/core/guides/geometry';
import {
  GUIDE_PRESETS,
  guidesProblem,
  perspectiveGuide,
  presetGuide,
  presetOf,
  sameGuides,
  type EllipseGuide,
  type Guide,
} from '../../src/core/guides/guides';

const board = { x: 0, y: 0, width: 1000, height: 500 };
const twoPoint = perspectiveGuide([
  { x: 100, y: 200 },
  { x: 900, y: 200 },
]);
const ellipse: EllipseGuide = {
  kind: 'ellipse',
  centre: { x: 500, y: 250 },
  majorAxis: 300,
  degree: 30,
  minorAngle: 90,
};

/** Distance from (px, py) to the infinite line through a segment. */
function offLine(s: { x1: number; y1: number; x2: number; y2: number }, px: number, py: number) {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  return Math.abs(dx * (py - s.y1) - dy * (px - s.x1)) / Math.hypot(dx, dy);
}

describe('guides as the log holds them', () => {
  it('every preset is a guide the log accepts, its handles on the board', () => {
    for (const preset of GUIDE_PRESETS) {
      const g = presetGuide(preset, 1000, 500);
      expect(guidesProblem([g]), preset).toBeNull();
      expect(presetOf(g)).toBe(preset);
      for (const h of guideHandles([g])) {
        expect(h.x).toBeGreaterThanOrEqual(0);
        expect(h.x).toBeLessThanOrEqual(1000);
        expect(h.y).toBeGreaterThanOrEqual(0);
        expect(h.y).toBeLessThanOrEqual(500);
      }
    }
  });

  it.each<[string, unknown]>([
    ['not a list', { kind: 'grid' }],
    ['an unknown kind', [{ kind: 'spiral' }]],
    ['no vanishing point', [{ kind: 'perspective', points: [] }]],
    ['four vanishing points', [perspectiveGuide([0, 1, 2, 3].map((x) => ({ x, y: 0 })))]],
    ['a point that is not a number', [{ kind: 'perspective', points: [{ x: '1', y: 2 }] }]],
    ['a point far off the board', [perspectiveGuide([{ x: 1e7, y: 0 }])]],
    ['an extra field', [{ ...twoPoint, locked: true }]],
    ['a flat ellipse', [{ ...ellipse, degree: 0 }]],
    ['an ellipse rounder than a circle', [{ ...ellipse, degree: 91 }]],
    ['an ellipse of no size', [{ ...ellipse, majorAxis: 0 }]],
    ['a grid too fine to draw', [{ kind: 'grid', origin: { x: 0, y: 0 }, size: 2 }]],
    ['a grid without an origin', [{ kind: 'isometric', size: 20 }]],
    ['nine guides', Array.from({ length: 9 }, () => twoPoint)],
  ])('refuses %s', (_, guides) => {
    expect(guidesProblem(guides)).toEqual(expect.any(String));
  });

  it('puts the vanishing points on a horizon given apart', () => {
    expect(
      perspectiveGuide(
        [
          { x: 10, y: 5 },
          { x: 990, y: 7 },
        ],
        180,
      ).points,
    ).toEqual([
      { x: 10, y: 180 },
      { x: 990, y: 180 },
    ]);
  });

  it('compares guides figure for figure', () => {
    expect(
      sameGuides(
        [twoPoint],
        [
          perspectiveGuide([
            { x: 100, y: 200 },
            { x: 900, y: 200 },
          ]),
        ],
      ),
    ).toBe(true);
    expect(
      sameGuides(
        [twoPoint],
        [
          perspectiveGuide([
            { x: 100, y: 200 },
            { x: 900, y: 201 },
          ]),
        ],
      ),
    ).toBe(false);
    expect(sameGuides([], [twoPoint])).toBe(false);
  });
});

describe('the geometry an overlay draws', () => {
  it('runs the horizon through the first two vanishing points, level through one', () => {
    const tilted = perspectiveGuide([
      { x: 0, y: 100 },
      { x: 100, y: 200 },
    ]);
    const h = horizonOf(tilted);
    expect(h?.dx).toBeCloseTo(Math.SQRT1_2);
    expect(h?.dy).toBeCloseTo(Math.SQRT1_2);
    expect(horizonOf(perspectiveGuide([{ x: 50, y: 60 }]))).toMatchObject({ dx: 1, dy: 0 });
  });

  it('clips a line to the board, and misses when it passes by', () => {
    expect(clipLine({ x: -50, y: 100, dx: 1, dy: 0 }, board)).toEqual({
      x1: 0,
      y1: 100,
      x2: 1000,
      y2: 100,
    });
    expect(clipLine({ x: 0, y: 600, dx: 1, dy: 0 }, board)).toBeNull();
    // A ray from inside starts where it is.
    expect(clipLine({ x: 500, y: 250, dx: 0, dy: 1 }, board, 0)).toEqual({
      x1: 500,
      y1: 250,
      x2: 500,
      y2: 500,
    });
  });

  it('fans rays from each vanishing point that all run through it and cross the board', () => {
    const { lines } = guideDrawing([twoPoint], board);
    const rays = lines.filter((l) => l.role === 'ray');
    expect(rays).toHaveLength(2 * RAYS_PER_POINT);
    for (const r of rays) {
      const vp = twoPoint.points[r.point ?? 0]!;
      expect(offLine(r, vp.x, vp.y)).toBeLessThan(1e-6);
    }
    const horizon = lines.filter((l) => l.role === 'horizon');
    expect(horizon).toHaveLength(1);
    expect(horizon[0]).toMatchObject({ x1: 0, y1: 200, x2: 1000, y2: 200 });
  });

  it('fans the rays of a point off the board across the board only', () => {
    const far = perspectiveGuide([{ x: -2000, y: 250 }]);
    const angles = rayAngles(far.points[0]!, board);
    expect(angles).toHaveLength(RAYS_PER_POINT);
    const { lines } = guideDrawing([far], board);
    const rays = lines.filter((l) => l.role === 'ray');
    // Every ray reaches the board, and none is a dot at a corner.
    expect(rays).toHaveLength(RAYS_PER_POINT);
    for (const r of rays) expect(Math.hypot(r.x2 - r.x1, r.y2 - r.y1)).toBeGreaterThan(100);
    // The horizon reaches out to the point.
    const [horizon] = lines.filter((l) => l.role === 'horizon');
    expect(Math.min(horizon!.x1, horizon!.x2)).toBe(-2000);
  });

  it('draws an ellipse with its degree, its axes and two handles', () => {
    const { ellipses, lines, handles } = guideDrawing([ellipse], board);
    expect(ellipses).toEqual([
      { guide: 0, cx: 500, cy: 250, rx: 150, ry: expect.closeTo(75, 6), rotation: 0 },
    ]);
    expect(lines.filter((l) => l.role === 'axis')).toHaveLength(2);
    expect(handles.map((h) => [h.role, Math.round(h.x), Math.round(h.y)])).toEqual([
      ['centre', 500, 250],
      ['axis', 650, 250],
    ]);
    const turned = ellipseShape({ ...ellipse, minorAngle: 30 });
    expect(turned.rotation).toBe(-60);
  });

  it('lays grid lines a cell apart through the origin', () => {
    const grid: Guide = { kind: 'grid', origin: { x: 5, y: 10 }, size: 50 };
    const { lines } = guideDrawing([grid], board);
    const vertical = lines.filter((l) => l.x1 === l.x2).map((l) => l.x1);
    const level = lines.filter((l) => l.y1 === l.y2).map((l) => l.y1);
    expect(vertical).toEqual(Array.from({ length: 20 }, (_, k) => 5 + 50 * k));
    expect(level).toEqual(Array.from({ length: 10 }, (_, k) => 10 + 50 * k));
  });

  it('lays an isometric grid at 90°, 30° and 150°, every lattice point on all three', () => {
    const iso: Guide = { kind: 'isometric', origin: { x: 0, y: 0 }, size: 40 };
    const { lines } = guideDrawing([iso], board);
    const angles = new Set(
      lines.map((l) => {
        const a = (Math.atan2(l.y2 - l.y1, l.x2 - l.x1) * 180) / Math.PI;
        return Math.round(((a % 180) + 180) % 180);
      }),
    );
    expect([...angles].sort((a, b) => a - b)).toEqual([30, 90, 150]);
    // A lattice point: 3 steps along 30°, 2 upwards.
    const p = { x: 3 * 40 * Math.cos(Math.PI / 6), y: 3 * 40 * 0.5 + 2 * 40 };
    for (const angle of [30, 90, 150]) {
      const through = lines.some((l) => {
        const a = (Math.atan2(l.y2 - l.y1, l.x2 - l.x1) * 180) / Math.PI;
        return Math.round(((a % 180) + 180) % 180) === angle && offLine(l, p.x, p.y) < 1e-6;
      });
      expect(through, `${angle}°`).toBe(true);
    }
  });

  it('draws a fine grid on a large board sparser, never past the limit', () => {
    const fine: Guide = { kind: 'grid', origin: { x: 0, y: 0 }, size: 8 };
    const { lines } = guideDrawing([fine], { x: 0, y: 0, width: 8000, height: 8000 });
    expect(lines.length).toBeLessThanOrEqual(2 * MAX_GRID_LINES);
    expect(lines.length).toBeGreaterThan(MAX_GRID_LINES);
  });
});

describe('dragging a guide by its handles', () => {
  it('finds the nearest handle within reach, and none beyond', () => {
    expect(handleAt([twoPoint], 905, 203, 12)).toMatchObject({ guide: 0, part: 1 });
    expect(handleAt([twoPoint], 950, 200, 12)).toBeNull();
  });

  it('moves a vanishing point, rounded as a log rounds, leaving the other', () => {
    const [moved] = moveHandle([twoPoint], { guide: 0, part: 1 }, 850.123, 180.456);
    expect(moved).toEqual(
      perspectiveGuide([
        { x: 100, y: 200 },
        { x: 850.12, y: 180.46 },
      ]),
    );
  });

  it('moves an ellipse by its centre, and sizes and turns it by its axis', () => {
    const [moved] = moveHandle([ellipse], { guide: 0, part: 0 }, 400, 300) as [EllipseGuide];
    expect(moved.centre).toEqual({ x: 400, y: 300 });
    expect(axisEnd(moved)).toEqual({ x: 550, y: 300 });
    const [turned] = moveHandle([ellipse], { guide: 0, part: 1 }, 500, 50) as [EllipseGuide];
    expect(turned.majorAxis).toBe(400);
    // The major axis now points up: the minor axis lies level.
    expect(turned.minorAngle).toBe(0);
    expect(turned.degree).toBe(30);
    const back = axisEnd(turned);
    expect(back.x).toBeCloseTo(500);
    expect(back.y).toBeCloseTo(50);
  });

  it('keeps a dragged point within the reach the log accepts', () => {
    const moved = moveHandle([twoPoint], { guide: 0, part: 0 }, -1e9, 0);
    expect(guidesProblem(moved)).toBeNull();
  });
});
