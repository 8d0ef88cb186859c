import type { DrawingDocument } from '../doc/document';
import { applyLayerOp, layerOpProblem, layerUndoBytes, snapshotStack } from '../doc/layerOps';
import type { EditOp, LayerAddOp, Matrix, PasteOp, TransformOp } from '../doc/ops';
import type { Undo } from '../history/history';
import { captureTiles, type TilePatch } from '../history/tiles';
import type { Mask } from '../raster/mask';
import { union, type Rect } from '../raster/rect';
import type { Surface } from '../raster/surface';
import { decodeImage } from './image';
import { invert, multiply, scaling, translate } from './matrix';
import { cut, drawTransformed, lift, reach, sampledIn } from './pixels';
import { fillRegion } from './region';

/** The engine events an edit raises (a subset of EngineEvent, so the engine's emit fits). */
type EditEvent =
  | { type: 'pixels'; layerId: string; rect: Rect }
  | { type: 'layers' }
  | { type: 'refused'; layerId: string; reason: 'locked' };
type Emit = (e: EditEvent) => void;

interface Target {
  doc: DrawingDocument;
  /** The engine's coverage mask, empty before and after. */
  mask: Mask;
  layerId: string;
  surface: Surface;
  page: Rect;
}

/**
 * Applies a selection op; returns its undo data, or null when it cannot apply (no such layer;
 * a locked one, and then 'refused' is emitted, as for a stroke). Like every pixel op, undo
 * keeps only the 64×64 tiles the op changes, and redo applies the op again.
 */
export function executeEdit(doc: DrawingDocument, mask: Mask, op: EditOp, emit: Emit): Undo | null {
  if (op.t === 'paste' && op.newLayer) return pasteOnNewLayer(doc, op, op.newLayer, emit);
  const layer = doc.layer(op.layer);
  if (!layer) return null;
  if (layer.locked) {
    emit({ type: 'refused', layerId: layer.id, reason: 'locked' });
    return null;
  }
  const page: Rect = { x: 0, y: 0, w: doc.rasterWidth, h: doc.rasterHeight };
  const target: Target = { doc, mask, layerId: layer.id, surface: layer.surface, page };
  let done: { patch: TilePatch; rect: Rect } | null;
  if (op.t === 'paste') {
    const picture = pictureOf(op, doc.scale);
    if (!picture) return null;
    done = paste(target, picture);
  } else {
    done = reshape(target, op);
  }
  if (!done) return { kind: 'pixels', patches: [], bytes: 0 };
  emit({ type: 'pixels', layerId: layer.id, rect: done.rect });
  return { kind: 'pixels', patches: [done.patch], bytes: done.patch.bytes };
}

/** Transform or erase: the region lifted off (or kept, for a copy) and drawn back mapped. */
function reshape(
  { doc, mask, layerId, surface, page }: Target,
  op: TransformOp | Extract<EditOp, { t: 'erase-region' }>,
): { patch: TilePatch; rect: Rect } | null {
  mask.reset();
  fillRegion(mask, op.region, doc.scale);
  const from = mask.dirty;
  if (!from) return null;
  const keep = op.t === 'transform' && op.copy === true;
  let moved: { pixels: Uint8ClampedArray; matrix: Matrix; inverse: Matrix; to: Rect } | null = null;
  if (op.t === 'transform') {
    // Lifted pixels are a picture whose pixel (0, 0) is the region box's top-left pixel.
    const matrix = multiply(rasterMatrix(op.matrix, doc.scale), translate(from.x, from.y));
    const inverse = invert(matrix);
    const to = reach(matrix, from.w, from.h, page);
    if (inverse && to) moved = { pixels: lift(surface, mask, from), matrix, inverse, to };
  }
  const rect = union(keep ? null : from, moved?.to ?? null);
  if (!rect) {
    mask.reset();
    return null;
  }
  const patch = captureTiles(
    surface,
    rect,
    layerId,
    (t) =>
      (!keep && mask.covers(t)) || (moved !== null && sampledIn(moved.inverse, from.w, from.h, t)),
  );
  if (!keep) cut(surface, mask, from, surface.data, surface.width, { x: 0, y: 0 });
  mask.reset();
  if (moved) drawTransformed(surface, moved.pixels, from.w, from.h, moved.matrix, moved.to);
  return { patch, rect };
}

/** A document-unit map at raster scale: the same map, with pixels for units. */
function rasterMatrix(m: Matrix, scale: number): Matrix {
  return [m[0], m[1], m[2], m[3], m[4] * scale, m[5] * scale];
}

interface Picture {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
  /** Picture pixels to raster pixels. */
  matrix: Matrix;
}

function pictureOf(op: PasteOp, scale: number): Picture | null {
  let pixels: Uint8ClampedArray;
  try {
    pixels = decodeImage(op.image);
  } catch {
    // A checked log never gets here; an op made in memory with a broken picture draws nothing.
    return null;
  }
  const { width, height } = op.image;
  return { pixels, width, height, matrix: multiply(scaling(scale, scale), op.matrix) };
}

/** Draws a picture over the layer, having kept the tiles it will change. */
function paste(
  { layerId, surface, page }: Target,
  p: Picture,
): { patch: TilePatch; rect: Rect } | null {
  const inverse = invert(p.matrix);
  const rect = reach(p.matrix, p.width, p.height, page);
  if (!inverse || !rect) return null;
  const patch = captureTiles(surface, rect, layerId, (t) =>
    sampledIn(inverse, p.width, p.height, t),
  );
  drawTransformed(surface, p.pixels, p.width, p.height, p.matrix, rect);
  return { patch, rect };
}

/**
 * An imported picture on a layer of its own: the layer is made and painted by the one op, and
 * undo puts the stack back as it was (the new layer's pixels go with it: nothing to keep).
 */
function pasteOnNewLayer(
  doc: DrawingDocument,
  op: PasteOp,
  newLayer: { name: string; index: number },
  emit: Emit,
): Undo | null {
  const add: LayerAddOp = { t: 'layer.add', id: op.layer, ...newLayer };
  if (layerOpProblem(doc, add)) return null;
  const picture = pictureOf(op, doc.scale);
  if (!picture) return null;
  const undo: Undo = { kind: 'layers', stack: snapshotStack(doc), bytes: layerUndoBytes(doc, add) };
  applyLayerOp(doc, add);
  emit({ type: 'layers' });
  const layer = doc.layer(op.layer);
  const rect = reach(picture.matrix, picture.width, picture.height, {
    x: 0,
    y: 0,
    w: doc.rasterWidth,
    h: doc.rasterHeight,
  });
  if (layer && rect) {
    const { pixels, width, height, matrix } = picture;
    drawTransformed(layer.surface, pixels, width, height, matrix, rect);
    emit({ type: 'pixels', layerId: layer.id, rect });
  }
  return undo;
}
