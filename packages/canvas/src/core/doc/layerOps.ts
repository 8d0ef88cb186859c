import { mergeSheet, sheetAt } from '../blend/composite';
import type { LayerState } from '../history/history';
import { cloneSurface } from '../raster/surface';
import { layerProps, MAX_LAYERS, type DrawingDocument, type Layer } from './document';
import type { LayerOp } from './ops';

export function snapshotStack(doc: DrawingDocument): LayerState[] {
  return doc.layers.map((layer) => ({ layer, ...layerProps(layer) }));
}

/**
 * Puts a stack back. Returns the ids whose pixels are no longer the ones shown: an undone merge
 * brings back the layer below with its own pixels under the same id.
 */
export function restoreStack(doc: DrawingDocument, stack: readonly LayerState[]): string[] {
  const shown = new Map(doc.layers.map((l) => [l.id, l.surface]));
  doc.layers = stack.map(({ layer, ...props }) => Object.assign(layer, props));
  return doc.layers.filter((l) => (shown.get(l.id) ?? l.surface) !== l.surface).map((l) => l.id);
}

/** Why a layer op cannot apply, or null. Checked before anything changes or is recorded. */
export function layerOpProblem(doc: DrawingDocument, op: LayerOp): string | null {
  const layer = doc.layer(op.id);
  switch (op.t) {
    case 'layer.add':
      if (doc.layers.length >= MAX_LAYERS) return `At most ${MAX_LAYERS} layers`;
      return layer ? `Layer ${op.id} exists` : null;
    case 'layer.delete':
      if (!layer) return `No layer ${op.id}`;
      if (layer.locked) return `${layer.name} is locked`;
      return doc.layers.length <= 1 ? 'The last layer cannot be deleted' : null;
    case 'layer.move':
    case 'layer.set':
      return layer ? null : `No layer ${op.id}`;
    case 'layer.duplicate':
      if (!layer) return `No layer ${op.id}`;
      if (doc.layers.length >= MAX_LAYERS) return `At most ${MAX_LAYERS} layers`;
      return doc.layer(op.newId) ? `Layer ${op.newId} exists` : null;
    case 'layer.merge':
      return mergeProblem(doc, layer);
  }
}

function mergeProblem(doc: DrawingDocument, layer: Layer | undefined): string | null {
  if (!layer) return 'No such layer';
  const below = doc.layers[doc.indexOf(layer.id) - 1];
  if (!below) return `${layer.name} has no layer below to merge into`;
  if (!layer.visible) return `${layer.name} is hidden: show it to merge it`;
  const locked = [layer, below].find((l) => l.locked);
  return locked ? `${locked.name} is locked` : null;
}

/** Applies a checked op; returns the ids of layers whose pixels are new. */
export function applyLayerOp(doc: DrawingDocument, op: LayerOp): string[] {
  const at = (index: number) => Math.max(0, Math.min(doc.layers.length, index));
  switch (op.t) {
    case 'layer.add':
      doc.layers.splice(at(op.index), 0, doc.newLayer(op.id, op.name));
      return [];
    case 'layer.delete':
      doc.layers = doc.layers.filter((l) => l.id !== op.id);
      return [];
    case 'layer.move': {
      const [layer] = doc.layers.splice(doc.indexOf(op.id), 1);
      if (layer) doc.layers.splice(at(op.index), 0, layer);
      return [];
    }
    case 'layer.set':
      setProps(doc.layer(op.id), op);
      return [];
    case 'layer.duplicate': {
      const from = doc.layer(op.id);
      if (!from) return [];
      const copy = { ...from, id: op.newId, name: op.name, surface: cloneSurface(from.surface) };
      doc.layers.splice(at(op.index), 0, copy);
      return [copy.id];
    }
    case 'layer.merge':
      return merge(doc, doc.indexOf(op.id));
  }
}

function setProps(layer: Layer | undefined, op: Extract<LayerOp, { t: 'layer.set' }>): void {
  if (!layer) return;
  if (op.name !== undefined) layer.name = op.name;
  if (op.visible !== undefined) layer.visible = op.visible;
  if (op.opacity !== undefined) layer.opacity = Math.max(0, Math.min(1, op.opacity));
  if (op.blend !== undefined) layer.blend = op.blend;
  if (op.locked !== undefined) layer.locked = op.locked;
  if (op.clip !== undefined) layer.clip = op.clip;
}

/**
 * The layer below gets new pixels as a new Layer object with its id: the old one stays intact
 * in the undo snapshot, so undoing a merge needs no copy of the pixels it changed.
 */
function merge(doc: DrawingDocument, index: number): string[] {
  const below = doc.layers[index - 1];
  if (!below) return [];
  const sheet = sheetAt(doc.layers, index);
  const surface = sheet ? mergeSheet(below.surface, sheet) : cloneSurface(below.surface);
  doc.layers.splice(index - 1, 2, { ...below, surface });
  return [below.id];
}

/**
 * Bytes an undo of this op keeps alive: a deleted layer's pixels, or a merge's two layers (the
 * one merged away and the one below as it was).
 */
export function layerUndoBytes(doc: DrawingDocument, op: LayerOp): number {
  const base = 64 * doc.layers.length;
  const page = doc.rasterWidth * doc.rasterHeight * 4;
  if (op.t === 'layer.delete') return base + page;
  if (op.t === 'layer.merge') return base + 2 * page;
  return base;
}
