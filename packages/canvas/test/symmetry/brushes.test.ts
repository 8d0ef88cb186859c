import { describe, expect, it } from 'vitest';
import { brushes } from '../../src/core/brushes/registry';
import type { Op, StrokeOp } from '../../src/core/doc/ops';
import { replay } from '../../src/core/log/replay';
import { pixelsOf, same, wave } from '../helpers/draw';
import { board, drawnAsOne, drawSymmetric, mapSamples } from './draw';

/** Paint under every stroke, so the eraser has something to take away and blends show. */
const under: Op[] = [
  {
    t: 'shape',
    layer: 'layer-1',
    shape: 'rectangle',
    color: '#fde68a',
    size: 1,
    opacity: 1,
    filled: true,
    sides: 4,
    x0: 0,
    y0: 0,
    x1: 400,
    y1: 300,
  },
];

/** Brushes with directions of their own, which their copies map (mirror-image.test.ts). */
const OWN_DIRECTIONS = new Set(['calligraphy', 'oil', 'spray']);

/** Whether every row reads the same backwards, pixel for pixel. */
function mirrorsItself(data: Uint8ClampedArray, width: number): boolean {
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % width;
    const j = i + (width - 1 - 2 * x) * 4;
    if ([0, 1, 2, 3].some((c) => data[i + c] !== data[j + c])) return false;
  }
  return true;
}

/** Pixels that differ from the paint under the strokes, left and right of the axis x = 200. */
function changedHalves(data: Uint8ClampedArray, base: Uint8ClampedArray): [number, number] {
  const halves: [number, number] = [0, 0];
  for (let i = 0; i < data.length; i += 4) {
    if ([0, 1, 2, 3].every((c) => data[i + c] === base[i + c])) continue;
    halves[(i / 4) % 400 < 200 ? 0 : 1]++;
  }
  return halves;
}

describe('symmetry works with every brush', () => {
  const painted = () => {
    const e = board();
    for (const op of under) e.apply(structuredClone(op));
    return e;
  };
  const base = pixelsOf(painted());

  it.each(brushes.map((b) => b.id))('%s: the mirror image, in one stroke, replayable', (id) => {
    const e = painted();
    const op = drawSymmetric(
      e,
      wave(30, 60, 170, 200, 30),
      { kind: 'vertical', cx: 200, cy: 150 },
      {
        brush: id,
        size: 6,
        color: '#1d4ed8',
        seed: 7,
      },
    );
    const drawn = pixelsOf(e);
    const [left, right] = changedHalves(drawn, base);
    expect(left).toBeGreaterThan(20);
    expect(right).toBeGreaterThan(20);

    if (OWN_DIRECTIONS.has(id)) {
      // The nib, the bristles' order and the scatter are mirrored too: the page is its own image.
      expect(mirrorsItself(drawn, 400)).toBe(true);
    } else {
      // The copy is the stroke drawn by hand along the mirrored path (grain stays on the paper).
      const { symmetry: _s, ...alone } = op;
      const mirror: StrokeOp = {
        ...alone,
        points: mapSamples(
          op.points,
          (x, y) => [400 - x, y],
          (tx, ty) => [-tx, ty],
        ),
      };
      expect(same(drawn, drawnAsOne([alone, mirror], { under }))).toBe(true);
    }
    expect(same(pixelsOf(replay(e.log())), drawn)).toBe(true);
  });
});
