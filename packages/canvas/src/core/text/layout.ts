/** Lines within the text box, as CSS `text-align` names them (the box's textarea uses them). */
export type TextAlign = 'left' | 'center' | 'right';

/** Line height as a multiple of the size: room for the ascenders and descenders of display faces. */
export const TEXT_LINE_HEIGHT = 1.3;
/** The text tool's sizes, in document units. */
export const MIN_TEXT_SIZE = 8;
export const MAX_TEXT_SIZE = 200;

/** Clear pixels kept around the ink: anti-aliased edges are never cut. */
const MARGIN = 2;

/**
 * What a 2D context's `measureText` says of one line, in pixels at the size it is drawn: the
 * advance, how far the ink reaches left and right of the line's start and above and below its
 * baseline, and the face's own ascent and descent (which place the baseline in a CSS line box).
 */
export interface LineMetrics {
  width: number;
  left: number;
  right: number;
  ascent: number;
  descent: number;
  fontAscent: number;
  fontDescent: number;
}

export interface TextLayout {
  /** The picture's size in whole pixels: the ink of every line and a margin. */
  width: number;
  height: number;
  /** Where each line starts (left-aligned, alphabetic baseline) in the picture's pixels. */
  lines: { text: string; x: number; y: number }[];
  /**
   * Where the text box's top-left corner falls in the picture: the ink may reach past the box
   * (a script face's swash left of its first letter), and the picture is cropped to the ink.
   */
  boxX: number;
  boxY: number;
}

/** The text's lines as a textarea holds them (a pasted Windows line end is one break). */
export function textLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n');
}

/**
 * Lays out lines as the text box shows them: a line box of `lineHeight` pixels each, the
 * baseline where CSS puts it (half the leading above the face's ascent), each line aligned in
 * the width of the widest; then crops to the ink's measured bounds, so swashes that overhang
 * their advance are kept and nothing else is. Null when no line has ink. Pure arithmetic: the
 * same metrics give the same layout, so the pixels depend only on the face and the renderer.
 */
export function layoutText(
  lines: readonly string[],
  metrics: readonly LineMetrics[],
  align: TextAlign,
  lineHeight: number,
): TextLayout | null {
  const boxWidth = Math.max(0, ...metrics.map((m) => m.width));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const placed = lines.map((text, i) => {
    const m = metrics[i] as LineMetrics;
    const spare = boxWidth - m.width;
    const x = align === 'left' ? 0 : align === 'center' ? spare / 2 : spare;
    const leading = (lineHeight - (m.fontAscent + m.fontDescent)) / 2;
    const y = i * lineHeight + leading + m.fontAscent;
    if (text.trim() !== '') {
      minX = Math.min(minX, x - m.left);
      maxX = Math.max(maxX, x + m.right);
      minY = Math.min(minY, y - m.ascent);
      maxY = Math.max(maxY, y + m.descent);
    }
    return { text, x, y };
  });
  if (minX === Infinity) return null;
  const left = Math.floor(minX) - MARGIN;
  const top = Math.floor(minY) - MARGIN;
  return {
    width: Math.max(1, Math.ceil(maxX) + MARGIN - left),
    height: Math.max(1, Math.ceil(maxY) + MARGIN - top),
    lines: placed
      .filter((line) => line.text.trim() !== '')
      .map((line) => ({ ...line, x: line.x - left, y: line.y - top })),
    boxX: -left,
    boxY: -top,
  };
}
