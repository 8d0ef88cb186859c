import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ellipseShape } from '../../src/core/guides/geometry';
import { perspectiveGuide, type EllipseGuide, type Guide } from '../../src/core/guides/guides';
import {
  chooseTarget,
  snapPoint,
  snapTargets,
  StrokeSnapper,
  tangentAt,
  type SnapTarget,
} from '../../src/core/guides/snap';
import type { Sample } from '../../src/core/ink/sample';

const at = (x: number, y: number, time = 0, pressure = 0.5): Sample => ({
  x,
  y,
  pressure,
  tiltX: 10,
  tiltY: -5,
  time,
});

const twoPoint = perspectiveGuide([
  { x: 100, y: 200 },
  { x: 900, y: 200 },
]);
const ellipse: EllipseGuide = {
  kind: 'ellipse',
  centre: { x: 500, y: 250 },
  majorAxis: 300,
  degree: 40,
  minorAngle: 70,
};

/** The samples a snapper draws for a hand's samples, in order. */
function snapped(guides: readonly Guide[], hand: readonly Sample[], decide = 8): Sample[] {
  const out: Sample[] = [];
  const snapper = new StrokeSnapper(guides, decide);
  for (const s of hand) snapper.add(s, (d) => out.push(d));
  snapper.finish((d) => out.push(d));
  return out;
}

/** A wobbly hand from (x0, y0) to (x1, y1): the line a student meant, not the one drawn. */
function wobbly(x0: number, y0: number, x1: number, y1: number, n = 40): Sample[] {
  return Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const wobble = Math.sin(t * 13) * 4;
    return at(x0 + (x1 - x0) * t + wobble, y0 + (y1 - y0) * t - wobble, i * 8, 0.2 + 0.6 * t);
  });
}

/** How far (x, y) is from the line through a and b. */
const offLine = (a: { x: number; y: number }, b: { x: number; y: number }, x: number, y: number) =>
  Math.abs((b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)) / Math.hypot(b.x - a.x, b.y - a.y);

describe('snapping a stroke to a perspective guide', () => {
  it('puts a wobbly stroke towards a vanishing point on the line from its start to that point', () => {
    const hand = wobbly(400, 400, 600, 340);
    const out = snapped([twoPoint], hand);
    expect(out).toHaveLength(hand.length);
    const start = hand[0]!;
    const vp = { x: 900, y: 200 };
    for (const s of out) expect(offLine(start, vp, s.x, s.y)).toBeLessThan(1e-9);
    // Pressure, tilt and time stay as the hand drew them.
    expect(out.map((s) => [s.pressure, s.tiltX, s.tiltY, s.time])).toEqual(
      hand.map((s) => [s.pressure, s.tiltX, s.tiltY, s.time]),
    );
  });

  it('chooses the other vanishing point for a stroke the other way', () => {
    const out = snapped([twoPoint], wobbly(400, 400, 200, 300));
    for (const s of out)
      expect(offLine({ x: 400, y: 400 }, { x: 100, y: 200 }, s.x, s.y)).toBeLessThan(1e-9);
  });

  it('draws two-point verticals square to the horizon', () => {
    const out = snapped([twoPoint], wobbly(300, 300, 310, 450));
    for (const s of out) expect(s.x).toBeCloseTo(300, 9);
    const tilted = perspectiveGuide([
      { x: 0, y: 0 },
      { x: 1000, y: 1000 },
    ]);
    const along = snapped([tilted], wobbly(500, 100, 300, 300));
    // Square to a horizon at 45°: the stroke runs at −45°, x + y constant.
    for (const s of along) expect(s.x + s.y).toBeCloseTo(600, 9);
  });

  it('offers level and upright lines in one-point perspective, converging ones in three', () => {
    const one = perspectiveGuide([{ x: 500, y: 200 }]);
    expect(snapTargets([one], 100, 400)).toHaveLength(3);
    const level = snapped([one], wobbly(100, 400, 300, 402));
    for (const s of level) expect(s.y).toBeCloseTo(400, 9);
    const three = perspectiveGuide([
      { x: 100, y: 200 },
      { x: 900, y: 200 },
      { x: 500, y: 2000 },
    ]);
    expect(snapTargets([three], 100, 400)).toHaveLength(3);
    const down = snapped([three], wobbly(300, 300, 320, 450));
    for (const s of down)
      expect(offLine({ x: 300, y: 300 }, { x: 500, y: 2000 }, s.x, s.y)).toBeLessThan(1e-9);
  });

  it('holds the first samples until the pen has gone far enough to choose', () => {
    const snapper = new StrokeSnapper([twoPoint], 8);
    const drawn: Sample[] = [];
    snapper.add(at(400, 400), (s) => drawn.push(s));
    snapper.add(at(403, 399, 8), (s) => drawn.push(s));
    expect(drawn).toHaveLength(0);
    expect(snapper.target).toBeNull();
    snapper.add(at(410, 396, 16), (s) => drawn.push(s));
    expect(drawn).toHaveLength(3);
    expect(snapper.target?.kind).toBe('line');
  });

  it('leaves a dot, a stroke too short to choose, as it was drawn', () => {
    const hand = [at(400, 400), at(402, 401, 8), at(401, 403, 16)];
    expect(snapped([twoPoint], hand)).toEqual(hand);
  });

  it('leaves a stroke alone where no guide offers anything (pressed on the vanishing point)', () => {
    const one = perspectiveGuide([{ x: 500, y: 200 }]);
    const s = snapTargets([one], 500, 200);
    // The level and upright lines remain; the line to the point itself has no direction.
    expect(s).toHaveLength(2);
  });
});

