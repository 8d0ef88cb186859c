import { describe, expect, it } from 'vitest';
import { analyseLine, measureHesitation, measureSpeed, traceOf } from '../../src/core/analysis';
import { SAMPLE_STRIDE } from '../../src/core/ink/sample';
import { board, FRAME_MS, linePoints, samplesOf } from './strokes';

const a = { x: 100, y: 100 };
const b = { x: 700, y: 100 };

/** Samples with the times given, one per point. */
const timed = (points: readonly { x: number; y: number }[], times: readonly number[]) =>
  points.flatMap((p, i) => [p.x, p.y, 0.5, 0, 0, times[i] ?? 0]);

describe('speed consistency', () => {
  it('is perfect for a steady stroke', () => {
    const speed = measureSpeed(traceOf(samplesOf(linePoints(a, b, 100))));
    expect(speed.cv).toBeLessThan(1e-9);
    expect(speed.score).toBeGreaterThan(99.9);
  });

  it('sees a stroke that slows down at the end, and scores it lower', () => {
    const points = linePoints(a, b, 100);
    // The last third of the samples each take four frames instead of one.
    const times: number[] = [];
    let t = 0;
    for (let i = 0; i < 100; i++) {
      times.push(t);
      t += i < 66 ? FRAME_MS : 4 * FRAME_MS;
    }
    const speed = measureSpeed(traceOf(timed(points, times)));
    expect(speed.thirds[2]).toBeLessThan(speed.thirds[0] / 2);
    expect(speed.cv).toBeGreaterThan(0.3);
    expect(speed.score).toBeLessThan(70);
  });

  it('leaves the first and last 15% of the time out', () => {
    const points = linePoints(a, b, 100);
    // Only the very first and last samples crawl: the middle is steady.
    const times = points.map((_, i) => i * FRAME_MS + (i > 0 ? 40 : 0) + (i === 99 ? 40 : 0));
    expect(measureSpeed(traceOf(timed(points, times))).cv).toBeLessThan(1e-9);
  });
});

describe('hesitation', () => {
  it('counts a 300 ms rest in the middle of a line as one pause', () => {
    const points = linePoints(a, b, 100);
    const samples = samplesOf(points.slice(0, 50));
    const rest = points[49] ?? a;
    // 300 ms standing still, the pen still reporting every frame.
    for (let k = 1; k <= 300 / FRAME_MS; k++)
      samples.push(rest.x, rest.y, 0.5, 0, 0, 49 * FRAME_MS + k * FRAME_MS);
    const resumed = 49 * FRAME_MS + 300;
    points
      .slice(50)
      .forEach((p, i) => samples.push(p.x, p.y, 0.5, 0, 0, resumed + (i + 1) * FRAME_MS));
    const hesitation = measureHesitation(traceOf(samples));
    expect(hesitation.count).toBe(1);
    expect(hesitation.pauses[0]?.duration).toBeCloseTo(296, -1);
    expect(hesitation.pauses[0]?.start).toBeCloseTo(49 * FRAME_MS, 0);
    expect(hesitation.score).toBe(50);
    expect(analyseLine(samples, { a, b }, board).scores.hesitation).toBe(50);
  });

  it('counts a 300 ms gap with no samples as one pause', () => {
    const points = linePoints(a, b, 100);
    const times = points.map((_, i) => i * FRAME_MS + (i >= 50 ? 300 : 0));
    const hesitation = measureHesitation(traceOf(timed(points, times)));
    expect(hesitation.count).toBe(1);
    expect(hesitation.totalMs).toBeCloseTo(308, 6);
  });

  it('lets a 100 ms rest pass, and counts two long ones as two', () => {
    const points = linePoints(a, b, 100);
    const short = points.map((_, i) => i * FRAME_MS + (i >= 50 ? 100 : 0));
    expect(measureHesitation(traceOf(timed(points, short))).count).toBe(0);
    const twice = points.map((_, i) => i * FRAME_MS + (i >= 30 ? 200 : 0) + (i >= 70 ? 200 : 0));
    const two = measureHesitation(traceOf(timed(points, twice)));
    expect(two.count).toBe(2);
    expect(two.score).toBe(25);
  });

  it('reads the engine log stride', () => {
    expect(samplesOf(linePoints(a, b, 3)).length).toBe(3 * SAMPLE_STRIDE);
  });
});
