import { useId, useRef } from 'react';
import { toast } from '../../lib/toast';
import type { PadProps } from './Toolbar';

export function LayersPanel({ pad, state }: PadProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const disabled = pad === null;
  // Shown top first, as in every paint app; the engine stores them bottom first.
  const layers = [...state.layers].reverse();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-base-300 bg-base-200/70 rounded-box w-full border p-4 shadow-sm "
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 id={`${id}-title`} className="font-semibold">
          Layers
        </h2>
        <button
          type="button"
          className="btn btn-xs btn-primary"
          disabled={disabled || !pad?.layers.canAdd}
          onClick={() => pad?.layers.add()}
        >
          Add layer
        </button>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-1">
        {layers.map((l, i) => {
          const active = l.id === state.activeLayer;
          return (
            <li
              key={l.id}
              className={`rounded-box border p-2 ${active ? 'border-primary bg-base-100' : 'border-base-300'}`}
            >
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  className="btn btn-ghost btn-xs flex-1 justify-start"
                  aria-pressed={active}
                  aria-label={`Select ${l.name}`}
                  onClick={() => pad?.layers.select(l.id)}
                >
                  {l.name}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={`${l.visible ? 'Hide' : 'Show'} ${l.name}`}
                  aria-pressed={!l.visible}
                  onClick={() => pad?.layers.setVisible(l.id, !l.visible)}
                >
                  {l.visible ? 'Hide' : 'Show'}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={`Move ${l.name} up`}
                  disabled={i === 0}
                  onClick={() => pad?.layers.move(l.id, 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={`Move ${l.name} down`}
                  disabled={i === layers.length - 1}
                  onClick={() => pad?.layers.move(l.id, -1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={`Delete ${l.name}`}
                  disabled={layers.length <= 1}
                  onClick={() => pad?.layers.remove(l.id)}
                >
                  ✕
                </button>
              </div>
              <label className="mt-1 flex items-center gap-2 text-xs">
                Opacity
                <input
                  type="range"
                  className="range range-xs range-primary flex-1"
                  min={0}
                  max={100}
                  step={5}
                  aria-label={`${l.name} opacity`}
                  // Uncontrolled: committing on release keeps one history step per change.
                  defaultValue={Math.round(l.opacity * 100)}
                  key={l.opacity}
                  onPointerUp={(e) =>
                    pad?.layers.setOpacity(l.id, Number(e.currentTarget.value) / 100)
                  }
                  onKeyUp={(e) => pad?.layers.setOpacity(l.id, Number(e.currentTarget.value) / 100)}
                />
              </label>
            </li>
          );
        })}
      </ul>
      <div className="border-base-300 mt-4 border-t pt-3">
        <p className="mb-2 text-sm font-medium">Reference image (locked, never exported)</p>
        <div className="flex flex-wrap gap-2">
          <label className="btn btn-xs" htmlFor={`${id}-ref`}>
            Choose image
          </label>
          <input
            ref={fileRef}
            id={`${id}-ref`}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(e) => {
              pad?.layers
                .setReference(e.target.files?.[0] ?? null)
                .catch(() => toast.error('That file is not an image we can open.'));
            }}
          />
          {state.hasReference && (
            <>
              <button
                type="button"
                className="btn btn-xs"
                onClick={() => pad?.layers.toggleReference()}
              >
                {state.referenceVisible ? 'Hide reference' : 'Show reference'}
              </button>
              <button
                type="button"
                className="btn btn-xs"
                onClick={() => {
                  if (fileRef.current) fileRef.current.value = '';
                  void pad?.layers.setReference(null);
                }}
              >
                Remove reference
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
