import type { BlendMode } from '../blend/modes';
import type { BrushId, ShapeId } from '../catalog';
import type { Guide } from '../guides/guides';
import type { PressureCurve } from '../ink/pressure';
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
  /** How pressure is bent (a gamma, or 'off' for full pressure); absent = linear, as before. */
  pressureCurve?: PressureCurve;
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

/** A selection's outline in document units: a rectangle, or a closed lasso of x, y pairs. */
export type Region =
  | { kind: 'rect'; x: number; y: number; w: number; h: number }
  | { kind: 'lasso'; points: number[] };

/** x' = a·x + c·y + e, y' = b·x + d·y + f: [a, b, c, d, e, f], the canvas's order. */
export type Matrix = [number, number, number, number, number, number];

/**
 * Lifts the region's pixels off the layer (which keeps them with `copy`) and puts them back
 * through `matrix`, a map of document units, sampled bilinearly: move, scale, rotate, flip.
 */
export interface TransformOp {
  t: 'transform';
  layer: string;
  region: Region;
  matrix: Matrix;
  copy?: boolean;
}

/** Clears the region: Delete on a selection. */
export interface EraseRegionOp {
  t: 'erase-region';
  layer: string;
  region: Region;
}

/** A picture carried in the log itself (see select/image.ts for how `data` is packed). */
export interface PastedImage {
  width: number;
  height: number;
  encoding: 'rgba-paeth-deflate';
  data: string;
}

/**
 * Draws a picture through `matrix` (its pixels to document units) over a layer. With
 * `newLayer` the op first makes layer `layer` there, so one undo takes the import away whole.
 */
export interface PasteOp {
  t: 'paste';
  layer: string;
  image: PastedImage;
  matrix: Matrix;
  newLayer?: { name: string; index: number };
}

/** Selection work: changes a layer's pixels like a mark, so a replay shows it as a step. */
export type EditOp = TransformOp | EraseRegionOp | PasteOp;

/**
 * Sets the board's guides (perspective, ellipse, grids): the whole list, so one op is one step
 * to undo. Guides are drawn over the board, never into its pixels. Version 2 of the log.
 */
export interface GuidesOp {
  t: 'guides';
  guides: Guide[];
}

export type PixelOp = StrokeOp | ShapeOp | FillOp | ClearOp | EditOp;
export type LayerOp =
  LayerAddOp | LayerDeleteOp | LayerMoveOp | LayerSetOp | LayerDuplicateOp | LayerMergeOp;
export type Op = PixelOp | LayerOp | GuidesOp;

export function isLayerOp(op: Op): op is LayerOp {
  return op.t.startsWith('layer.');
}

/** A mark on the page (what a replay counts as a step), not work on layers or guides. */
export function isMark(op: Op): op is PixelOp {
  return op.t !== 'guides' && !isLayerOp(op);
}

export function isEditOp(op: Op): op is EditOp {
  return op.t === 'transform' || op.t === 'erase-region' || op.t === 'paste';
}
