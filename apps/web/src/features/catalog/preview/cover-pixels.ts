import { SOURCE_WIDTH, type CoverPixels } from './picture';

/** The preview's proportions: those of the course covers (800 × 520). */
export const PAGE_RATIO = 40 / 26;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Loads and decodes a cover; rejects when it cannot be had (missing, or another site's). */
export async function loadCover(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  await image.decode();
  return image;
}

/** Draws a picture over the whole of a `width` × `height` box, cropped as `object-fit: cover`. */
export function drawFitted(
  context: Context2D,
  image: HTMLImageElement,
  width: number,
  height: number,
): void {
  const iw = image.naturalWidth || width;
  const ih = image.naturalHeight || height;
  const scale = Math.max(width / iw, height / ih);
  const sw = width / scale;
  const sh = height / scale;
  context.drawImage(image, (iw - sw) / 2, (ih - sh) / 2, sw, sh, 0, 0, width, height);
}

/**
 * The cover as the stroke plan reads it: scaled down to `SOURCE_WIDTH` across at the page's
 * proportions. Null where the browser has no 2D canvas or will not read the picture back.
 */
export function coverPixels(image: HTMLImageElement): CoverPixels | null {
  const width = SOURCE_WIDTH;
  const height = Math.round(SOURCE_WIDTH / PAGE_RATIO);
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  try {
    drawFitted(context, image, width, height);
    return context.getImageData(0, 0, width, height);
  } catch {
    // A picture from another origin without CORS taints the canvas.
    return null;
  }
}
