import type { Tool } from '../editor/state';

/** Keys that move the view: a board that can only be looked at keeps these. */
export interface ViewActions {
  zoomIn(): void;
  zoomOut(): void;
  /** The whole board in view, upright. */
  fit(): void;
  actualSize(): void;
  rotateClockwise(): void;
  rotateCounterClockwise(): void;
  /** '?': the sheet of these keys. */
  help?(): void;
}

/** Keys that change the drawing or the tool. */
export interface EditActions {
  undo(): void;
  redo(): void;
  pickTool(tool: Tool): void;
  smaller(): void;
  bigger(): void;
  /** Snapping to the guides on or off. */
  toggleSnap(): void;
}

export type ShortcutActions = ViewActions & EditActions;

/**
 * The selection's keys answer whether they did anything: a key they leave stays the page's.
 * `inBoard`: Ctrl+A was pressed with the board focused (elsewhere it may be the page's).
 */
export interface SelectionKeys {
  selectAll(inBoard: boolean): boolean;
  deleteSelection(): boolean;
  commitSelection(): boolean;
  cancelSelection(): boolean;
}

/** One key a tool, Photoshop's where it has one (Krita's keys differ between its versions). */
export const toolKeys: Readonly<Record<Tool, string>> = {
  draw: 'B',
  erase: 'E',
  shape: 'U',
  fill: 'G',
  eyedropper: 'I',
  select: 'M',
  lasso: 'L',
  text: 'T',
};

const toolOfKey = new Map(
  Object.entries(toolKeys).map(([tool, key]) => [key.toLowerCase(), tool as Tool]),
);

/** Keys that work without Ctrl, by what they do; Shift+R turns the other way. */
const plainKeys: Record<string, Exclude<keyof ShortcutActions, 'pickTool'>> = {
  '[': 'smaller',
  ']': 'bigger',
  s: 'toggleSnap',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  '0': 'fit',
  '1': 'actualSize',
  r: 'rotateClockwise',
  '?': 'help',
};

export function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['range', 'checkbox', 'radio', 'button', 'color'].includes(target.type)
  );
}

const inBoard = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('[data-board]') !== null;

/** Focus on the board itself, or on nothing in particular (the page's body). */
function onBoard(target: EventTarget | null): boolean {
  return !(target instanceof HTMLElement) || target === document.body || inBoard(target);
}

/** Ctrl+A, Delete or Backspace, Enter and Escape for the selection; true when one was used. */
function selectionKey(e: KeyboardEvent, a: Partial<SelectionKeys>): boolean {
  const mod = e.ctrlKey || e.metaKey;
  if (mod)
    return (
      e.key.toLowerCase() === 'a' && !e.shiftKey && (a.selectAll?.(inBoard(e.target)) ?? false)
    );
  if (e.shiftKey) return false;
  switch (e.key) {
    case 'Delete':
    case 'Backspace':
      return a.deleteSelection?.() ?? false;
    case 'Escape':
      return a.cancelSelection?.() ?? false;
    case 'Enter':
      // Enter on a focused button presses it: only elsewhere does it place the selection.
      return onBoard(e.target) && (a.commitSelection?.() ?? false);
    default:
      return false;
  }
}

/**
 * Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y, a tool's key (`toolKeys`), [ and ], S (snap to the guides), + and
 * −, 0 (fit), 1 (100 %), R and Shift+R (turn the view), ? (the keys' sheet) anywhere on the page
 * except while typing; the selection's keys while there is a selection (Ctrl+A also on the board,
 * or with a selection tool).
 */
export function bindShortcuts(
  target: Window,
  a: ViewActions & Partial<EditActions> & Partial<SelectionKeys>,
  /** Whether the keys are this board's now (another board on the page may have them). */
  mine: () => boolean = () => true,
): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (typing(e.target) || e.altKey || !mine()) return;
    if (selectionKey(e, a)) {
      e.preventDefault();
      return;
    }
    const key = e.key.toLowerCase();
    const mod = e.ctrlKey || e.metaKey;
    const plain = mod ? undefined : plainKeys[key];
    const tool = mod ? undefined : toolOfKey.get(key);
    let act: (() => void) | undefined;
    if (mod && key === 'z') act = e.shiftKey ? a.redo : a.undo;
    else if (mod && key === 'y') act = a.redo;
    else if (!mod && key === 'r' && e.shiftKey) act = a.rotateCounterClockwise;
    else if (tool && a.pickTool) act = () => a.pickTool?.(tool);
    else if (plain) act = a[plain];
    if (!act) return;
    e.preventDefault();
    act();
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
