import { compositeAt, visibleSheets, type Sheet } from '../blend/composite';
import { parseHex, toHex } from '../color';
import { createSurface, type Surface } from '../raster/surface';
import type { DrawingDocument } from './document';

/**
 * The visible paint layers over the paper, blended as the screen blends them, at document
 * resolution (averaging scale×scale raster pixels, each composited first, since blending is not
 * linear). The reference layer is never part of it: tracing help, not artwork.
 */
export function flatten(doc: DrawingDocument, opts: { background?: boolean } = {}): Surface {
  const out = createSurface(doc.width, doc.height);
  const paper = (opts.background ?? true) ? parseHex(doc.background) : null;
  const s = doc.scale;
  const n = s * s;
  const sheets = visibleSheets(doc.layers);
  const px = new Float64Array(4);
  for (let y = 0; y < doc.height; y++) {
    for (let x = 0; x < doc.width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < s; sy++) {
        for (let sx = 0; sx < s; sx++) {
          pixelAt(sheets, (y * s + sy) * doc.rasterWidth + x * s + sx, paper, px);
          const pa = px[3] ?? 0;
          r += (px[0] ?? 0) * pa;
          g += (px[1] ?? 0) * pa;
          b += (px[2] ?? 0) * pa;
          a += pa;
        }
      }
      const o = (y * doc.width + x) * 4;
      if (a > 0) {
        out.data[o] = Math.round(r / a);
        out.data[o + 1] = Math.round(g / a);
        out.data[o + 2] = Math.round(b / a);
      }
      out.data[o + 3] = Math.round((a / n) * 255);
    }
  }
  return out;
}

/**
 * The same picture at full raster resolution, over the paper: what a layered file carries as
 * its composite beside the layers (which are raster-sized too).
 */
export function flattenRaster(doc: DrawingDocument): Surface {
  const out = createSurface(doc.rasterWidth, doc.rasterHeight);
  const paper = parseHex(doc.background);
  const sheets = visibleSheets(doc.layers);
  const px = new Float64Array(4);
  for (let p = 0; p < doc.rasterWidth * doc.rasterHeight; p++) {
    pixelAt(sheets, p, paper, px);
    const o = p * 4;
    out.data[o] = Math.round(px[0] ?? 0);
    out.data[o + 1] = Math.round(px[1] ?? 0);
    out.data[o + 2] = Math.round(px[2] ?? 0);
    out.data[o + 3] = Math.round((px[3] ?? 0) * 255);
  }
  return out;
}

/** The composite at one raster pixel, over the paper or over nothing. */
function pixelAt(
  sheets: readonly Sheet[],
  p: number,
  paper: { r: number; g: number; b: number } | null,
  px: Float64Array,
): void {
  px[0] = paper?.r ?? 0;
  px[1] = paper?.g ?? 0;
  px[2] = paper?.b ?? 0;
  px[3] = paper ? 1 : 0;
  compositeAt(sheets, p, px);
}

/** The colour the user sees at a document point (over the paper), for the eyedropper. */
export function pickColor(doc: DrawingDocument, x: number, y: number): string | null {
  const rx = Math.floor(x * doc.scale);
  const ry = Math.floor(y * doc.scale);
  if (rx < 0 || ry < 0 || rx >= doc.rasterWidth || ry >= doc.rasterHeight) return null;
  const px = new Float64Array(4);
  pixelAt(visibleSheets(doc.layers), ry * doc.rasterWidth + rx, parseHex(doc.background), px);
  return toHex({
    r: Math.round(px[0] ?? 0),
    g: Math.round(px[1] ?? 0),
    b: Math.round(px[2] ?? 0),
  });
}
