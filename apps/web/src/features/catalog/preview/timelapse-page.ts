/** The engine's page: document units (CSS pixels) and raster pixels per unit. */
export interface Page {
  width: number;
  height: number;
  scale: number;
}

/** The colour of the blank page, under the strokes and around the painting. */
export const PAPER = '#ffffff';
/**
 * Raster pixels the engine paints at the screen's density (2) at most: a phone's page. A wider
 * page is painted one raster pixel a CSS pixel and scaled up on the canvas, so the engine's work,
 * four times the pixels at density 2, stays within a frame budget on a small machine.
 */
const DENSE_RASTER_MAX = 640_000;

/**
 * The engine's page for a canvas shown `cssWidth` wide (at the covers' proportions), and the
 * canvas's own pixel size: the shown size at the device pixel ratio, capped at 2.
 */
export function pageFor(
  cssWidth: number,
  ratio: number,
  devicePixelRatio: number,
): { page: Page; target: { width: number; height: number } } {
  const width = Math.round(Math.min(960, Math.max(160, cssWidth || 640)));
  const height = Math.round(width / ratio);
  const density = Math.min(2, Math.max(1, devicePixelRatio || 1));
  const scale = density >= 1.5 && width * height * 4 <= DENSE_RASTER_MAX ? 2 : 1;
  return {
    page: { width, height, scale },
    target: { width: Math.round(width * density), height: Math.round(height * density) },
  };
}
