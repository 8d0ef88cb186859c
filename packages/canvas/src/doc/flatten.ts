import { parseHex, toHex } from '../color';
import { createSurface, type Surface } from '../raster/surface';
import type { DrawingDocument } from './document';

/**
 * The visible paint layers over the paper, at document resolution (averaging scale×scale
 * raster pixels). The reference layer is never part of it: tracing help, not artwork.
 */
export function flatten(doc: DrawingDocument, opts: { background?: boolean } = {}): Surface {
  const out = createSurface(doc.width, doc.height);
  const bg = parseHex(doc.background);
  const withBackground = opts.background ?? true;
  const s = doc.scale;
  const n = s * s;
  const layers = doc.layers.filter((l) => l.visible && l.opacity > 0);
  const px = [0, 0, 0, 0];
  for (let y = 0; y < doc.height; y++) {
    for (let x = 0; x < doc.width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < s; sy++) {
        for (let sx = 0; sx < s; sx++) {
          compositeAt(
            layers,
            (y * s + sy) * doc.rasterWidth + x * s + sx,
            withBackground ? bg : null,
            px,
          );
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

/** Straight-alpha "over" of the layers at one raster pixel; out = [r, g, b, alpha 0..1]. */
function compositeAt(
  layers: DrawingDocument['layers'],
  p: number,
  bg: { r: number; g: number; b: number } | null,
  out: number[],
): void {
  let r = bg?.r ?? 0;
  let g = bg?.g ?? 0;
  let b = bg?.b ?? 0;
  let a = bg ? 1 : 0;
  for (const layer of layers) {
    const d = layer.surface.data;
    const i = p * 4;
    const la = ((d[i + 3] ?? 0) / 255) * layer.opacity;
    if (la <= 0) continue;
    const oa = la + a * (1 - la);
    const k = a * (1 - la);
    r = ((d[i] ?? 0) * la + r * k) / oa;
    g = ((d[i + 1] ?? 0) * la + g * k) / oa;
    b = ((d[i + 2] ?? 0) * la + b * k) / oa;
    a = oa;
  }
  out[0] = r;
  out[1] = g;
  out[2] = b;
  out[3] = a;
}

/** The colour the user sees at a document point (over the paper), for the eyedropper. */
export function pickColor(doc: DrawingDocument, x: number, y: number): string | null {
  const rx = Math.floor(x * doc.scale);
  const ry = Math.floor(y * doc.scale);
  if (rx < 0 || ry < 0 || rx >= doc.rasterWidth || ry >= doc.rasterHeight) return null;
  const px = [0, 0, 0, 0];
  const layers = doc.layers.filter((l) => l.visible && l.opacity > 0);
  compositeAt(layers, ry * doc.rasterWidth + rx, parseHex(doc.background), px);
  return toHex({ r: Math.round(px[0] ?? 0), g: Math.round(px[1] ?? 0), b: Math.round(px[2] ?? 0) });
}
