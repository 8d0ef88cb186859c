import { getBrush } from '../brushes/registry';
import type { BrushId } from '../catalog';
import { parseHex } from '../color';
import type { StrokeOp } from '../doc/ops';
import { strokePaint } from '../engine/pixelOps';
import { pressureCurveOf, type PressureSetting } from '../ink/pressure';
import { renderStroke } from '../ink/strokeBuilder';
import { commitMask } from '../raster/composite';
import { Mask } from '../raster/mask';
import { createSurface, type Surface } from '../raster/surface';

export interface BrushPreviewOptions {
  brush: BrushId;
  /** Brush width in document units, as the board draws it. */
  size: number;
  color: string;
  opacity: number;
  pressure: PressureSetting;
  /** The preview's size in document units. */
  width: number;
  height: number;
  /** Raster pixels per document unit: the screen's pixel ratio, 1 or 2. */
  scale: number;
}

/** What the eraser's preview rubs out: the paper shows through where it went. */
const ERASER_GROUND = '#d4d4d8';

/**
 * An S across the preview, pressed lightly at its ends and fully in the middle like a pen
 * stroke, so thinning, the pressure curve and pressure off all show. Device pressure: the
 * curve applies to these values exactly as it would to a pen's.
 */
export function previewSamples(width: number, height: number, size: number): number[] {
  // Room for the widest brushes (airbrush, spray: four widths across) to end inside.
  const margin = Math.min(width / 4, 4 + 2 * size);
  const amplitude = height * 0.28;
  // Thin brushes need close samples for a smooth S; broad ones hide their joins, and each of
  // their samples covers most of the preview: a sixth of their width apart keeps them cheap.
  const span = width - 2 * margin;
  const count = Math.max(12, Math.min(48, Math.round(span / Math.max(4, size / 6))));
  const points: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const x = margin + (width - 2 * margin) * t;
    const y = height / 2 - amplitude * Math.sin(2 * Math.PI * t);
    points.push(x, y, 0.15 + 0.85 * Math.sin(Math.PI * t), 0, 0, i * 8);
  }
  return points;
}

/**
 * The current brush's stroke, drawn by the engine's own brush code into a small transparent
 * surface (ImageData's layout): what the next stroke will look like, at the board's width.
 * Cheap enough to redraw whenever a setting changes; nothing runs between changes.
 */
export function brushPreview(o: BrushPreviewOptions): Surface {
  const w = Math.round(o.width * o.scale);
  const h = Math.round(o.height * o.scale);
  const surface = createSurface(w, h);
  const pressureCurve = pressureCurveOf(o.pressure);
  const op: StrokeOp = {
    t: 'stroke',
    layer: 'preview',
    brush: o.brush,
    color: o.color,
    size: o.size,
    opacity: o.opacity,
    stabilizer: 0,
    pressure: 'device',
    seed: 1,
    points: previewSamples(o.width, o.height, o.size),
    ...(pressureCurve !== undefined && { pressureCurve }),
  };
  if (getBrush(o.brush).blend === 'erase') {
    const { r, g, b } = parseHex(ERASER_GROUND);
    for (let i = 0; i < surface.data.length; i += 4) surface.data.set([r, g, b, 255], i);
  }
  const mask = new Mask(w, h);
  renderStroke(op, mask, o.scale);
  commitMask(surface, mask, strokePaint(op));
  return surface;
}
