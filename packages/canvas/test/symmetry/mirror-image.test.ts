import { describe, expect, it } from 'vitest';
import type { BrushId } from '../../src/core/catalog';
import type { Symmetry } from '../../src/core/symmetry/symmetry';
import { drawLive, inkedPixels, pixelsOf, wave } from '../helpers/draw';
import { board, drawSymmetric } from './draw';

/** A raster pixel's place in a copy: maps whole pixels to whole pixels about an integer centre. */
type PixelMap = (x: number, y: number) => [number, number];

/**
 * The stroke drawn alone, its pixels carried to each copy's place. What a symmetric stroke must
 * equal when its copies lie apart: the exact image of the original, not a re-drawing of it.
 */
function carried(alone: Uint8ClampedArray, width: number, maps: readonly PixelMap[]) {
  const out = new Uint8ClampedArray(alone.length);
  const height = alone.length / 4 / width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      // Transparent pixels may keep a colour (straight alpha): carry every byte that is set.
      if (alone.subarray(from, from + 4).every((v) => v === 0)) continue;
      for (const map of maps) {
        const [mx, my] = map(x, y);
        out.set(alone.subarray(from, from + 4), (my * width + mx) * 4);
      }
    }
  }
  return out;
}

/** The first differing pixel, as "x,y", or null: a failure says where to look. */
function firstDifference(a: Uint8ClampedArray, b: Uint8ClampedArray, width: number) {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return `${Math.floor(i / 4) % width},${Math.floor(i / 4 / width)}`;
  }
  return null;
}

function largestDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let most = 0;
  for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return most;
}

/** The same stroke without pen tilt: the nib is held at its own 45°. */
const flat = (points: number[]) => points.map((v, i) => (i % 6 === 3 || i % 6 === 4 ? 0 : v));

const cases: [string, BrushId, boolean][] = [
  ['calligraphy held at 45°', 'calligraphy', false],
  ['calligraphy with pen tilt', 'calligraphy', true],
  ['oil', 'oil', true],
  ['spray', 'spray', true],
];

/** Draws the stroke alone and with symmetry on 400 × 300 boards; returns both layers' pixels. */
function drawBoth(scale: number, brush: BrushId, points: number[], symmetry: Symmetry) {
  const style = { brush, size: 6, color: '#1d4ed8', seed: 11 };
  const alone = board(scale);
  drawLive(alone, points, style);
  const copied = board(scale);
  drawSymmetric(copied, points, symmetry, style);
  return { alone: pixelsOf(alone), copied: pixelsOf(copied), width: 400 * scale };
}

describe('symmetric copies of brushes with directions of their own', () => {
  describe.each([1, 2])('at scale %i', (scale) => {
    const cx = 200 * scale;
    const cy = 150 * scale;

    it.each(cases)('%s: a vertical mirror is the pixel mirror image', (_, brush, tilted) => {
      const points = wave(40, 60, 180, 200, 30);
      const { alone, copied, width } = drawBoth(scale, brush, tilted ? points : flat(points), {
        kind: 'vertical',
        cx: 200,
        cy: 150,
      });
      expect(inkedPixels(alone)).toBeGreaterThan(100);
      const expected = carried(alone, width, [(x, y) => [x, y], (x, y) => [2 * cx - 1 - x, y]]);
      expect(firstDifference(copied, expected, width)).toBeNull();
    });

    it.each(cases)('%s: a horizontal mirror is the image upside down', (_, brush, tilted) => {
      const points = wave(60, 30, 300, 100, 30);
      const { alone, copied, width } = drawBoth(scale, brush, tilted ? points : flat(points), {
        kind: 'horizontal',
        cx: 200,
        cy: 150,
      });
      const expected = carried(alone, width, [(x, y) => [x, y], (x, y) => [x, 2 * cy - 1 - y]]);
      // Upside down, a polygon's four sub-rows per pixel add up in the other order: a pixel
      // whose coverage falls on a rounding tie may come out one level apart, never more.
      expect(largestDifference(copied, expected)).toBeLessThanOrEqual(1);
    });

    it.each(cases)('%s: radial 4 is the stroke turned by quarter turns', (_, brush, tilted) => {
      const points = wave(220, 50, 310, 110, 30);
      const { alone, copied, width } = drawBoth(scale, brush, tilted ? points : flat(points), {
        kind: 'radial',
        segments: 4,
        cx: 200,
        cy: 150,
      });
      // A quarter turn clockwise on screen (y runs down) about the centre, pixel to pixel.
      const quarter: PixelMap = (x, y) => [cx + cy - 1 - y, x - cx + cy];
      const half: PixelMap = (x, y) => quarter(...quarter(x, y));
      const threeQuarters: PixelMap = (x, y) => quarter(...half(x, y));
      const expected = carried(alone, width, [(x, y) => [x, y], quarter, half, threeQuarters]);
      expect(firstDifference(copied, expected, width)).toBeNull();
    });
  });
});
