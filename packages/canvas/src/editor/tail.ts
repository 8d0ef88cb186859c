import { getBrush } from '../core/brushes/registry';
import type { StrokeOp } from '../core/doc/ops';
import type { LiveStroke } from '../core/engine/live';
import type { Sample } from '../core/ink/sample';
import type { Point } from '../core/select/handles';
import type { Rect } from '../core/raster/rect';
import { mapPoint, symmetryTransforms } from '../core/symmetry/transforms';

/**
 * The live tail of a stroke: from where the ink ends to where the browser predicts the pen will
 * be by the next frame. It is only ever shown, never drawn into a layer or logged: the next real
 * samples replace it.
 */
export interface TailInk {
  op: Pick<StrokeOp, 'color' | 'size' | 'opacity' | 'symmetry'>;
  /** Document points: the ink's end first, then the predicted positions. */
  points: readonly Point[];
}

/**
 * The tail ahead of `stroke` through the `predicted` samples; none for an eraser, whose tail
 * would seem to paint what it takes away.
 */
export function tailOf(stroke: LiveStroke | null, predicted: readonly Sample[]): TailInk | null {
  const tip = stroke?.tip;
  if (!stroke || !tip || predicted.length === 0) return null;
  if (getBrush(stroke.op.brush).blend === 'erase') return null;
  return { op: stroke.op, points: [tip, ...predicted] };
}

export interface TailPaths {
  /** One polyline a copy of the stroke (the stroke itself first), in raster pixels. */
  paths: Point[][];
  /** The brush's nominal width in raster pixels: a frame-long guess need not follow pressure. */
  width: number;
  /** The raster pixels the paths may touch, for the next frame to clear. */
  bounds: Rect;
}

export function tailPaths({ op, points }: TailInk, scale: number): TailPaths {
  const raster = points.map((p) => ({ x: p.x * scale, y: p.y * scale }));
  const copies = op.symmetry ? symmetryTransforms(op.symmetry, scale) : [];
  const paths =
    copies.length > 0 ? copies.map((m) => raster.map((p) => mapPoint(m, p.x, p.y))) : [raster];
  const width = Math.max(1, op.size * scale);
  const reach = width / 2 + 2;
  const all = paths.flat();
  const x0 = Math.floor(Math.min(...all.map((p) => p.x)) - reach);
  const y0 = Math.floor(Math.min(...all.map((p) => p.y)) - reach);
  const x1 = Math.ceil(Math.max(...all.map((p) => p.x)) + reach);
  const y1 = Math.ceil(Math.max(...all.map((p) => p.y)) + reach);
  return { paths, width, bounds: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } };
}
