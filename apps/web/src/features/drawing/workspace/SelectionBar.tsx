import type { JSX } from 'react';
import type { Sketchpad, SketchpadState } from '@glossy/canvas';
import {
  ClearIcon,
  CopyIcon,
  FlipHorizontalIcon,
  FlipVerticalIcon,
  PasteIcon,
  SelectIcon,
  TransformIcon,
} from '../../../sketchpad/icons';
import type { PadProps } from '../../../sketchpad/Toolbar';
import { useSelectionNotices } from '../../../sketchpad/workspace/useSelectionNotices';

/** What to do next, in a few words. */
function hint({ selection }: SketchpadState): string {
  if (!selection) return 'Drag on the board to select';
  if (selection.kind === 'picture') return 'Drag to place, handles to size, then Done';
  if (selection.changed) return 'Done places it, Cancel puts it back';
  return 'Drag to move, handles to scale and turn';
}

type Selection = Sketchpad['selection'];

interface Action {
  label: string;
  keys?: string;
  icon: () => JSX.Element;
  /** What it needs: a selection, something copied, or nothing. */
  needs: 'selection' | 'copy' | null;
  run(selection: Selection): void;
}

/** The icon buttons, in the order of the keys list; Done and Cancel follow with words. */
const actions: Action[] = [
  { label: 'Copy', keys: 'Ctrl+C', icon: CopyIcon, needs: 'selection', run: (s) => s.copy() },
  { label: 'Paste', keys: 'Ctrl+V', icon: PasteIcon, needs: 'copy', run: (s) => s.paste() },
  { label: 'Delete', keys: 'Delete', icon: ClearIcon, needs: 'selection', run: (s) => s.remove() },
  { label: 'Select all', keys: 'Ctrl+A', icon: SelectIcon, needs: null, run: (s) => s.selectAll() },
  {
    label: 'Flip horizontally',
    icon: FlipHorizontalIcon,
    needs: 'selection',
    run: (s) => s.flip(true),
  },
  {
    label: 'Flip vertically',
    icon: FlipVerticalIcon,
    needs: 'selection',
    run: (s) => s.flip(false),
  },
  { label: 'Transform layer', icon: TransformIcon, needs: null, run: (s) => s.transformLayer() },
];

/**
 * The selection's actions, floating at the top of the board while the select or lasso tool is
 * out or a selection (or a picture to place) is on the board: the same as the keys, for a pen
 * or a finger. Done places what was moved as one history step; Cancel leaves nothing.
 */
export function SelectionBar({ pad, state }: PadProps) {
  useSelectionNotices(pad);
  const selecting = state.tool === 'select' || state.tool === 'lasso';
  const selected = state.selection !== null;
  if (!pad || (!selected && !selecting)) return null;
  const { selection } = pad;
  const ready = { selection: selected, copy: state.canPaste };
  return (
    <div
      role="toolbar"
      aria-label="Selection"
      className="bg-base-100 border-base-300 rounded-box absolute top-3 left-1/2 z-10 flex max-w-[calc(100%-1.5rem)] -translate-x-1/2 flex-wrap items-center justify-center gap-0.5 border p-1 shadow-md"
    >
      <p className="text-base-content/75 hidden px-2 text-sm whitespace-nowrap md:block">
        {hint(state)}
      </p>
      {actions.map(({ label, keys, icon: Icon, needs, run }) => (
        <button
          key={label}
          type="button"
          className="btn btn-sm btn-ghost btn-square"
          aria-label={label}
          title={keys ? `${label} (${keys})` : label}
          disabled={needs !== null && !ready[needs]}
          onClick={() => run(selection)}
        >
          <Icon />
        </button>
      ))}
      <span aria-hidden="true" className="bg-base-300 mx-1 h-6 w-px" />
      <button
        type="button"
        className="btn btn-sm btn-primary"
        title="Place it (Enter)"
        disabled={!selected}
        onClick={() => selection.commit()}
      >
        Done
      </button>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        title="Put it back (Escape)"
        disabled={!selected}
        onClick={() => selection.cancel()}
      >
        Cancel
      </button>
    </div>
  );
}
