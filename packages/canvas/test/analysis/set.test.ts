import { describe, expect, it } from 'vitest';
import {
  attemptScore,
  measureConvergence,
  measureHatching,
  measurePressure,
  traceOf,
} from '../../src/core/analysis';
import { linePoints } from './strokes';

describe('convergence', () => {
  const vp = { x: 1500, y: 300 };
  it('is 0° for an edge aimed at its vanishing point, and its angle when turned off it', () => {
    const toward = measureConvergence(
      linePoints({ x: 100, y: 600 }, { x: 500, y: 514.2857 }, 50),
      vp,
    );
    expect(toward.angleError).toBeLessThan(0.01);
    expect(toward.score).toBeGreaterThan(99);
    // The edge at 0° while the vanishing point is seen from its midpoint at atan(300/1200).
    const flat = measureConvergence(linePoints({ x: 200, y: 600 }, { x: 400, y: 600 }, 50), vp);
    expect(flat.angleError).toBeCloseTo((Math.atan(300 / 1200) * 180) / Math.PI, 6);
    expect(flat.score).toBeLessThan(1);
  });
});

describe('hatching', () => {
  const hatch = (gaps: readonly number[], tilt: (i: number) => number = () => 0) => {
    let y = 100;
    return [0, ...gaps].map((gap, i) => {
      y += gap;
      return linePoints({ x: 100, y }, { x: 400, y: y + tilt(i) }, 30);
    });
  };

  it('is perfect for parallel, evenly spaced lines in any drawing order', () => {
    const even = measureHatching(hatch([12, 12, 12, 12]));
    expect(even.meanSpacing).toBeCloseTo(12, 6);
    expect(even.spacingVariance).toBeCloseTo(0, 6);
    expect(even.angleVariance).toBeCloseTo(0, 6);
    expect(even.score).toBeGreaterThan(99.9);
    expect(measureHatching(hatch([12, 12, 12, 12]).reverse()).score).toBeCloseTo(even.score, 9);
  });

  it('reports uneven gaps and fanned angles as variances, and scores them lower', () => {
    const uneven = measureHatching(hatch([6, 18, 6, 18]));
    expect(uneven.spacingVariance).toBeCloseTo(36, 1);
    expect(uneven.scores.spacing).toBeLessThan(30);
    const fanned = measureHatching(hatch([12, 12, 12], (i) => (i % 2 === 0 ? 15 : -15)));
    expect(Math.sqrt(fanned.angleVariance)).toBeGreaterThan(2.5);
    expect(fanned.scores.angle).toBeLessThan(60);
  });

  it('has nothing to judge below two lines', () => {
    expect(measureHatching(hatch([])).score).toBe(0);
  });
});

describe('pressure control', () => {
  const points = linePoints({ x: 0, y: 0 }, { x: 500, y: 0 }, 101);
  const withPressure = (p: (u: number) => number) =>
    traceOf(points.flatMap((q, i) => [q.x, q.y, p(i / 100), 0, 0, i * 8]));

  it('has no error for a pressure that follows the ramp, and the offset for one that does not', () => {
    const ramp = { from: 0.1, to: 0.9 };
    const exact = measurePressure(
      withPressure((u) => 0.1 + 0.8 * u),
      ramp,
    );
    expect(exact.meanError).toBeCloseTo(0, 9);
    expect(exact.score).toBeCloseTo(100, 6);
    const flat = measurePressure(
      withPressure(() => 0.5),
      ramp,
    );
    expect(flat.meanError).toBeCloseTo(0.2, 3); // the mean of |0.4 − 0.8u|
    expect(flat.score).toBeCloseTo(25, 0);
  });

  it('follows a given profile', () => {
    const swell = { profile: [0.2, 1, 0.2] };
    const match = measurePressure(
      withPressure((u) => 1 - 1.6 * Math.abs(u - 0.5)),
      swell,
    );
    expect(match.meanError).toBeCloseTo(0, 9);
  });
});

describe('an attempt', () => {
  it('scores the plain mean of its strokes, 0 with none', () => {
    expect(attemptScore([100, 50, 60])).toBeCloseTo(70, 9);
    expect(attemptScore([])).toBe(0);
  });
});