describe('snapping a stroke to an ellipse template', () => {
  const shape = ellipseShape(ellipse);
  const rad = (d: number) => (d * Math.PI) / 180;
  /** Where (x, y) is on the template's family: 1 on the template, k on its twin k times its size. */
  const scaleAt = (x: number, y: number) => {
    const c = Math.cos(rad(shape.rotation));
    const s = Math.sin(rad(shape.rotation));
    const u = (x - shape.cx) * c + (y - shape.cy) * s;
    const v = -(x - shape.cx) * s + (y - shape.cy) * c;
    return Math.hypot(u / shape.rx, v / shape.ry);
  };
  /** A hand going round the template's shape at `k` its size, unevenly. */
  const round = (k: number, n = 60) =>
    Array.from({ length: n }, (_, i) => {
      const a = (i / n) * 2 * Math.PI * 1.1;
      const r = k * (1 + 0.06 * Math.sin(i));
      const u = shape.rx * r * Math.cos(a);
      const v = shape.ry * r * Math.sin(a);
      const c = Math.cos(rad(shape.rotation));
      const s = Math.sin(rad(shape.rotation));
      return at(shape.cx + u * c - v * s, shape.cy + u * s + v * c, i * 8);
    });

  it('puts a stroke begun on the template on the template', () => {
    const out = snapped([ellipse], round(1));
    const k = scaleAt(out[0]!.x, out[0]!.y);
    expect(k).toBeCloseTo(1, 1);
    for (const s of out) expect(scaleAt(s.x, s.y)).toBeCloseTo(k, 9);
  });

  it('puts a stroke begun inside on the concentric ellipse of the same degree through its start', () => {
    const hand = round(0.5);
    const out = snapped([ellipse], hand);
    const k = scaleAt(hand[0]!.x, hand[0]!.y);
    for (const s of out) expect(scaleAt(s.x, s.y)).toBeCloseTo(k, 9);
  });

  it('goes round the ellipse between samples far apart, never across it', () => {
    // Eight samples for a whole turn: a fast hand, or a page too busy for every event.
    const sparse = round(1, 8);
    const out = snapped([ellipse], sparse, 1);
    expect(out.length).toBeGreaterThan(60);
    const angle = (s: Sample) => {
      const c = Math.cos(rad(shape.rotation));
      const n = Math.sin(rad(shape.rotation));
      const u = (s.x - shape.cx) * c + (s.y - shape.cy) * n;
      const v = -(s.x - shape.cx) * n + (s.y - shape.cy) * c;
      return Math.atan2(v / shape.ry, u / shape.rx);
    };
    const k = scaleAt(out[0]!.x, out[0]!.y);
    for (let i = 1; i < out.length; i++) {
      const d = angle(out[i]!) - angle(out[i - 1]!);
      expect(Math.abs(Math.atan2(Math.sin(d), Math.cos(d)))).toBeLessThanOrEqual(
        Math.PI / 36 + 1e-9,
      );
      expect(scaleAt(out[i]!.x, out[i]!.y)).toBeCloseTo(k, 9);
      // What comes between two samples takes its time and pressure between theirs.
      expect(out[i]!.time).toBeGreaterThanOrEqual(out[i - 1]!.time);
    }
  });

  it('follows the ellipse the tangent way: a line across it is not put on it', () => {
    const both: Guide[] = [ellipse, twoPoint];
    const targets = snapTargets(both, 650, 250);
    const t = targets.find((x) => x.kind === 'ellipse')!;
    const d = tangentAt(t, 650, 250);
    const across = chooseTarget(
      targets,
      { x: 650, y: 250 },
      { x: 650 - 10 * d.dy, y: 250 + 10 * d.dx },
    );
    expect(across?.kind).toBe('line');
    const along = chooseTarget(
      targets,
      { x: 650, y: 250 },
      { x: 650 + 10 * d.dx, y: 250 + 10 * d.dy },
    );
    expect(along?.kind).toBe('ellipse');
  });
});

