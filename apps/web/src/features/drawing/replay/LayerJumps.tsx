import { useId } from 'react';
import type { LayerStart } from './replay-layers';

interface Props {
  layers: readonly LayerStart[];
  onJump: (step: number) => void;
}

/**
 * "Jump to the start of a layer's work": one button a layer, in the order the artist started
 * them. Shown when the drawing has more than one layer to jump between.
 */
export function LayerJumps({ layers, onJump }: Props) {
  const id = useId();
  if (layers.length < 2) return null;
  return (
    <div role="group" aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base-content/80 font-sans text-sm font-semibold tracking-normal">
        Jump to the start of a layer
      </h3>
      <ul className="flex flex-wrap gap-2">
        {layers.map((layer) => (
          <li key={layer.id}>
            <button
              type="button"
              className="btn btn-sm btn-outline min-h-11 max-w-56"
              onClick={() => onJump(layer.step)}
            >
              <span className="truncate">{layer.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
