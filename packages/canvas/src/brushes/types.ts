import type { Mask } from '../raster/mask';
import type { Blend } from '../raster/composite';
import type { BrushId } from '../catalog';

/** A stabilised sample in raster pixels, with its effective pressure. */
export interface InkPoint {
  x: number;
  y: number;
  pressure: number;
  tiltX: number;
  tiltY: number;
}

export interface BrushContext {
  mask: Mask;
  /** Brush diameter in raster pixels before the brush's own scaling. */
  size: number;
  /** Raster pixels per document unit: textures keep their grain size at any resolution. */
  scale: number;
  seed: number;
}

/** Turns a stroke's points into coverage, one new point at a time. */
export interface StrokeRenderer {
  add(p: InkPoint): void;
}

export interface BrushDef {
  id: BrushId;
  opacity: number;
  blend: Blend;
  create(ctx: BrushContext): StrokeRenderer;
}
