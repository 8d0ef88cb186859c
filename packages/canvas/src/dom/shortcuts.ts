export interface ShortcutActions {
  undo(): void;
  redo(): void;
  draw(): void;
  erase(): void;
  smaller(): void;
  bigger(): void;
  zoomIn(): void;
  zoomOut(): void;
  /** The whole board in view, upright. */
  fit(): void;
  actualSize(): void;
  rotateClockwise(): void;
  rotateCounterClockwise(): void;
}

/** Keys that work without Ctrl, by what they do; Shift+R turns the other way. */
const plainKeys: Record<string, keyof ShortcutActions> = {
  b: 'draw',
  e: 'erase',
  '[': 'smaller',
  ']': 'bigger',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  '0': 'fit',
  '1': 'actualSize',
  r: 'rotateClockwise',
};

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['range', 'checkbox', 'radio', 'button', 'color'].includes(target.type)
  );
}

/**
 * Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y, B, E, [ and ], + and −, 0 (fit), 1 (100 %), R and Shift+R
 * (turn the view) anywhere on the page except while typing.
 */
export function bindShortcuts(target: Window, a: ShortcutActions): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (typing(e.target) || e.altKey) return;
    const key = e.key.toLowerCase();
    const mod = e.ctrlKey || e.metaKey;
    const plain = mod ? undefined : plainKeys[key];
    let act: (() => void) | null = null;
    if (mod && key === 'z') act = e.shiftKey ? a.redo : a.undo;
    else if (mod && key === 'y') act = a.redo;
    else if (!mod && key === 'r' && e.shiftKey) act = a.rotateCounterClockwise;
    else if (plain) act = a[plain];
    if (!act) return;
    e.preventDefault();
    act();
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
