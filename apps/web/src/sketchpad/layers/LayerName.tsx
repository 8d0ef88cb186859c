import { MAX_LAYER_NAME, type LayerInfo } from '@glossy/canvas';
import { useEffect, useId, useRef } from 'react';

interface Props {
  layer: LayerInfo;
  active: boolean;
  editing: boolean;
  /** Said after the name, for a clipped layer: what it clips to. */
  note?: string;
  onSelect: () => void;
  onEdit: (editing: boolean) => void;
  onRename: (name: string) => void;
}

/**
 * The layer's name: a button that selects the layer, or, while renaming, a field in its place.
 * Double-click or F2 (or the Rename button) starts; Enter or leaving the field keeps the name,
 * Escape drops it. Keyboard users get their focus back on the name either way.
 */
export function LayerName({ layer, active, editing, note, onSelect, onEdit, onRename }: Props) {
  const noteId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [editing]);

  const finish = (name: string | null, focusName: boolean) => {
    // Enter or Escape removes the field, and a browser may then blur it: one ending is enough.
    if (!editing || refocus.current) return;
    refocus.current = focusName;
    if (name !== null) onRename(name);
    onEdit(false);
  };

  if (editing) {
    return (
      <input
        className="input input-xs bg-base-100 min-w-0 flex-1"
        aria-label={`Rename ${layer.name}`}
        defaultValue={layer.name}
        maxLength={MAX_LAYER_NAME}
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        onBlur={(e) => finish(e.currentTarget.value, false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') finish(e.currentTarget.value, true);
          else if (e.key === 'Escape') finish(null, true);
          else return;
          e.preventDefault();
        }}
      />
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-xs min-w-0 flex-1 justify-start"
        aria-pressed={active}
        aria-label={`Select ${layer.name}`}
        aria-describedby={note ? noteId : undefined}
        onClick={onSelect}
        onDoubleClick={() => onEdit(true)}
        onKeyDown={(e) => {
          if (e.key !== 'F2') return;
          e.preventDefault();
          onEdit(true);
        }}
      >
        <span className="truncate">{layer.name}</span>
      </button>
      {note && (
        <span id={noteId} className="sr-only">
          {note}
        </span>
      )}
    </>
  );
}
