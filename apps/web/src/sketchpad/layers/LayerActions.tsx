import { MAX_LAYERS, type LayerInfo, type Sketchpad } from '@glossy/canvas';
import { ActionButton } from './ActionButton';

interface Props {
  pad: Sketchpad | null;
  layer: LayerInfo;
  /** The layer under it, if any: what "Merge down" and "Clip" work with. */
  below: LayerInfo | null;
  onRename: () => void;
}

/** What can be done with the layer being drawn on; each action is one undoable step. */
export function LayerActions({ pad, layer, below, onRename }: Props) {
  const layers = pad?.layers;
  const disabled = pad === null;
  const clipProblem = !below && !layer.clip ? `${layer.name} has no layer below to clip to` : null;
  return (
    <div role="group" aria-label={`${layer.name} actions`} className="flex flex-wrap gap-1">
      <ActionButton
        label={`Rename ${layer.name}`}
        problem={null}
        disabled={disabled}
        onClick={onRename}
      >
        Rename
      </ActionButton>
      <ActionButton
        label={`Duplicate ${layer.name}`}
        problem={layers && !layers.canAdd ? `At most ${MAX_LAYERS} layers` : null}
        disabled={disabled}
        onClick={() => layers?.duplicate(layer.id)}
      >
        Duplicate
      </ActionButton>
      <ActionButton
        label={`Merge ${layer.name} down`}
        problem={layers?.problem({ t: 'layer.merge', id: layer.id }) ?? null}
        disabled={disabled}
        onClick={() => layers?.mergeDown(layer.id)}
      >
        Merge down
      </ActionButton>
      <ActionButton
        label={`Clip ${layer.name} to the layer below`}
        pressed={layer.clip}
        problem={clipProblem}
        disabled={disabled}
        onClick={() => layers?.setClip(layer.id, !layer.clip)}
      >
        Clip
      </ActionButton>
    </div>
  );
}
