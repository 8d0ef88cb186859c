import type { Op, StrokeOp } from '../../src/core/doc/ops';
import { Engine } from '../../src/core/engine/engine';
import { strokePaint } from '../../src/core/engine/pixelOps';
import { renderStroke } from '../../src/core/ink/strokeBuilder';
import { sampleAt, SAMPLE_STRIDE } from '../../src/core/ink/sample';
import { commitMask } from '../../src/core/raster/composite';
import type { Symmetry } from '../../src/core/symmetry/symmetry';
import { strokeOp, wave, type StrokeInput } from '../helpers/draw';

export const board = (scale = 1) => new Engine({ width: 400, height: 300, scale });

/** Draws a stroke with symmetry through the live path, one sample per event; returns its op. */
export function drawSymmetric(
  engine: Engine,
  points: number[],
  symmetry: Symmetry,
  o: StrokeInput & { opacity?: number } = {},
): StrokeOp {
  const { t: _t, points: _p, ...init } = strokeOp([], o);
  const live = engine.beginStroke({ ...init, opacity: o.opacity ?? 1, symmetry });
  if (!live) throw new Error('cannot draw');
  const n = Math.floor(points.length / SAMPLE_STRIDE);
  for (let i = 0; i < n; i++) live.add(sampleAt(points, i));
  live.end();
  return live.op;
}

/** A small drawing with every kind of symmetry, drawn live. */
export function drawing(scale = 1) {
  const e = board(scale);
  const about = { cx: 200, cy: 150 };
  const draw = (from: number[], symmetry: Symmetry, o: StrokeInput) =>
    drawSymmetric(e, from, symmetry, o);
  draw(wave(30, 40, 150, 90), { kind: 'vertical', ...about }, { brush: 'spray', color: '#1d4ed8' });
  draw(wave(60, 200, 180, 260), { kind: 'horizontal', ...about }, { seed: 2, color: '#b91c1c' });
  draw(
    wave(220, 60, 330, 110),
    { kind: 'radial', segments: 7, ...about },
    { brush: 'oil', seed: 3, color: '#15803d' },
  );
  draw(
    wave(250, 150, 300, 180),
    { kind: 'radial', segments: 16, ...about },
    { brush: 'calligraphy', seed: 4, color: '#7c3aed' },
  );
  return e;
}

/** Maps every sample of a stroke by hand, tilt included: the copy an artist would draw. */
export function mapSamples(
  points: readonly number[],
  f: (x: number, y: number) => [number, number],
  tilt: (tx: number, ty: number) => [number, number],
): number[] {
  const out: number[] = [];
  for (let i = 0; i < points.length / SAMPLE_STRIDE; i++) {
    const s = sampleAt(points, i);
    out.push(...f(s.x, s.y), s.pressure, ...tilt(s.tiltX, s.tiltY), s.time);
  }
  return out;
}

/**
 * The pixels of several strokes built in one mask and committed once, over what `under` drew:
 * what one stroke with copies must equal (their union, never one darkening another).
 */
export function drawnAsOne(
  ops: readonly StrokeOp[],
  { scale = 1, under = [] }: { scale?: number; under?: readonly Op[] } = {},
): Uint8ClampedArray {
  const e = board(scale);
  for (const op of under) e.apply(structuredClone(op));
  const layer = e.doc.layer('layer-1');
  const first = ops[0];
  if (!layer || !first) throw new Error('nothing to draw');
  e.mask.reset();
  for (const op of ops) renderStroke(op, e.mask, scale);
  commitMask(layer.surface, e.mask, strokePaint(first));
  return layer.surface.data;
}

export const alphaAt = (data: Uint8ClampedArray, width: number, x: number, y: number) =>
  data[(y * width + x) * 4 + 3] ?? 0;
