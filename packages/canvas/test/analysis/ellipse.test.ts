import { describe, expect, it } from 'vitest';
import {
  analyseEllipse,
  fitEllipse,
  measureEllipse,
  type EllipseTarget,
} from '../../src/core/analysis';
import { ellipsePoints, samplesOf, type EllipseShape } from './strokes';

const centre = { x: 600, y: 420 };
const axial = (a: number, b: number) => {
  const d = (((a - b) % 180) + 180) % 180;
  return Math.min(d, 180 - d);
};
const targetOf = (shape: EllipseShape, laps?: number): EllipseTarget => ({
  centre: shape.centre,
  majorAxis: 2 * shape.semiMajor,
  degree: shape.degree,
  minorAngle: shape.minorAngle,
  ...(laps === undefined ? {} : { laps }),
});

describe('the ellipse fit', () => {
  const cases: [number, number][] = [
    [20, 0],
    [35, 120],
    [50, 75],
    [65, 160],
    [72, 30],
  ];
  it.each(cases)(
    'recovers degree %i and minor axis %i° within 1°, through a little noise',
    (degree, minorAngle) => {
      const shape = { centre, semiMajor: 160, degree, minorAngle };
      const fit = fitEllipse(ellipsePoints(shape, 160, 1, 1, degree));
      expect(fit).not.toBeNull();
      expect(Math.abs((fit?.degree ?? 0) - degree)).toBeLessThan(1);
      expect(axial(fit?.minorAngle ?? 0, minorAngle)).toBeLessThan(1);
      expect(
        Math.hypot((fit?.centre.x ?? 0) - centre.x, (fit?.centre.y ?? 0) - centre.y),
      ).toBeLessThan(1);
      expect(Math.abs((fit?.semiMajor ?? 0) - 160)).toBeLessThan(2);
    },
  );

  it('fits no ellipse to points on a line, or to fewer than five', () => {
    const line = Array.from({ length: 20 }, (_, i) => ({ x: i * 10, y: i * 5 }));
    expect(fitEllipse(line)).toBeNull();
    expect(fitEllipse(line.slice(0, 4))).toBeNull();
  });
});

describe('an ellipse against its target', () => {
  const shape = { centre, semiMajor: 150, degree: 40, minorAngle: 100 };

  it('scores a faithful ellipse traced twice near 100, and counts two laps', () => {
    const result = analyseEllipse(samplesOf(ellipsePoints(shape, 240, 2, 0.3)), targetOf(shape, 2));
    expect(result.ellipse.laps).toBe(2);
    expect(result.ellipse.turns).toBeCloseTo(2, 1);
    expect(result.ellipse.scores.laps).toBe(100);
    expect(result.ellipse.score).toBeGreaterThan(95);
  });

  it.each([1, 2, 3])('counts %i times around', (laps) => {
    const measure = measureEllipse(ellipsePoints(shape, 120 * laps, laps, 0.5), targetOf(shape));
    expect(measure.laps).toBe(laps);
    expect(measure.scores.laps).toBeUndefined();
  });

  it('reports a rounder ellipse and a leaning one in degrees, and scores them lower', () => {
    const rounder = measureEllipse(ellipsePoints({ ...shape, degree: 46 }, 150), targetOf(shape));
    expect(rounder.roundnessError).toBeCloseTo(6, 3);
    expect(rounder.scores.roundness).toBeCloseTo(100 * 2 ** (-6 / 5), 1);
    const leaning = measureEllipse(
      ellipsePoints({ ...shape, minorAngle: 94 }, 150),
      targetOf(shape),
    );
    expect(leaning.alignmentError).toBeCloseTo(-6, 3);
    expect(leaning.scores.alignment).toBeLessThan(50);
  });

  it('does not hold a circle to a minor axis it cannot have', () => {
    const circle = { ...shape, degree: 90 };
    const measure = measureEllipse(
      ellipsePoints({ ...circle, degree: 89.5 }, 150),
      targetOf(circle),
    );
    expect(measure.scores.alignment).toBe(100);
  });

  it('measures closure as the gap over the major axis', () => {
    // Three quarters of the way round, then stopped.
    const open = ellipsePoints(shape, 150, 0.75);
    const measure = measureEllipse(open, targetOf(shape));
    const first = open[0] ?? centre;
    const last = open[open.length - 1] ?? centre;
    expect(measure.closure).toBeCloseTo(Math.hypot(last.x - first.x, last.y - first.y) / 300, 9);
    expect(measure.scores.closure).toBeLessThan(1);
  });

  it('scores 0 where no ellipse fits', () => {
    const measure = measureEllipse(
      Array.from({ length: 30 }, (_, i) => ({ x: i, y: i })),
      targetOf(shape),
    );
    expect(measure.fit).toBeNull();
    expect(measure.scores.roundness).toBe(0);
  });
});
