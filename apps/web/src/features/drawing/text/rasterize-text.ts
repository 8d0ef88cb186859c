export type TextAlign = 'left' | 'center' | 'right';

export interface TextStyle {
  family: string;
  /** Font size in document units. */
  size: number;
  color: string;
  align: TextAlign;
}

/** Line height as a multiple of the size: room for ascenders and descenders of display faces. */
const LINE_HEIGHT = 1.3;

/**
 * The text as pixels, `scale` raster pixels per document unit, cropped to its lines with a
 * little room for strokes that overhang their advance (script faces' swashes). Rasterized once,
 * when the artist commits it: from then on it is ink in the drawing's log, and a replay never
 * needs the font.
 */
export function rasterizeText(text: string, style: TextStyle, scale: number): ImageData | null {
  const lines = text.replace(/\r/g, '').split('\n');
  if (lines.every((line) => line.trim() === '')) return null;
  const px = style.size * scale;
  const font = `${px}px "${style.family}"`;
  const measure = new OffscreenCanvas(1, 1).getContext('2d');
  if (!measure) return null;
  measure.font = font;
  const widths = lines.map((line) => measure.measureText(line).width);
  const pad = Math.ceil(px * 0.25);
  const width = Math.ceil(Math.max(...widths)) + 2 * pad;
  const lineHeight = px * LINE_HEIGHT;
  const height = Math.ceil(lineHeight * lines.length) + 2 * pad;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.font = font;
  ctx.fillStyle = style.color;
  ctx.textBaseline = 'middle';
  ctx.textAlign = style.align;
  const x = style.align === 'left' ? pad : style.align === 'right' ? width - pad : width / 2;
  lines.forEach((line, i) => ctx.fillText(line, x, pad + lineHeight * (i + 0.5)));
  return ctx.getImageData(0, 0, width, height);
}
