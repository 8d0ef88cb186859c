import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { describe, expect, it } from 'vitest';
import { readPng, writePng } from '../helpers/png';
import { drawing } from './draw';

const path = fileURLToPath(new URL('../golden/symmetry-1x.png', import.meta.url));

describe('symmetry: golden image', () => {
  // Pins the copies' pixels: a change to how copies are drawn would redraw saved drawings.
  it('mirror and radial strokes of several brushes match symmetry-1x.png', () => {
    const actual = drawing().flatten();
    if (process.env.UPDATE_GOLDEN) writePng(path, actual);
    const expected = readPng(path);
    expect(expected, 'missing symmetry-1x.png: run with UPDATE_GOLDEN=1').not.toBeNull();
    if (!expected) return;
    expect([expected.width, expected.height]).toEqual([actual.width, actual.height]);
    const diff = pixelmatch(expected.data, actual.data, undefined, actual.width, actual.height, {
      threshold: 0,
    });
    expect(diff).toBe(0);
  });
});
