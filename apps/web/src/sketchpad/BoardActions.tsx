import { IMAGE_FORMATS } from '@glossy/canvas';
import { useRef } from 'react';
import { toast } from '../lib/toast';
import { ControlGroup } from './ControlGroup';
import { ChevronIcon, ClearIcon, DownloadIcon, RedoIcon, UndoIcon } from './icons';
import type { PadProps } from './Toolbar';
import { useSelectionNotices } from './workspace/useSelectionNotices';

/** History (Undo, Redo, Clear) and Export (Download, stroke log). */
export function BoardActions({ pad, state }: PadProps) {
  return (
    <>
      <HistoryControls pad={pad} state={state} />
      <ExportControls pad={pad} state={state} />
    </>
  );
}

/** Undo, Redo and Clear; `caption` false where the bar has no room for the group's title. */
export function HistoryControls({ pad, state, caption = true }: PadProps & { caption?: boolean }) {
  const disabled = pad === null;
  return (
    <ControlGroup title="History" captionHidden={!caption}>
      <div className="join">
        <button
          type="button"
          className="btn btn-sm join-item bg-base-100 border-base-300 gap-1.5 px-2.5 sm:px-3"
          title="Undo (Ctrl+Z)"
          disabled={disabled || !state.canUndo}
          onClick={() => pad?.undo()}
        >
          <UndoIcon />
          <span className="sr-only sm:not-sr-only">Undo</span>
        </button>
        <button
          type="button"
          className="btn btn-sm join-item bg-base-100 border-base-300 gap-1.5 px-2.5 sm:px-3"
          title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
          disabled={disabled || !state.canRedo}
          onClick={() => pad?.redo()}
        >
          <RedoIcon />
          <span className="sr-only sm:not-sr-only">Redo</span>
        </button>
      </div>
      <button
        type="button"
        className="btn btn-sm btn-outline btn-error gap-1.5 px-2.5 sm:px-3"
        title="Clear the page (can be undone)"
        disabled={disabled}
        onClick={() => pad?.clear()}
      >
        <ClearIcon />
        <span className="sr-only sm:not-sr-only">Clear</span>
      </button>
    </ControlGroup>
  );
}

const failedExport = (err: unknown) =>
  toast.error(err instanceof Error ? err.message : 'The file could not be made.');

/** Download (the spec's canvas.png), then the other formats and the stroke log in a menu. */
export function ExportControls({ pad, state, caption = true }: PadProps & { caption?: boolean }) {
  const logRef = useRef<HTMLInputElement>(null);
  const pictureRef = useRef<HTMLInputElement>(null);
  useSelectionNotices(pad);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const disabled = pad === null;
  const closeMenu = () => menuRef.current?.removeAttribute('open');
  return (
    <ControlGroup title="Export" captionHidden={!caption}>
      <button
        type="button"
        className="btn btn-sm btn-primary gap-1.5 px-2.5 sm:px-3"
        title={`Download canvas.png (${state.width} × ${state.height})`}
        disabled={disabled}
        onClick={() => void pad?.downloadPng('canvas.png')}
      >
        <DownloadIcon />
        <span className="sr-only sm:not-sr-only">Download</span>
      </button>
      <details ref={menuRef} className="dropdown dropdown-end">
        <summary
          className="btn btn-sm btn-ghost gap-1 px-2 sm:px-3"
          title="JPEG, WebP, a layered PSD, the stroke log; bring in a picture"
        >
          <span className="sr-only sm:not-sr-only">More formats</span>
          <ChevronIcon />
        </summary>
        <ul className="menu dropdown-content bg-base-100 rounded-box border-base-300 z-30 mt-1 w-60 border p-2 shadow-lg">
          {IMAGE_FORMATS.filter((f) => f.format !== 'png').map(({ format, label, filename }) => (
            <li key={format}>
              <button
                type="button"
                disabled={disabled}
                title={filename}
                onClick={() => {
                  closeMenu();
                  pad?.downloadImage(format).catch(failedExport);
                }}
              >
                Download as {label}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              disabled={disabled}
              title="canvas.psd: every layer with its name, opacity and blend mode"
              onClick={() => {
                closeMenu();
                pad?.downloadPsd().catch(failedExport);
              }}
            >
              Download layered PSD
            </button>
          </li>
          <li className="menu-title pt-2">Stroke log</li>
          <li>
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                pad?.downloadLog();
                closeMenu();
              }}
            >
              Save stroke log
            </button>
          </li>
          <li>
            <button type="button" disabled={disabled} onClick={() => logRef.current?.click()}>
              Open stroke log
            </button>
          </li>
          <li className="menu-title pt-2">Picture</li>
          <li>
            <button type="button" disabled={disabled} onClick={() => pictureRef.current?.click()}>
              Import picture as a layer
            </button>
          </li>
        </ul>
      </details>
      <input
        ref={logRef}
        type="file"
        aria-label="Stroke log file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          closeMenu();
          if (!file || !pad) return;
          pad.importLog(file).then(
            () => toast.success('Stroke log opened.'),
            (err: unknown) =>
              toast.error(err instanceof Error ? err.message : 'That file is not a stroke log.'),
          );
          if (logRef.current) logRef.current.value = '';
        }}
      />
      <input
        ref={pictureRef}
        type="file"
        aria-label="Picture file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          closeMenu();
          // A file that is no picture, or too large, is told by a notice (useSelectionNotices).
          if (file) void pad?.selection.importPicture(file);
          e.target.value = '';
        }}
      />
    </ControlGroup>
  );
}
