import type { LayerState } from '../history/history';
import { MAX_LAYERS, type DrawingDocument } from './document';
import type { LayerOp } from './ops';

export function snapshotStack(doc: DrawingDocument): LayerState[] {
  return doc.layers.map((layer) => ({
    layer,
    name: layer.name,
    visible: layer.visible,
    opacity: layer.opacity,
  }));
}

export function restoreStack(doc: DrawingDocument, stack: readonly LayerState[]): void {
  doc.layers = stack.map((s) => {
    s.layer.name = s.name;
    s.layer.visible = s.visible;
    s.layer.opacity = s.opacity;
    return s.layer;
  });
}

/** Why a layer op cannot apply, or null. Checked before anything changes or is recorded. */
export function layerOpProblem(doc: DrawingDocument, op: LayerOp): string | null {
  switch (op.t) {
    case 'layer.add':
      if (doc.layers.length >= MAX_LAYERS) return `At most ${MAX_LAYERS} layers`;
      return doc.layer(op.id) ? `Layer ${op.id} exists` : null;
    case 'layer.delete':
      if (!doc.layer(op.id)) return `No layer ${op.id}`;
      return doc.layers.length <= 1 ? 'The last layer cannot be deleted' : null;
    case 'layer.move':
    case 'layer.set':
      return doc.layer(op.id) ? null : `No layer ${op.id}`;
  }
}

export function applyLayerOp(doc: DrawingDocument, op: LayerOp): void {
  switch (op.t) {
    case 'layer.add': {
      const at = Math.max(0, Math.min(doc.layers.length, op.index));
      doc.layers.splice(at, 0, doc.newLayer(op.id, op.name));
      return;
    }
    case 'layer.delete':
      doc.layers = doc.layers.filter((l) => l.id !== op.id);
      return;
    case 'layer.move': {
      const from = doc.indexOf(op.id);
      const [layer] = doc.layers.splice(from, 1);
      if (layer) doc.layers.splice(Math.max(0, Math.min(doc.layers.length, op.index)), 0, layer);
      return;
    }
    case 'layer.set': {
      const layer = doc.layer(op.id);
      if (!layer) return;
      if (op.name !== undefined) layer.name = op.name;
      if (op.visible !== undefined) layer.visible = op.visible;
      if (op.opacity !== undefined) layer.opacity = Math.max(0, Math.min(1, op.opacity));
      return;
    }
  }
}

/** Bytes an undo of this op keeps alive: a deleted layer's pixels. */
export function layerUndoBytes(doc: DrawingDocument, op: LayerOp): number {
  const base = 64 * doc.layers.length;
  return op.t === 'layer.delete' ? base + doc.rasterWidth * doc.rasterHeight * 4 : base;
}