describe('snapping a stroke to a grid', () => {
  const grid: Guide = { kind: 'grid', origin: { x: 0, y: 0 }, size: 40 };

  it('draws on the grid line a stroke began near', () => {
    const out = snapped([grid], wobbly(205, 83, 400, 90));
    for (const s of out) expect(s.y).toBeCloseTo(80, 9);
    const down = snapped([grid], wobbly(198, 100, 205, 300));
    for (const s of down) expect(s.x).toBeCloseTo(200, 9);
  });

  it('draws through its start a stroke begun between the lines', () => {
    const out = snapped([grid], wobbly(220, 100, 400, 104));
    for (const s of out) expect(s.y).toBeCloseTo(100, 9);
  });

  it('follows an isometric grid at 30° and 150°', () => {
    const iso: Guide = { kind: 'isometric', origin: { x: 0, y: 0 }, size: 40 };
    const out = snapped([iso], wobbly(100, 300, 300, 190));
    const first = out[0]!;
    const last = out.at(-1)!;
    const angle = (Math.atan2(last.y - first.y, last.x - first.x) * 180) / Math.PI;
    expect(angle).toBeCloseTo(-30, 9);
  });
});

describe('snapping, whatever the stroke', () => {
  const coord = fc.double({ min: -2000, max: 2000, noNaN: true });
  const target: fc.Arbitrary<SnapTarget> = fc.oneof(
    fc
      .record({ x: coord, y: coord, a: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }) })
      .map(({ x, y, a }) => ({ kind: 'line' as const, x, y, dx: Math.cos(a), dy: Math.sin(a) })),
    fc
      .record({
        cx: coord,
        cy: coord,
        rx: fc.double({ min: 1, max: 1000, noNaN: true }),
        degree: fc.double({ min: 1, max: 90, noNaN: true }),
        turn: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
      })
      .map(({ cx, cy, rx, degree, turn }) => ({
        kind: 'ellipse' as const,
        cx,
        cy,
        rx,
        ry: rx * Math.sin((degree * Math.PI) / 180),
        cos: Math.cos(turn),
        sin: Math.sin(turn),
      })),
  );

  it('puts a point on the target, and a point on it stays where it is', () => {
    fc.assert(
      fc.property(target, coord, coord, (t, x, y) => {
        const p = snapPoint(t, x, y);
        const q = snapPoint(t, p.x, p.y);
        const size = t.kind === 'line' ? 1 : t.rx;
        expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeLessThan(
          1e-6 * Math.max(1, size, Math.abs(x), Math.abs(y)),
        );
      }),
    );
  });

  it('keeps every sample, in order, with its pressure and time, adding only between them', () => {
    const guides: Guide[] = [twoPoint, ellipse, { kind: 'grid', origin: { x: 3, y: 4 }, size: 25 }];
    fc.assert(
      fc.property(fc.array(fc.tuple(coord, coord), { minLength: 1, maxLength: 50 }), (pts) => {
        const hand = pts.map(([x, y], i) => at(x, y, i * 8, (i % 10) / 10));
        const out = snapped(guides, hand);
        // The hand's samples are all there, in order; any others come between two of them.
        const times = out.map((s) => s.time);
        expect(times).toEqual([...times].sort((a, b) => a - b));
        let next = 0;
        for (const s of out) {
          const mine = hand[next];
          if (mine && s.time === mine.time && s.pressure === mine.pressure) next++;
          else expect(s.time).toBeLessThan(mine?.time ?? Infinity);
        }
        expect(next).toBe(hand.length);
        for (const s of out) expect(Number.isFinite(s.x) && Number.isFinite(s.y)).toBe(true);
      }),
    );
  });
});
