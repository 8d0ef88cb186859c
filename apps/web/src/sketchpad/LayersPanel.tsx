import { clipBase, type LayerInfo } from '@glossy/canvas';
import { useEffect, useId, useState } from 'react';
import { toast } from '../lib/toast';
import { LayerActions } from './layers/LayerActions';
import { LayerRow } from './layers/LayerRow';
import { ReferenceImage } from './layers/ReferenceImage';
import { useThumbnailClock } from './layers/useThumbnailClock';
import type { PadProps } from './Toolbar';

/** Why the layer being drawn on takes no marks, said where the artist looks for layers. */
function blocked(layer: LayerInfo | undefined): string | null {
  if (layer?.locked) return `${layer.name} is locked, so drawing on it is off. Unlock it to draw.`;
  if (layer && !layer.visible) return `${layer.name} is hidden. Show it to draw on it.`;
  return null;
}

export function LayersPanel({ pad, state }: PadProps) {
  const id = useId();
  const [renaming, setRenaming] = useState<string | null>(null);
  // The board says nothing when a mark is refused: the toast says why, once however many tries.
  useEffect(() => pad?.layers.onRefused((m) => toast.warning(m, { id: 'layer-refused' })), [pad]);

  const bottomFirst = state.layers;
  const tick = useThumbnailClock(pad, bottomFirst);
  const board = { width: state.width, height: state.height };
  const activeIndex = bottomFirst.findIndex((l) => l.id === state.activeLayer);
  const active = bottomFirst[activeIndex];
  const notice = blocked(active);
  // Shown top first, as in every paint app; the engine stores them bottom first.
  const rows = bottomFirst.map((layer, i) => ({ layer, base: clipBase(bottomFirst, i) })).reverse();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-base-300 bg-base-200/70 rounded-box @container w-full border p-4 shadow-sm"
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 id={`${id}-title`} className="font-semibold">
          Layers
        </h2>
        <button
          type="button"
          className="btn btn-xs btn-primary"
          disabled={pad === null || !pad.layers.canAdd}
          onClick={() => pad?.layers.add()}
        >
          Add layer
        </button>
      </div>
      {active && (
        <div className="mb-2">
          <LayerActions
            pad={pad}
            layer={active}
            below={bottomFirst[activeIndex - 1] ?? null}
            onRename={() => setRenaming(active.id)}
          />
        </div>
      )}
      <p role="status" className={notice ? 'alert alert-warning alert-soft mb-2 py-2 text-xs' : ''}>
        {notice}
      </p>
      {/* Two columns only where the panel itself is wide, whatever the window. */}
      <ul className="grid gap-2 @xl:grid-cols-2">
        {rows.map(({ layer, base }, i) => (
          <LayerRow
            key={layer.id}
            pad={pad}
            layer={layer}
            base={base}
            active={layer.id === state.activeLayer}
            top={i === 0}
            bottom={i === rows.length - 1}
            renaming={renaming === layer.id}
            onRenaming={(on) => setRenaming(on ? layer.id : null)}
            board={board}
            tick={tick}
          />
        ))}
      </ul>
      <ReferenceImage pad={pad} state={state} />
    </section>
  );
}
