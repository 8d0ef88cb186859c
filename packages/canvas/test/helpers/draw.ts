import type { BrushId } from '../../src/core/catalog';
import type { Engine } from '../../src/core/engine/engine';
import type { StrokeOp } from '../../src/core/doc/ops';
import { SAMPLE_STRIDE } from '../../src/core/ink/sample';

export interface StrokeInput {
  brush?: BrushId;
  color?: string;
  size?: number;
  layer?: string;
  stabilizer?: number;
  pressure?: 'device' | 'simulate';
  seed?: number;
}

/** A wavy line from (x0, y0) to (x1, y1) with pen-like pressure and tilt. */
export function wave(x0: number, y0: number, x1: number, y1: number, n = 40): number[] {
  const pts: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    pts.push(
      Math.round((x0 + (x1 - x0) * t) * 100) / 100,
      Math.round((y0 + (y1 - y0) * t + Math.sin(t * Math.PI * 2) * 12) * 100) / 100,
      Math.round((0.3 + 0.6 * Math.sin(t * Math.PI)) * 1000) / 1000,
      30,
      -20,
      i * 8,
    );
  }
  return pts;
}

export function strokeOp(points: number[], o: StrokeInput = {}): StrokeOp {
  return {
    t: 'stroke',
    layer: o.layer ?? 'layer-1',
    brush: o.brush ?? 'pen',
    color: o.color ?? '#808080',
    size: o.size ?? 5,
    opacity: 1,
    stabilizer: o.stabilizer ?? 0,
    pressure: o.pressure ?? 'device',
    seed: o.seed ?? 1,
    points,
  };
}

/** Draws through the live path, one sample per "event", as the browser does. */
export function drawLive(engine: Engine, points: number[], o: StrokeInput = {}): void {
  const op = strokeOp([], o);
  const live = engine.beginStroke({ ...op });
  if (!live) throw new Error('cannot draw');
  for (let i = 0; i + SAMPLE_STRIDE <= points.length; i += SAMPLE_STRIDE) {
    const [x = 0, y = 0, pressure = 0.5, tiltX = 0, tiltY = 0, time = 0] = points.slice(
      i,
      i + SAMPLE_STRIDE,
    );
    live.add({ x, y, pressure, tiltX, tiltY, time });
  }
  live.end();
}

export function pixelsOf(engine: Engine, layer = 'layer-1'): Uint8ClampedArray {
  const l = engine.doc.layer(layer);
  if (!l) throw new Error(`no layer ${layer}`);
  return l.surface.data;
}

export function inkedPixels(data: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) n++;
  return n;
}

export function same(a: Uint8ClampedArray, b: Uint8ClampedArray): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
