import { parseHex } from '../color';
import { getBrush } from '../brushes/registry';
import type { DrawingDocument } from '../doc/document';
import type { ClearOp, EditOp, PixelOp, ShapeOp, StrokeOp } from '../doc/ops';
import { renderStroke } from '../ink/strokeBuilder';
import type { Paint } from '../raster/composite';
import type { Mask } from '../raster/mask';
import { buildShape } from '../shapes/registry';
import { renderShape } from '../shapes/render';
import { floodFillMask } from '../tools/floodFill';

export function strokePaint(op: Omit<StrokeOp, 'points'>): Paint {
  const brush = getBrush(op.brush);
  return { color: parseHex(op.color), opacity: brush.opacity * op.opacity, blend: brush.blend };
}

export function flatPaint(color: string, opacity: number): Paint {
  return { color: parseHex(color), opacity, blend: 'normal' };
}

export function renderShapeOp(op: ShapeOp, mask: Mask, scale: number): void {
  const paths = buildShape(op.shape, op, op.size, op.sides);
  renderShape(mask, paths, op.size, op.filled, scale);
}

/** Coverage and paint of a mark on one layer (not Clear, not selection work). */
export function renderPixelOp(
  doc: DrawingDocument,
  op: Exclude<PixelOp, ClearOp | EditOp>,
  mask: Mask,
): Paint {
  switch (op.t) {
    case 'stroke':
      renderStroke(op, mask, doc.scale);
      return strokePaint(op);
    case 'shape':
      renderShapeOp(op, mask, doc.scale);
      return flatPaint(op.color, op.opacity);
    case 'fill': {
      const layer = doc.layer(op.layer);
      if (layer) {
        const x = Math.floor(op.x * doc.scale);
        const y = Math.floor(op.y * doc.scale);
        floodFillMask(layer.surface, mask, x, y, op.tolerance);
      }
      return flatPaint(op.color, op.opacity);
    }
  }
}
