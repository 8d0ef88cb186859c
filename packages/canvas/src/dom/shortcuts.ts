export interface ShortcutActions {
  undo(): void;
  redo(): void;
  draw(): void;
  erase(): void;
  smaller(): void;
  bigger(): void;
}

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['range', 'checkbox', 'radio', 'button', 'color'].includes(target.type)
  );
}

/** Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y, B, E, [ and ] anywhere on the page except while typing. */
export function bindShortcuts(target: Window, a: ShortcutActions): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (typing(e.target) || e.altKey) return;
    const key = e.key.toLowerCase();
    const mod = e.ctrlKey || e.metaKey;
    let act: (() => void) | null = null;
    if (mod && key === 'z') act = e.shiftKey ? a.redo : a.undo;
    else if (mod && key === 'y') act = a.redo;
    else if (!mod && key === 'b') act = a.draw;
    else if (!mod && key === 'e') act = a.erase;
    else if (!mod && key === '[') act = a.smaller;
    else if (!mod && key === ']') act = a.bigger;
    if (!act) return;
    e.preventDefault();
    act();
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
