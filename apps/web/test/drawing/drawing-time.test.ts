import { describe, expect, it } from 'vitest';
import { drawingTime } from '../../src/features/drawing/gallery/drawing-time';

const s = 1000;
const min = 60 * s;
const h = 60 * min;

describe('drawingTime', () => {
  it.each([
    [0, '0 s'],
    [400, '0 s'],
    [45 * s, '45 s'],
    [59 * s, '59 s'],
    [59.6 * s, '1 min'],
    [60 * s, '1 min'],
    [12 * min, '12 min'],
    [12 * min + 20 * s, '12 min'],
    [12 * min + 30 * s, '13 min'],
    [59 * min + 20 * s, '59 min'],
    [59 * min + 40 * s, '1 h'],
    [h, '1 h'],
    [h + 5 * min, '1 h 5 min'],
    [2 * h + 59 * min + 50 * s, '3 h'],
    [26 * h + 1 * min, '26 h 1 min'],
  ])('%d ms reads %s', (ms, text) => {
    expect(drawingTime(ms)).toBe(text);
  });

  it('reads 0 s for a duration that is not one', () => {
    expect(drawingTime(-5 * s)).toBe('0 s');
    expect(drawingTime(Number.NaN)).toBe('0 s');
    expect(drawingTime(Number.POSITIVE_INFINITY)).toBe('0 s');
  });
});
