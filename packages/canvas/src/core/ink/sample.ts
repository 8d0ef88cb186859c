/** One input sample in document units, as recorded in the stroke log. */
export interface Sample {
  x: number;
  y: number;
  /** 0..1 as the device reported it. */
  pressure: number;
  /** Degrees, -90..90, 0 when the device has none. */
  tiltX: number;
  tiltY: number;
  /** Milliseconds since the stroke began. */
  time: number;
}

/** Numbers per sample in a stroke log's flat `points` array. */
export const SAMPLE_STRIDE = 6;

/**
 * Rounds a sample to what the log stores. The live stroke is drawn from the rounded values, so
 * a replay of the log reproduces the live pixels exactly.
 */
export function quantize(s: Sample): Sample {
  return {
    x: Math.round(s.x * 100) / 100,
    y: Math.round(s.y * 100) / 100,
    pressure: Math.round(Math.min(1, Math.max(0, s.pressure)) * 1000) / 1000,
    tiltX: Math.round(s.tiltX),
    tiltY: Math.round(s.tiltY),
    time: Math.round(s.time * 10) / 10,
  };
}

export function pushSample(points: number[], s: Sample): void {
  points.push(s.x, s.y, s.pressure, s.tiltX, s.tiltY, s.time);
}

export function sampleAt(points: readonly number[], i: number): Sample {
  const o = i * SAMPLE_STRIDE;
  return {
    x: points[o] ?? 0,
    y: points[o + 1] ?? 0,
    pressure: points[o + 2] ?? 0.5,
    tiltX: points[o + 3] ?? 0,
    tiltY: points[o + 4] ?? 0,
    time: points[o + 5] ?? 0,
  };
}
