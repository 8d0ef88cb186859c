import { describe, expect, it } from 'vitest';
import type { StrokeOp } from '../../src/core/doc/ops';
import { Engine } from '../../src/core/engine/engine';
import { LOG_FORMAT, LOG_VERSION } from '../../src/core/log/format';
import { checkOp, parseLog } from '../../src/core/log/parse';
import { replay } from '../../src/core/log/replay';
import { inkedPixels, pixelsOf, same, strokeOp, wave } from '../helpers/draw';

const board = (scale = 1) => new Engine({ width: 300, height: 200, scale });

/** The same pen samples drawn with a curve (or none), through the live path. */
function drawn(curve: StrokeOp['pressureCurve'], brush: StrokeOp['brush'] = 'brush-pen') {
  const e = board();
  const { t: _t, points: _p, ...init } = strokeOp([], { brush, size: 10 });
  const live = e.beginStroke({ ...init, ...(curve !== undefined && { pressureCurve: curve }) });
  if (!live) throw new Error('cannot draw');
  const points = wave(30, 60, 270, 140, 40);
  for (let i = 0; i < points.length; i += 6) {
    const [x = 0, y = 0, pressure = 0, tiltX = 0, tiltY = 0, time = 0] = points.slice(i, i + 6);
    live.add({ x, y, pressure, tiltX, tiltY, time });
  }
  live.end();
  return e;
}

const logOf = (ops: unknown[]): unknown => ({
  format: LOG_FORMAT,
  version: LOG_VERSION,
  width: 300,
  height: 200,
  scale: 1,
  background: '#ffffff',
  ops,
});

describe('strokes with a pressure curve', () => {
  it('a firm curve draws thinner than linear, a soft one wider, off widest', () => {
    const ink = (curve: StrokeOp['pressureCurve']) => inkedPixels(pixelsOf(drawn(curve)));
    const linear = ink(undefined);
    expect(ink(2)).toBeLessThan(linear);
    expect(ink(0.5)).toBeGreaterThan(linear);
    expect(ink('off')).toBeGreaterThan(ink(0.5));
  });

  it('gamma 1 draws exactly what a stroke without a curve draws', () => {
    expect(same(pixelsOf(drawn(1)), pixelsOf(drawn(undefined)))).toBe(true);
  });

  it.each([1, 2])('replays from its log to the live pixels (scale %i)', (scale) => {
    const e = board(scale);
    const { t: _t, points: _p, ...init } = strokeOp([], { brush: 'calligraphy', seed: 3 });
    const stroke = e.beginStroke({ ...init, pressureCurve: 0.4 });
    const points = wave(20, 40, 280, 160);
    for (let i = 0; i < points.length; i += 6) {
      const [x = 0, y = 0, pressure = 0] = points.slice(i, i + 3);
      stroke?.add({ x, y, pressure, tiltX: 0, tiltY: 0, time: i });
    }
    stroke?.end();
    const log = JSON.parse(JSON.stringify(e.log())) as { ops: StrokeOp[] };
    expect(log.ops[0]?.pressureCurve).toBe(0.4);
    expect(same(pixelsOf(replay(parseLog(log))), pixelsOf(e))).toBe(true);
  });
});

describe('pressureCurve in the stroke log', () => {
  const stroke = strokeOp(wave(10, 10, 100, 100, 5));

  it('is optional: a log from before curves parses and draws as it did', () => {
    const log = parseLog(logOf([stroke]));
    expect(log.ops[0]).not.toHaveProperty('pressureCurve');
  });

  it.each([['off'], [0.3], [1], [2.5], [3]])('accepts %s', (curve) => {
    expect(typeof checkOp({ ...stroke, pressureCurve: curve })).toBe('object');
  });

  it.each([
    ['a word it does not know', 'soft'],
    ['a gamma below 0.3', 0.2],
    ['a gamma above 3', 3.5],
    ['no value', null],
    ['an object', { gamma: 1 }],
    ['infinity', Number.POSITIVE_INFINITY],
  ])('refuses %s, saying which field', (_, curve) => {
    const problem = checkOp({ ...stroke, pressureCurve: curve });
    expect(problem).toMatch(/^bad stroke: pressureCurve /);
    expect(() => parseLog(logOf([{ ...stroke, pressureCurve: curve }]))).toThrow(/Op 0/);
  });
});
