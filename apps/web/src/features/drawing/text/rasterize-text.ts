import {
  layoutText,
  MAX_IMAGE_SIDE,
  TEXT_LINE_HEIGHT,
  textLines,
  type LineMetrics,
  type TextAlign,
} from '@glossy/canvas';

export interface TextStyle {
  family: string;
  /** Font size in document units. */
  size: number;
  color: string;
  align: TextAlign;
}

/** Text as a picture to place: straight RGBA, and where the text box's corner falls in it. */
export interface RasterText {
  pixels: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
  boxX: number;
  boxY: number;
}

/**
 * Sets everything a context's text drawing depends on, each explicitly, so the same inputs
 * give the same pixels whatever the context's defaults. No fallback family: the face is loaded
 * before this runs, and a stand-in must not pass for it.
 */
function prepare(ctx: OffscreenCanvasRenderingContext2D, family: string, px: number): void {
  ctx.font = `400 ${px}px "${family}"`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.direction = 'ltr';
  ctx.fontKerning = 'normal';
  ctx.letterSpacing = '0px';
  ctx.wordSpacing = '0px';
}

function metricsOf(ctx: OffscreenCanvasRenderingContext2D, line: string): LineMetrics {
  const m = ctx.measureText(line);
  return {
    width: m.width,
    left: m.actualBoundingBoxLeft,
    right: m.actualBoundingBoxRight,
    ascent: m.actualBoundingBoxAscent,
    descent: m.actualBoundingBoxDescent,
    fontAscent: m.fontBoundingBoxAscent,
    fontDescent: m.fontBoundingBoxDescent,
  };
}

/**
 * The text as pixels, `scale` raster pixels per document unit, laid out as the text box shows
 * it (@glossy/canvas `layoutText`) and cropped to the ink's measured bounds, so a swash that
 * overhangs its advance is kept. Rasterized once, when the artist places it: from then on it
 * is ink in the drawing's log, and a replay never needs the font. Null when there is no ink;
 * throws, with words to show, when the picture would be larger than a log may carry.
 */
export function rasterizeText(text: string, style: TextStyle, scale: number): RasterText | null {
  const lines = textLines(text);
  const px = style.size * scale;
  const measure = new OffscreenCanvas(1, 1).getContext('2d');
  if (!measure) throw new Error('This browser cannot draw text here.');
  prepare(measure, style.family, px);
  const metrics = lines.map((line) => metricsOf(measure, line));
  const layout = layoutText(lines, metrics, style.align, px * TEXT_LINE_HEIGHT);
  if (!layout) return null;
  const { width, height } = layout;
  // Checked before the canvas is made: a long line at 200 would be a huge one.
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new Error('That text is too large to place: make it smaller, or break it into lines.');
  }
  const ctx = new OffscreenCanvas(width, height).getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw text here.');
  prepare(ctx, style.family, px);
  ctx.fillStyle = style.color;
  for (const line of layout.lines) ctx.fillText(line.text, line.x, line.y);
  return {
    pixels: ctx.getImageData(0, 0, width, height).data,
    width,
    height,
    boxX: layout.boxX,
    boxY: layout.boxY,
  };
}
