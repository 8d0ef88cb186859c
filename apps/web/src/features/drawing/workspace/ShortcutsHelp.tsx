import { toolKeys } from '@glossy/canvas';
import { useEffect, useRef } from 'react';
import { KeyboardIcon } from '../../../sketchpad/icons';
import { tools, type PadProps } from '../../../sketchpad/Toolbar';

const shortcuts: [keys: string, does: string][] = [
  ...tools.map(({ tool, label }): [string, string] => [toolKeys[tool], label]),
  ['[ and ]', 'Brush width'],
  ['Ctrl+Z', 'Undo'],
  ['Ctrl+Shift+Z, Ctrl+Y', 'Redo'],
  ['Shift', 'Squares, circles and 45° lines'],
  ['S', 'Snap strokes to the guide, on / off'],
  ['Drag a guide’s point', 'Move a vanishing point, an ellipse'],
  ['Ctrl+A', 'Select all'],
  ['Ctrl+C, Ctrl+X, Ctrl+V', 'Copy, cut, paste (a picture too)'],
  ['Delete', 'Delete the selection'],
  ['Enter / Escape', 'Place the selection / put it back'],
  ['Shift on a handle', 'Keep proportions, turn by 15°'],
  ['Alt+drag a selection', 'Move a copy of it'],
  ['Ctrl+Enter / Escape in a text box', 'Place the text / drop it'],
  ['+ / −, Ctrl+scroll', 'Zoom in / out'],
  ['0', 'Fit the whole board, upright'],
  ['1', 'Actual size, 100%'],
  ['R / Shift+R', 'Turn the view right / left'],
  ['Space+drag, middle button, scroll', 'Move the view'],
  ['Two fingers', 'Move, pinch to zoom, twist to turn'],
  ['F / Escape', 'Focus: the board gets the whole window / the site’s menu is back'],
  ['?', 'These keys, shown or hidden'],
];

/** The keys and gestures, one click (or '?') away instead of a paragraph above the board. */
export function ShortcutsHelp({ pad }: Pick<PadProps, 'pad'>) {
  const sheet = useRef<HTMLDetailsElement>(null);
  useEffect(
    () =>
      pad?.onShortcutSheet(() => {
        if (sheet.current) sheet.current.open = !sheet.current.open;
      }),
    [pad],
  );
  return (
    <details ref={sheet} className="dropdown dropdown-end">
      <summary className="btn btn-sm btn-ghost gap-1.5 px-2" title="Shortcuts">
        <KeyboardIcon />
        <span className="sr-only xl:not-sr-only">Shortcuts</span>
      </summary>
      <div className="dropdown-content bg-base-100 rounded-box border-base-300 z-30 mt-1 max-h-[75vh] w-[28rem] max-w-[calc(100vw-2rem)] touch-pan-y overflow-y-auto border p-4 shadow-lg">
        <p className="mb-2 text-sm font-semibold">Keys and gestures</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          {shortcuts.map(([keys, does]) => (
            <div key={keys} className="contents">
              <dt className="max-w-48 font-mono text-xs leading-5">{keys}</dt>
              <dd className="text-base-content/80">{does}</dd>
            </div>
          ))}
        </dl>
        <p className="text-base-content/70 mt-3 text-xs">
          With a pen, fingers move and zoom the view instead of drawing.
        </p>
      </div>
    </details>
  );
}
