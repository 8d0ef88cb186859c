import type { Layer } from '../doc/document';
import { createSurface, type Surface } from '../raster/surface';
import { blender, type Blender } from './formulas';

/** A layer made ready to composite: what `compositeAt` needs of it, looked up once. */
export interface Sheet {
  data: Uint8ClampedArray;
  opacity: number;
  blend: Blender | null;
  /** The clip base's pixels: the sheet shows only as much as their alpha (null: unclipped). */
  mask: Uint8ClampedArray | null;
}

/**
 * The layer a clipped layer at `index` clips to: the nearest layer below it that is not clipped
 * itself, so a run of clipped layers shares one base (as in Photoshop and Procreate). Null when
 * the layer is not clipped or nothing below can be a base: then its clip does nothing.
 */
export function clipBase<T extends Pick<Layer, 'clip'>>(
  layers: readonly T[],
  index: number,
): T | null {
  if (!layers[index]?.clip) return null;
  for (let i = index - 1; i >= 0; i--) {
    const below = layers[i];
    if (below && !below.clip) return below;
  }
  return null;
}

/**
 * The layer at `index` made ready to composite, or null when it does not show. A clipped layer
 * is masked by its base's pixels (not by the base's opacity or blend mode, which are the base's
 * own) and hides with its base.
 */
export function sheetAt(layers: readonly Layer[], index: number): Sheet | null {
  const layer = layers[index];
  if (!layer?.visible || layer.opacity <= 0) return null;
  const base = clipBase(layers, index);
  if (base && !base.visible) return null;
  return {
    data: layer.surface.data,
    opacity: layer.opacity,
    blend: layer.blend === 'normal' ? null : blender(layer.blend),
    mask: base ? base.surface.data : null,
  };
}

/** The layers that show, bottom first. */
export function visibleSheets(layers: readonly Layer[]): Sheet[] {
  return layers.flatMap((_, i) => sheetAt(layers, i) ?? []);
}

const blended = new Float64Array(3);

/**
 * The blending formula of W3C Compositing and Blending Level 1 with source-over, straight alpha:
 * Cs' = (1 − αb)·Cs + αb·B(Cb, Cs), then co = αs·Cs' + αb·(1 − αs)·Cb and αo = αs + αb·(1 − αs).
 * `px` is the backdrop at raster pixel `p` and receives the result: colour 0..255, alpha 0..1.
 * Normal mode takes the plain "over" path, so pictures without blends keep their exact pixels.
 */
export function compositeAt(sheets: readonly Sheet[], p: number, px: Float64Array): void {
  const i = p * 4;
  let r = px[0] ?? 0;
  let g = px[1] ?? 0;
  let b = px[2] ?? 0;
  let a = px[3] ?? 0;
  for (const s of sheets) {
    const d = s.data;
    let sa = ((d[i + 3] ?? 0) / 255) * s.opacity;
    if (s.mask) sa *= (s.mask[i + 3] ?? 0) / 255;
    if (sa <= 0) continue;
    let sr = d[i] ?? 0;
    let sg = d[i + 1] ?? 0;
    let sb = d[i + 2] ?? 0;
    if (s.blend && a > 0) {
      s.blend(r / 255, g / 255, b / 255, sr / 255, sg / 255, sb / 255, blended);
      sr = (1 - a) * sr + a * (blended[0] ?? 0) * 255;
      sg = (1 - a) * sg + a * (blended[1] ?? 0) * 255;
      sb = (1 - a) * sb + a * (blended[2] ?? 0) * 255;
    }
    const oa = sa + a * (1 - sa);
    const k = a * (1 - sa);
    r = (sr * sa + r * k) / oa;
    g = (sg * sa + g * k) / oa;
    b = (sb * sa + b * k) / oa;
    a = oa;
  }
  px[0] = r;
  px[1] = g;
  px[2] = b;
  px[3] = a;
}

/**
 * The pixels of `lower` with `sheet` composited on top, as a new surface: merging a layer down.
 * The upper layer's blend, opacity and clip are baked in; the lower layer's own stay its own.
 */
export function mergeSheet(lower: Surface, sheet: Sheet): Surface {
  const out = createSurface(lower.width, lower.height);
  const src = lower.data;
  const dst = out.data;
  const px = new Float64Array(4);
  const one = [sheet];
  for (let p = 0; p < lower.width * lower.height; p++) {
    const i = p * 4;
    px[0] = src[i] ?? 0;
    px[1] = src[i + 1] ?? 0;
    px[2] = src[i + 2] ?? 0;
    px[3] = (src[i + 3] ?? 0) / 255;
    compositeAt(one, p, px);
    const alpha = Math.round((px[3] ?? 0) * 255);
    if (alpha === 0) continue;
    dst[i] = Math.round(px[0] ?? 0);
    dst[i + 1] = Math.round(px[1] ?? 0);
    dst[i + 2] = Math.round(px[2] ?? 0);
    dst[i + 3] = alpha;
  }
  return out;
}
