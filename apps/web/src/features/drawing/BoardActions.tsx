import { useRef } from 'react';
import { toast } from '../../lib/toast';
import { ControlGroup } from './ControlGroup';
import { ChevronIcon, ClearIcon, DownloadIcon, RedoIcon, UndoIcon } from './icons';
import type { PadProps } from './Toolbar';

/** History (Undo, Redo, Clear) and Export (Download, stroke log). */
export function BoardActions({ pad, state }: PadProps) {
  const logRef = useRef<HTMLInputElement>(null);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const disabled = pad === null;
  const closeMenu = () => menuRef.current?.removeAttribute('open');

  return (
    <>
      <ControlGroup title="History">
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
          Clear
        </button>
      </ControlGroup>

      <ControlGroup title="Export">
        <button
          type="button"
          className="btn btn-sm btn-primary gap-1.5 px-3"
          title="Download canvas.png (1000 × 500)"
          disabled={disabled}
          onClick={() => void pad?.downloadPng('canvas.png')}
        >
          <DownloadIcon />
          Download
        </button>
        <details ref={menuRef} className="dropdown dropdown-end">
          <summary className="btn btn-sm btn-ghost gap-1 px-2 sm:px-3" title="Stroke log">
            <span className="sr-only sm:not-sr-only">Stroke log</span>
            <ChevronIcon />
          </summary>
          <ul className="menu dropdown-content bg-base-100 rounded-box border-base-300 z-20 mt-1 w-52 border p-2 shadow-lg">
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
      </ControlGroup>
    </>
  );
}
