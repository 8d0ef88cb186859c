import {
  initialSketchpadState,
  parseLog,
  replay,
  Sketchpad,
  type SketchpadState,
} from '@glossy/canvas';
import type { DemoLog } from '@glossy/contract';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { BrushSettings } from '../../sketchpad/BrushSettings';
import { Toolbar } from '../../sketchpad/Toolbar';
import { isSameOrigin } from '../../lib/images';
import { boardFrame } from '../../sketchpad/board-frame';

const initial = initialSketchpadState();
const noop = () => () => {};

/** The API takes bodies up to 1 MB; a demo leaves room for the lesson around it. */
const maxDemoBytes = 900 * 1024;

/** The sketchpad's own frame (CanvasPage draws its board the same way). */
export interface StudioDemoDialogProps {
  /** The demo drawn so far, to continue from. */
  demo: DemoLog | null;
  /** The exercise's reference picture, shown on the board's locked reference layer. */
  referenceUrl: string;
  onSave: (demo: DemoLog) => void;
  onClose: () => void;
}

/**
 * Draws an exercise's demo on the sketchpad, in a dialog over the lesson editor. The engine (and
 * this whole module) loads only when the instructor opens it; what it keeps is the stroke log.
 */
export default function StudioDemoDialog({
  demo,
  referenceUrl,
  onSave,
  onClose,
}: StudioDemoDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [pad, setPad] = useState<Sketchpad | null>(null);
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    const element = dialog.current;
    const board = host.current;
    if (!element || !board) return;
    if (!element.open) element.showModal();
    const created = new Sketchpad(board, {
      autosave: null,
      label: 'Demo drawing board, 1000 by 500 pixels',
    });
    if (demo) {
      try {
        created.load(replay(parseLog(demo)));
      } catch {
        setMessage('The saved demo could not be opened. Draw it again.');
      }
    }
    let live = true;
    if (isSameOrigin(referenceUrl)) {
      void fetch(referenceUrl)
        .then((response) => (response.ok ? response.blob() : null))
        .then((blob) => (live && blob ? created.layers.setReference(blob, { save: false }) : null))
        .catch(() => undefined);
    }
    setPad(created);
    created.view.viewport.focus();
    return () => {
      live = false;
      created.destroy();
      setPad(null);
    };
    // The dialog opens once per mount; later prop changes must not rebuild the board.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const state: SketchpadState = useSyncExternalStore(
    pad?.subscribe ?? noop,
    () => pad?.getState() ?? initial,
    () => initial,
  );

  const save = () => {
    if (!pad) return;
    const log = pad.engine.log();
    if (log.ops.length === 0) {
      setMessage('Draw the demo first: the board is empty.');
      return;
    }
    const size = new Blob([JSON.stringify(log)]).size;
    if (size > maxDemoBytes) {
      setMessage(
        'This demo is too long to save. Undo some strokes, or clear the board and draw it in fewer strokes.',
      );
      return;
    }
    onSave({ ...log });
  };

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        // Escape closes through onClose, like the Cancel button.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-box max-w-6xl p-0">
        <div className="flex flex-col gap-4 p-3 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id={titleId} className="font-display text-2xl font-semibold">
                Draw the demo
              </h2>
              <p className="text-base-content/75 mt-1 max-w-2xl text-sm">
                Students watch it replay stroke by stroke, so draw in the order you would teach it.
                {referenceUrl
                  ? ' The reference picture shows faintly underneath; it is not saved.'
                  : ''}
              </p>
            </div>
          </div>
          <Toolbar pad={pad} state={state} />
          <div ref={host} className={boardFrame} />
          <BrushSettings pad={pad} state={state} />
          {message && (
            <p role="alert" className="text-error text-sm font-medium">
              {message}
            </p>
          )}
        </div>
        <div className="bg-base-100 border-base-300 sticky bottom-0 flex flex-wrap justify-end gap-3 border-t px-3 py-3 sm:px-6">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={!pad} onClick={save}>
            Use this demo
          </button>
        </div>
      </div>
    </dialog>
  );
}
