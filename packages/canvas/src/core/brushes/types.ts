import type { Mask } from '../raster/mask';
import type { Blend } from '../raster/composite';
import type { BrushId } from '../catalog';
import type { Linear } from './frame';

/** A stabilised sample in raster pixels, with its effective pressure. */
export interface InkPoint {
  x: number;
  y: number;
  pressure: number;
  /** As the pen reported it, also in a symmetric copy: the brush maps it by its frame. */
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
  /**
   * For a symmetric copy, the linear part of its map; absent for the stroke as drawn. Points
   * arrive already mapped; the brush maps only the directions it makes up itself.
   */
  frame?: Linear;
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
