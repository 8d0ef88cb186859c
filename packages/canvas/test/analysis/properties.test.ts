import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseEllipse, analyseLine, type Point } from '../../src/core/analysis';
import { board, reversed, translated } from './strokes';

/**
 * Any stroke a hand could leave: 1–80 samples, time never going back, rounded as the log rounds
 * them (`quantize`: 1/100 px, 1/10 ms).
 */
const stroke = fc
  .array(
    fc.record({
      x: fc.double({ min: -200, max: 1400, noNaN: true }),
      y: fc.double({ min: -200, max: 1100, noNaN: true }),
      pressure: fc.double({ min: 0, max: 1, noNaN: true }),
      dt: fc.double({ min: 0.5, max: 400, noNaN: true }),
    }),
    { minLength: 1, maxLength: 80 },
  )
  .map((rows) => {
    let t = 0;
    return rows.flatMap((r, i) => {
      if (i > 0) t += r.dt;
      return [
        Math.round(r.x * 100) / 100,
        Math.round(r.y * 100) / 100,
        Math.round(r.pressure * 1000) / 1000,
        0,
        0,
        Math.round(t * 10) / 10,
      ];
    });
  });

const dot = fc.record({
  x: fc.double({ min: 0, max: 1200, noNaN: true }),
  y: fc.double({ min: 0, max: 900, noNaN: true }),
});
const shift = fc.double({ min: -5000, max: 5000, noNaN: true });
const move = (p: Point, dx: number, dy: number) => ({ x: p.x + dx, y: p.y + dy });

const ellipseTarget = fc.record({
  centre: dot,
  majorAxis: fc.double({ min: 10, max: 800, noNaN: true }),
  degree: fc.double({ min: 5, max: 90, noNaN: true }),
  minorAngle: fc.double({ min: 0, max: 180, noNaN: true, maxExcluded: true }),
});

const inRange = (scores: Readonly<Record<string, number>>, score: number) => {
  for (const s of [...Object.values(scores), score]) {
    expect(Number.isFinite(s)).toBe(true);
    expect(s).toBeGreaterThanOrEqual(0);
    expect(s).toBeLessThanOrEqual(100);
  }
};

const close = (
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
  digits = 6,
) => {
  expect(Object.keys(b)).toEqual(Object.keys(a));
  for (const [key, value] of Object.entries(a)) expect(b[key]).toBeCloseTo(value, digits);
};

describe('every score, for any stroke', () => {
  it('stays within 0–100', () => {
    fc.assert(
      fc.property(stroke, dot, dot, ellipseTarget, (samples, a, b, target) => {
        const line = analyseLine(samples, { a, b }, board);
        inRange(line.scores, line.score);
        const ellipse = analyseEllipse(samples, target);
        inRange(ellipse.scores, ellipse.score);
      }),
      { seed: 30, numRuns: 300 },
    );
  });

  it('is the same wherever on the board the stroke and its target are', () => {
    fc.assert(
      fc.property(
        stroke,
        dot,
        dot,
        ellipseTarget,
        shift,
        shift,
        (samples, a, b, target, dx, dy) => {
          const moved = translated(samples, dx, dy);
          close(
            analyseLine(samples, { a, b }, board).scores,
            analyseLine(moved, { a: move(a, dx, dy), b: move(b, dx, dy) }, board).scores,
          );
          close(
            analyseEllipse(samples, target).scores,
            analyseEllipse(moved, { ...target, centre: move(target.centre, dx, dy) }).scores,
            // A fit through five barely distinct points is ill-conditioned: same to a hundredth.
            2,
          );
        },
      ),
      { seed: 31, numRuns: 300 },
    );
  });

  it('is the same for a line drawn either way', () => {
    fc.assert(
      fc.property(stroke, dot, dot, (samples, a, b) => {
        const forth = analyseLine(samples, { a, b }, board);
        const back = analyseLine(reversed(samples), { a, b }, board);
        close(forth.scores, back.scores);
        expect(back.score).toBeCloseTo(forth.score, 6);
      }),
      { seed: 32, numRuns: 300 },
    );
  });
});
