import type { BlendMode } from '../blend/modes';
import type { BrushId, ShapeId } from '../catalog';
import type { Symmetry } from '../symmetry/symmetry';

/** Which pressure a stroke uses: the device's, or one simulated from speed (mouse, touch). */
export type PressureSource = 'device' | 'simulate';

export interface StrokeOp {
  t: 'stroke';
  layer: string;
  brush: BrushId;
  color: string;
  /** Diameter in document units. */
  size: number;
  /** 0..1, multiplied with the brush's own opacity. */
  opacity: number;
  stabilizer: number;
  pressure: PressureSource;
  /** Seeds scatter and bristles so a replay draws the same dots. */
  seed: number;
  /** Flat samples: x, y, pressure, tiltX, tiltY, time (see SAMPLE_STRIDE). */
  points: number[];
  /** Mirrored or radial copies drawn with the stroke, as part of it; absent = none. */
  symmetry?: Symmetry;
}

export interface ShapeOp {
  t: 'shape';
  layer: string;
  shape: ShapeId;
  color: string;
  size: number;
  opacity: number;
  filled: boolean;
  sides: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface FillOp {
  t: 'fill';
  layer: string;
  x: number;
  y: number;
  color: string;
  opacity: number;
  tolerance: number;
}

/** Clears every paint layer: the board's Clear button. */
export interface ClearOp {
  t: 'clear';
}

export interface LayerAddOp {
  t: 'layer.add';
  id: string;
  name: string;
  /** Position in the stack, 0 = bottom. */
  index: number;
}

export interface LayerDeleteOp {
  t: 'layer.delete';
  id: string;
}

export interface LayerMoveOp {
  t: 'layer.move';
  id: string;
  index: number;
}

export interface LayerSetOp {
  t: 'layer.set';
  id: string;
  name?: string;
  visible?: boolean;
  opacity?: number;
  blend?: BlendMode;
  locked?: boolean;
  clip?: boolean;
}

/** A copy of a layer, pixels and properties, as a new layer `newId` at `index`. */
export interface LayerDuplicateOp {
  t: 'layer.duplicate';
  id: string;
  newId: string;
  name: string;
  index: number;
}

/**
 * Merges layer `id` into the layer below it, composited with its blend, opacity and clip; the
 * layer below keeps its own id and properties, and layer `id` is gone.
 */
export interface LayerMergeOp {
  t: 'layer.merge';
  id: string;
}

export type PixelOp = StrokeOp | ShapeOp | FillOp | ClearOp;
export type LayerOp =
  LayerAddOp | LayerDeleteOp | LayerMoveOp | LayerSetOp | LayerDuplicateOp | LayerMergeOp;
export type Op = PixelOp | LayerOp;

export function isLayerOp(op: Op): op is LayerOp {
  return op.t.startsWith('layer.');
}
