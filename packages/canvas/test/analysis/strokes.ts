import { SAMPLE_STRIDE } from '../../src/core/ink/sample';
import { prng } from '../../src/core/raster/texture';
import type { Point } from '../../src/core/analysis';

/** One sample every 8 ms, as a 120 Hz pen would report. */
export const FRAME_MS = 8;

export const board = { width: 1200, height: 900 };

/** Samples as the engine logs them, from points drawn at one per frame. */
export function samplesOf(points: readonly Point[], pressure = () => 0.5): number[] {
  return points.flatMap((p, i) => [p.x, p.y, pressure(), 0, 0, i * FRAME_MS]);
}

/** A straight line from a to b in `count` samples, each pushed sideways by `sideways(i)`. */
export function linePoints(
  a: Point,
  b: Point,
  count: number,
  sideways: (i: number) => number = () => 0,
): Point[] {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const nx = -(b.y - a.y) / length;
  const ny = (b.x - a.x) / length;
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const s = sideways(i);
    return { x: a.x + (b.x - a.x) * t + nx * s, y: a.y + (b.y - a.y) * t + ny * s };
  });
}

/** A fixed pattern of noise in −1..1, the same for the same seed. */
export function noisePattern(seed: number, count: number): number[] {
  const random = prng(seed);
  return Array.from({ length: count }, () => random() * 2 - 1);
}

export interface EllipseShape {
  readonly centre: Point;
  readonly semiMajor: number;
  readonly degree: number;
  readonly minorAngle: number;
}

/** Points from the ellipse's parametric form, `laps` times around, radially jittered by `noise` px. */
export function ellipsePoints(
  shape: EllipseShape,
  count: number,
  laps = 1,
  noise = 0,
  seed = 1,
): Point[] {
  const semiMinor = shape.semiMajor * Math.sin((shape.degree * Math.PI) / 180);
  const major = ((shape.minorAngle + 90) * Math.PI) / 180;
  const random = prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const t = (2 * Math.PI * laps * i) / (count - 1);
    const u = shape.semiMajor * Math.cos(t) + noise * (random() * 2 - 1);
    const v = semiMinor * Math.sin(t) + noise * (random() * 2 - 1);
    return {
      x: shape.centre.x + u * Math.cos(major) - v * Math.sin(major),
      y: shape.centre.y + u * Math.sin(major) + v * Math.cos(major),
    };
  });
}

/** The same stroke drawn the other way: samples in reverse, time still running forward. */
export function reversed(samples: readonly number[]): number[] {
  const n = samples.length / SAMPLE_STRIDE;
  const end = samples[(n - 1) * SAMPLE_STRIDE + 5] ?? 0;
  const out: number[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const o = i * SAMPLE_STRIDE;
    const s = samples.slice(o, o + SAMPLE_STRIDE);
    out.push(s[0] ?? 0, s[1] ?? 0, s[2] ?? 0, s[3] ?? 0, s[4] ?? 0, end - (s[5] ?? 0));
  }
  return out;
}

export function translated(samples: readonly number[], dx: number, dy: number): number[] {
  return samples.map((v, k) =>
    k % SAMPLE_STRIDE === 0 ? v + dx : k % SAMPLE_STRIDE === 1 ? v + dy : v,
  );
}
