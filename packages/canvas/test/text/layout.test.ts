import { describe, expect, it } from 'vitest';
import { layoutText, textLines, type LineMetrics } from '../../src/core/text/layout';

/**
 * Metrics as a 2D context would give them for a plain face at 20 px: 10 px an advance per
 * character, ink from the start to the advance, ascent 15 and descent 5 (a line box of 26 px
 * leaves 3 px of leading above and below).
 */
const plain = (text: string): LineMetrics => ({
  width: 10 * text.length,
  left: 0,
  right: 10 * text.length,
  ascent: 15,
  descent: 5,
  fontAscent: 16,
  fontDescent: 4,
});

const layout = (text: string, align: 'left' | 'center' | 'right' = 'left', metrics = plain) => {
  const lines = textLines(text);
  return layoutText(lines, lines.map(metrics), align, 26);
};

describe('text layout', () => {
  it('is the same for the same text, style and metrics', () => {
    const a = layout('Hello\nworld', 'center');
    const b = layout('Hello\nworld', 'center');
    expect(a).toEqual(b);
    expect(a).not.toBeNull();
  });

  it('puts the baseline where CSS puts it in a line box, and crops to the ink with a margin', () => {
    const one = layout('Hi');
    // Line box 26, face 16 + 4: 3 px of leading above, baseline at 3 + 16 = 19 in the box.
    // The ink reaches from 19 − 15 = 4 to 19 + 5 = 24; 2 px of margin each side.
    expect(one).toEqual({
      width: 20 + 4,
      height: 20 + 4,
      lines: [{ text: 'Hi', x: 2, y: 19 - 2 }],
      boxX: 2,
      boxY: -2,
    });
  });

  it('aligns shorter lines within the widest: left, centred, right', () => {
    const x = (align: 'left' | 'center' | 'right') =>
      layout('abcdef\nab', align)?.lines.map((line) => line.x);
    // The widest line (60 px) starts at the margin; the short one (20 px) moves by 0, 20, 40.
    expect(x('left')).toEqual([2, 2]);
    expect(x('center')).toEqual([2, 22]);
    expect(x('right')).toEqual([2, 42]);
    expect(layout('abcdef\nab', 'right')?.width).toBe(layout('abcdef\nab', 'left')?.width);
  });

  it('grows a line height per line, and keeps blank lines as space without drawing them', () => {
    const one = layout('ab');
    const three = layout('ab\n\nab');
    expect(three?.height).toBe((one?.height ?? 0) + 2 * 26);
    expect(three?.lines.map((line) => line.y)).toEqual([17, 17 + 52]);
  });

  it('keeps a swash that reaches past the advance: the picture grows, the box stays put', () => {
    const swash = (text: string): LineMetrics => ({
      ...plain(text),
      left: 7,
      right: 10 * text.length + 9,
    });
    const plainLayout = layout('Qu');
    const swashLayout = layout('Qu', 'left', swash);
    expect(swashLayout?.width).toBe((plainLayout?.width ?? 0) + 7 + 9);
    // The box's corner moves right in the picture by the overhang: placed where the box was,
    // the letters land where they were typed.
    expect(swashLayout?.boxX).toBe((plainLayout?.boxX ?? 0) + 7);
    expect(swashLayout?.lines[0]?.x).toBe(swashLayout?.boxX);
  });

  it('has nothing to draw for blank text', () => {
    expect(layout('')).toBeNull();
    expect(layout('  \n\t')).toBeNull();
  });

  it('takes any line end a paste may bring as one break', () => {
    expect(textLines('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
  });
});
