import { describe, expect, it } from 'vitest';
import type { StrokeOp } from '../../src/core/doc/ops';
import { pixelsOf, same, strokeOp, wave } from '../helpers/draw';
import { alphaAt, board, drawnAsOne, drawSymmetric, mapSamples } from './draw';

const centre = { cx: 200, cy: 150 };
const plain = ({ symmetry: _s, ...op }: StrokeOp): StrokeOp => op;
const withPoints = (op: StrokeOp, points: number[]): StrokeOp => ({ ...plain(op), points });

/** Largest alpha anywhere on the layer. */
const darkest = (data: Uint8ClampedArray) => {
  let max = 0;
  for (let i = 3; i < data.length; i += 4) max = Math.max(max, data[i] ?? 0);
  return max;
};

describe('symmetric strokes: pixels', () => {
  it.each([1, 2])(
    'a vertical mirror draws the stroke and its hand-drawn mirror image (scale %i)',
    (scale) => {
      const e = board(scale);
      const op = drawSymmetric(e, wave(40, 60, 180, 120), { kind: 'vertical', ...centre });
      const mirror = mapSamples(
        op.points,
        (x, y) => [400 - x, y],
        (tx, ty) => [-tx, ty],
      );
      expect(same(pixelsOf(e), drawnAsOne([plain(op), withPoints(op, mirror)], { scale }))).toBe(
        true,
      );
    },
  );

  it('a horizontal mirror draws the stroke and its image upside down', () => {
    const e = board();
    const op = drawSymmetric(e, wave(40, 40, 300, 100), { kind: 'horizontal', ...centre });
    const mirror = mapSamples(
      op.points,
      (x, y) => [x, 300 - y],
      (tx, ty) => [tx, -ty],
    );
    expect(same(pixelsOf(e), drawnAsOne([plain(op), withPoints(op, mirror)]))).toBe(true);
  });

  it('four radial segments draw the stroke turned a quarter at a time', () => {
    const e = board();
    const op = drawSymmetric(e, wave(210, 40, 320, 120), {
      kind: 'radial',
      segments: 4,
      ...centre,
    });
    type Map2 = (a: number, b: number) => [number, number];
    const turns: [Map2, Map2][] = [
      [(x, y) => [350 - y, x - 50], (tx, ty) => [-ty, tx]],
      [(x, y) => [400 - x, 300 - y], (tx, ty) => [-tx, -ty]],
      [(x, y) => [y + 50, 350 - x], (tx, ty) => [ty, -tx]],
    ];
    const copies = turns.map(([f, tilt]) => withPoints(op, mapSamples(op.points, f, tilt)));
    expect(same(pixelsOf(e), drawnAsOne([plain(op), ...copies]))).toBe(true);
  });

  it('copies that overlap do not darken each other: the stroke is painted once', () => {
    const line = [150, 150, 0.8, 0, 0, 0, 250, 150, 0.8, 0, 0, 16];
    const style = { brush: 'marker' as const, opacity: 0.5, size: 10 };
    const mirrored = board();
    drawSymmetric(mirrored, line, { kind: 'vertical', ...centre }, style);
    const single = board();
    single.apply({ ...strokeOp(line, style), opacity: 0.5 });
    const twice = board();
    const back = mapSamples(
      line,
      (x, y) => [400 - x, y],
      (tx, ty) => [-tx, ty],
    );
    twice.apply({ ...strokeOp(line, style), opacity: 0.5 });
    twice.apply({ ...strokeOp(back, style), opacity: 0.5 });

    const at = (e: typeof single) => alphaAt(pixelsOf(e), 400, 200, 150);
    expect(at(single)).toBeGreaterThan(0);
    expect(at(mirrored)).toBe(at(single));
    expect(darkest(pixelsOf(mirrored))).toBe(darkest(pixelsOf(single)));
    expect(at(twice)).toBeGreaterThan(at(single)); // what one stroke per copy would have done
  });

  it('one undo takes the stroke and all its copies away, and redo brings them all back', () => {
    const e = board();
    const blank = pixelsOf(e).slice();
    drawSymmetric(e, wave(210, 40, 320, 120), { kind: 'radial', segments: 8, ...centre });
    const drawn = pixelsOf(e).slice();
    expect(e.history.length).toBe(1);
    expect(e.log().ops).toHaveLength(1);

    expect(e.undo()).toBe(true);
    expect(same(pixelsOf(e), blank)).toBe(true);
    expect(e.canUndo).toBe(false);
    expect(e.redo()).toBe(true);
    expect(same(pixelsOf(e), drawn)).toBe(true);
  });

  it('the live preview repaints the far-apart copies apart, each where it changed', () => {
    const e = board();
    const begin = () =>
      e.beginStroke({ ...plain(strokeOp([])), symmetry: { kind: 'vertical', ...centre } });
    const at = (x: number, time: number) => ({ x, y: 60, pressure: 0.5, tiltX: 0, tiltY: 0, time });
    const far = begin();
    if (!far) throw new Error('cannot draw');
    far.addPieces(at(40, 0));
    const pieces = far.addPieces(at(44, 8));
    expect(pieces).toHaveLength(2);
    const [left, right] = pieces;
    expect(left && left.x + left.w).toBeLessThan(60);
    expect(right?.x).toBeGreaterThan(340);
    far.end();
    // Near the axis the copies overlap: one repaint covers both.
    const near = begin();
    near?.addPieces(at(196, 0));
    expect(near?.addPieces(at(198, 8))).toHaveLength(1);
    near?.end();
  });
});
