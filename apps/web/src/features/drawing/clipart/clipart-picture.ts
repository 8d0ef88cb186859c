import type { Sketchpad } from '@glossy/canvas';
import { clipartUrl, type ClipartPiece } from './clipart-index';

/** How wide a piece arrives, in document units: a quarter of the board; handles size it after. */
export const CLIPART_WIDTH = 256;

/** Height over width from an SVG's viewBox (or its width and height); square when it says neither. */
export function svgRatio(svg: string): number {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const box = /viewBox\s*=\s*["']([^"']*)["']/i
    .exec(root)?.[1]
    ?.trim()
    .split(/[\s,]+/);
  const [w, h] = box?.length === 4 ? [Number(box[2]), Number(box[3])] : [NaN, NaN];
  if (w > 0 && h > 0) return h / w;
  const size = (name: string) =>
    Number(new RegExp(`\\b${name}\\s*=\\s*["']([\\d.]+)`).exec(root)?.[1]);
  const ratio = size('height') / size('width');
  return Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
}

/**
 * A piece as straight RGBA pixels `width` raster pixels wide, keeping its proportions. Its SVG
 * is fetched from the product (the library's grid has already loaded it: the browser's cache
 * answers) and drawn at that size, so it is sharp however large it arrives. The SVG's own
 * viewBox gives the height: a picture of an SVG with a viewBox alone has no reliable natural
 * size. Throws, with words to show, when it cannot be fetched or drawn.
 */
export async function clipartPicture(piece: ClipartPiece, width: number) {
  const failed = `${piece.name} could not be loaded: try again.`;
  const res = await fetch(clipartUrl(piece)).catch(() => null);
  if (!res?.ok) throw new Error(failed);
  const svg = await res.text();
  const height = Math.max(1, Math.round(width * svgRatio(svg)));
  // A blob of our own bytes: same origin, so the canvas it is drawn on stays readable.
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode().catch(() => {
      throw new Error(failed);
    });
    const ctx = new OffscreenCanvas(width, height).getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw clipart here.');
    ctx.drawImage(image, 0, 0, width, height);
    return { pixels: ctx.getImageData(0, 0, width, height).data, width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Floats a piece over the current layer, centred on the middle of what the board shows (kept
 * on the page), as a selection to move, scale and turn before Done. False when the layer
 * refused it (locked or hidden: the layer panel says why). Throws like `clipartPicture`.
 */
export async function placeClipart(pad: Sketchpad, piece: ClipartPiece): Promise<boolean> {
  const { scale, width, height } = pad.engine.doc;
  const picture = await clipartPicture(piece, Math.round(CLIPART_WIDTH * scale));
  const middle = pad.view.centre();
  const p = pad.view.toDocument(middle.x, middle.y);
  const centre = {
    x: Math.max(0, Math.min(width, p.x)),
    y: Math.max(0, Math.min(height, p.y)),
  };
  return pad.selection.placePicture(picture, { centre });
}
