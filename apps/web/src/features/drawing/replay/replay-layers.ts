import type { Op, PixelOp } from '@glossy/canvas';

/** Where a layer's work starts in a replay: show `step` steps and its first mark comes next. */
export interface LayerStart {
  id: string;
  name: string;
  step: number;
}

/** Every page starts with this layer (the engine's FIRST_LAYER_ID and its name). */
const firstLayer = { id: 'layer-1', name: 'Layer 1' };

/**
 * The names the log leaves each layer with: as added, duplicated or pasted in, then as last
 * renamed.
 */
export function layerNames(ops: readonly Op[]): Map<string, string> {
  const names = new Map([[firstLayer.id, firstLayer.name]]);
  for (const op of ops) {
    if (op.t === 'layer.add') names.set(op.id, op.name);
    else if (op.t === 'layer.duplicate') names.set(op.newId, op.name);
    else if (op.t === 'layer.set' && op.name !== undefined) names.set(op.id, op.name);
    else if (op.t === 'paste' && op.newLayer) names.set(op.layer, op.newLayer.name);
  }
  return names;
}

/**
 * The layers drawn on, in the order their work starts (a layer added but never drawn on has no
 * start to jump to). `marks` are the replay's steps, mark k being step k + 1; a Clear is on
 * every layer, so it starts none.
 */
export function layerStarts(
  marks: readonly PixelOp[],
  names: ReadonlyMap<string, string>,
): LayerStart[] {
  const starts = new Map<string, LayerStart>();
  const used = new Map<string, number>();
  marks.forEach((mark, k) => {
    if (mark.t === 'clear' || starts.has(mark.layer)) return;
    // Two layers may share a name (one deleted, another added): the second is told apart.
    const name = names.get(mark.layer) ?? mark.layer;
    const seen = (used.get(name) ?? 0) + 1;
    used.set(name, seen);
    starts.set(mark.layer, {
      id: mark.layer,
      name: seen > 1 ? `${name} (${seen})` : name,
      step: k,
    });
  });
  return [...starts.values()];
}
