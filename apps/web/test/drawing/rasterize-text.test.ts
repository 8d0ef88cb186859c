import { TEXT_LINE_HEIGHT } from '@glossy/canvas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rasterizeText, type TextStyle } from '../../src/features/drawing/text/rasterize-text';
import { stubOffscreenCanvas, type DrawnText } from '../support/offscreen';

// jsdom has no OffscreenCanvas (nor fonts): a fake context with fixed metrics stands in, so
// these check what the rasterizer asks of a context (the layout, the state it sets), not a
// browser's glyphs. The layout's arithmetic has its own tests in the engine (test/text).
let drawn: DrawnText[];
beforeEach(() => {
  drawn = stubOffscreenCanvas().drawn;
});
afterEach(() => vi.unstubAllGlobals());

const style: TextStyle = { family: 'Caveat', size: 20, color: '#e11d48', align: 'left' };

describe('rasterizing text', () => {
  it('gives identical pixels for identical inputs, whatever state a context starts in', () => {
    const first = rasterizeText('Hello\nworld', style, 2);
    const calls = drawn.splice(0);
    const second = rasterizeText('Hello\nworld', style, 2);
    expect(second).toEqual(first);
    expect(drawn).toEqual(calls);
    // The fake context starts as 'start', 'auto': each is set, not left to the default.
    expect(calls[0]).toMatchObject({
      font: '400 40px "Caveat"',
      fillStyle: '#e11d48',
      textAlign: 'left',
      textBaseline: 'alphabetic',
      fontKerning: 'normal',
    });
    expect(rasterizeText('Hello\nworld', { ...style, color: '#000000' }, 2)?.pixels).not.toEqual(
      first?.pixels,
    );
  });

  it('moves a shorter line by the alignment, in the widest line’s width', () => {
    const starts = (align: TextStyle['align']) => {
      drawn.length = 0;
      rasterizeText('abcdef\nab', { ...style, align }, 1);
      return drawn.map((d) => d.x);
    };
    const [left, right, centre] = [starts('left'), starts('right'), starts('center')];
    expect(left[1]).toBe(left[0]);
    // 6 characters against 2, 10 px each at 20 px: 40 px to spare.
    expect(right[1]).toBe((right[0] ?? 0) + 40);
    expect(centre[1]).toBe((centre[0] ?? 0) + 20);
  });

  it('grows by a line height per line, at the raster scale', () => {
    const one = rasterizeText('ab', style, 2);
    const three = rasterizeText('ab\nab\nab', style, 2);
    expect((three?.height ?? 0) - (one?.height ?? 0)).toBe(2 * 40 * TEXT_LINE_HEIGHT);
    expect(three?.width).toBe(one?.width);
  });

  it('has nothing to place for blank text, and refuses text too large for a log', () => {
    expect(rasterizeText(' \n ', style, 2)).toBeNull();
    expect(() => rasterizeText('W'.repeat(120), { ...style, size: 200 }, 2)).toThrow(
      'That text is too large to place: make it smaller, or break it into lines.',
    );
  });
});
