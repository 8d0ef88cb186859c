import { describe, expect, it } from 'vitest';
import { analyseLine, measureLine, measureWobble } from '../../src/core/analysis';
import { board, linePoints, noisePattern, samplesOf } from './strokes';

const a = { x: 150, y: 200 };
const b = { x: 850, y: 560 };
const target = { a, b };

describe('a line between two dots', () => {
  it('scores at least 95 when drawn perfectly, on every measure', () => {
    const result = analyseLine(samplesOf(linePoints(a, b, 120)), target, board);
    expect(result.score).toBeGreaterThanOrEqual(95);
    for (const score of Object.values(result.scores)) expect(score).toBeGreaterThanOrEqual(95);
    expect(result.line.meanDeviation).toBeLessThan(0.01);
    expect(result.line.angleError).toBeLessThan(0.01);
  });

  it.each([2, 5, 12])('reports a parallel offset of %i px as that deviation, ±1 px', (offset) => {
    const line = measureLine(
      linePoints(a, b, 120, () => offset),
      target,
      board,
    );
    expect(Math.abs(line.meanDeviation - offset)).toBeLessThanOrEqual(1);
    expect(Math.abs(line.maxDeviation - offset)).toBeLessThanOrEqual(1);
    const diagonal = Math.hypot(board.width, board.height);
    expect(line.meanDeviationOfDiagonal).toBeCloseTo(line.meanDeviation / diagonal, 9);
    expect(line.angleError).toBeLessThan(0.01);
  });

  it('finds the bulge of a bowed line as its maximum, and its mean by arc length', () => {
    const n = 201;
    const bow = (i: number) => 10 * Math.sin((Math.PI * i) / (n - 1));
    const line = measureLine(linePoints(a, b, n, bow), target, board);
    expect(line.maxDeviation).toBeCloseTo(10, 1);
    expect(line.meanDeviation).toBeCloseTo(20 / Math.PI, 0); // the mean of a sine arch
  });

  it('measures overshoot past a dot and undershoot short of it, in px along the line', () => {
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    // Starts 15 px before dot a, stops 25 px short of dot b.
    const start = { x: a.x - 15 * ux, y: a.y - 15 * uy };
    const end = { x: b.x - 25 * ux, y: b.y - 25 * uy };
    const line = measureLine(linePoints(start, end, 100), target, board);
    expect(line.overshootA).toBeCloseTo(15, 6);
    expect(line.overshootB).toBeCloseTo(-25, 6);
    // Drawn from b to a, the ends are still told apart by the dots they are near.
    const back = measureLine(linePoints(end, start, 100), target, board);
    expect(back.overshootA).toBeCloseTo(15, 6);
    expect(back.overshootB).toBeCloseTo(-25, 6);
    expect(line.scores.ends).toBeLessThan(100);
  });

  it('measures the angle error of a line turned off its target', () => {
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const turn = (p: { x: number; y: number }, deg: number) => {
      const r = (deg * Math.PI) / 180;
      const x = p.x - mid.x;
      const y = p.y - mid.y;
      return {
        x: mid.x + x * Math.cos(r) - y * Math.sin(r),
        y: mid.y + x * Math.sin(r) + y * Math.cos(r),
      };
    };
    const line = measureLine(linePoints(turn(a, 4), turn(b, 4), 100), target, board);
    expect(line.angleError).toBeCloseTo(4, 6);
    expect(line.scores.angle).toBeCloseTo(100 * 2 ** (-4 / 3), 6);
  });

  it('scores a wobbly line clearly below a clean one', () => {
    const noise = noisePattern(3, 120);
    const clean = analyseLine(samplesOf(linePoints(a, b, 120)), target, board);
    const wobbly = analyseLine(
      samplesOf(linePoints(a, b, 120, (i) => 3 * (noise[i] ?? 0))),
      target,
      board,
    );
    expect(clean.scores.wobble - wobbly.scores.wobble).toBeGreaterThan(30);
    expect(clean.score - wobbly.score).toBeGreaterThan(5);
  });
});

describe('wobble', () => {
  it('falls strictly as the same noise grows', () => {
    const noise = noisePattern(11, 150);
    const amplitudes = [0, 0.1, 0.25, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 8];
    const scores = amplitudes.map(
      (amp) => measureWobble(linePoints(a, b, 150, (i) => amp * (noise[i] ?? 0))).score,
    );
    expect(scores[0]).toBeGreaterThan(99.9);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThan(scores[i - 1] ?? 0);
  });

  it('falls strictly with noise for every seed tried', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const noise = noisePattern(seed, 90);
      let previous = Infinity;
      for (const amp of [0, 0.5, 1, 2, 4, 8]) {
        const { score } = measureWobble(linePoints(a, b, 90, (i) => amp * (noise[i] ?? 0)));
        expect(score).toBeLessThan(previous);
        previous = score;
      }
    }
  });

  it('leaves a smooth curve nearly alone: a wide arc is not wobble', () => {
    const arc = Array.from({ length: 200 }, (_, i) => {
      const t = (Math.PI * i) / 199;
      return { x: 500 + 200 * Math.cos(t), y: 400 + 200 * Math.sin(t) };
    });
    // Smoothing pulls an arc of radius r in by about σ²/2r (0.09 px here): the only cost of a bend.
    expect(measureWobble(arc).rms).toBeLessThan(0.1);
    expect(measureWobble(arc).score).toBeGreaterThan(90);
  });
});
