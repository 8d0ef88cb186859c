import { KeyboardIcon } from '../../../sketchpad/icons';

const shortcuts: [keys: string, does: string][] = [
  ['B / E', 'Draw / Erase'],
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
];

/** The keys and gestures, one click away instead of a paragraph above the board. */
export function ShortcutsHelp() {
  return (
    <details className="dropdown dropdown-end">
      <summary className="btn btn-sm btn-ghost gap-1.5 px-2" title="Shortcuts">
        <KeyboardIcon />
        <span className="sr-only xl:not-sr-only">Shortcuts</span>
      </summary>
      <div className="dropdown-content bg-base-100 rounded-box border-base-300 z-30 mt-1 w-80 border p-4 shadow-lg">
        <p className="mb-2 text-sm font-semibold">Keys and gestures</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          {shortcuts.map(([keys, does]) => (
            <div key={keys} className="contents">
              <dt className="font-mono text-xs leading-5 whitespace-nowrap">{keys}</dt>
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
