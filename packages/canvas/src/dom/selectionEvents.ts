import { typing } from './shortcuts';

/** What copy, cut, paste and drop do with the selection. */
export interface ClipboardActions {
  copy(): boolean;
  remove(): boolean;
  paste(): boolean;
  importPicture(file: Blob, fallbackName?: string): Promise<void>;
}

/**
 * Put on the system clipboard when the sketchpad copies: a picture copied elsewhere after it
 * replaces it, so Ctrl+V then pastes that picture; otherwise it pastes the sketchpad's own.
 */
export const COPY_MARK = 'Glossy Drawer: a selection copied on the sketchpad';

/** Text selected on the page is the browser's to copy, not the board's. */
const textSelected = () => {
  const s = globalThis.getSelection?.();
  return s ? !s.isCollapsed && s.toString() !== '' : false;
};

const pictureIn = (files: FileList | undefined | null) =>
  [...(files ?? [])].find((f) => f.type.startsWith('image/')) ?? null;

/**
 * Ctrl+C, Ctrl+X and Ctrl+V (and the browser's Edit menu) on the selection, through the
 * clipboard events rather than the keys, so a picture on the system clipboard can be pasted;
 * and picture files dropped on the board. A field being typed in keeps all of them.
 */
export function bindSelectionEvents(
  win: Window,
  board: HTMLElement,
  a: ClipboardActions,
): () => void {
  const onCopy = (e: ClipboardEvent, cut: boolean) => {
    if (typing(e.target) || textSelected() || !a.copy()) return;
    e.clipboardData?.setData('text/plain', COPY_MARK);
    e.preventDefault();
    if (cut) a.remove();
  };
  const copy = (e: ClipboardEvent) => onCopy(e, false);
  const cut = (e: ClipboardEvent) => onCopy(e, true);
  const paste = (e: ClipboardEvent) => {
    if (typing(e.target)) return;
    const picture = pictureIn(e.clipboardData?.files);
    if (picture && e.clipboardData?.getData('text/plain') !== COPY_MARK) {
      e.preventDefault();
      void a.importPicture(picture, 'Pasted picture');
    } else if (a.paste()) e.preventDefault();
  };
  const over = (e: DragEvent) => {
    if (!e.dataTransfer?.types.includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
  };
  const drop = (e: DragEvent) => {
    const file = e.dataTransfer?.files[0];
    if (!file) return;
    e.preventDefault();
    void a.importPicture(file);
  };
  win.addEventListener('copy', copy);
  win.addEventListener('cut', cut);
  win.addEventListener('paste', paste);
  board.addEventListener('dragover', over);
  board.addEventListener('drop', drop);
  return () => {
    win.removeEventListener('copy', copy);
    win.removeEventListener('cut', cut);
    win.removeEventListener('paste', paste);
    board.removeEventListener('dragover', over);
    board.removeEventListener('drop', drop);
  };
}
