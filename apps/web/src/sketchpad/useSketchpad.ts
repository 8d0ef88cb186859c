import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Sketchpad, type SketchpadOptions, type SketchpadState } from '@glossy/canvas';
import { isQuotaError } from '../lib/offline/storage-errors';
import { toast } from '../lib/toast';

const noop = () => () => {};

/** Where the artist's brush, colour, size and the like are kept: one set for every board. */
export const toolPreferences = 'glossy-drawer-tools';

/** Why the board is not kept on the device as it is drawn, and what to do about it. */
export const boardNotKept = (err: unknown) =>
  isQuotaError(err)
    ? 'This device has no room left, so your drawing is no longer kept on it as you draw. Save or download it, and free some space.'
    : 'This browser keeps nothing on the device here (a private window may not), so a reload would lose your drawing. Save or download it to keep it.';

/** The /canvas page's board; other boards (a lesson's practice) pass their own name and size. */
const canvasBoard: SketchpadOptions = {
  autosave: 'glossy-drawer-canvas',
  preferences: toolPreferences,
};

/**
 * Mounts the engine's sketchpad into a host element. React re-renders only when the toolbar's
 * state changes (tool, colour, undo availability…), never per pointer event: strokes go from
 * pointer to engine to canvas without passing through React. `restored` turns true once the
 * autosaved drawing is back, so a caller may then add to it (a lesson's reference picture).
 * `options` is read when the board is made: pass a stable object.
 */
export function useSketchpad(initial: SketchpadState, options: SketchpadOptions = canvasBoard) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [pad, setPad] = useState<Sketchpad | null>(null);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const created = new Sketchpad(host, options);
    let live = true;
    setPad(created);
    // A drawing that cannot be brought back leaves a blank board, which is still a board.
    void created
      .restore()
      .catch(() => undefined)
      .finally(() => {
        if (live) setRestored(true);
      });
    return () => {
      live = false;
      created.destroy();
      setPad(null);
      setRestored(false);
    };
  }, [options]);

  // Said once a board: the artist then knows to save or download what is on it.
  useEffect(() => {
    if (!pad) return;
    let told = false;
    return pad.onStorageProblem((err) => {
      if (told) return;
      told = true;
      toast.error(boardNotKept(err), { duration: 10_000 });
    });
  }, [pad]);

  const state = useSyncExternalStore(
    pad?.subscribe ?? noop,
    () => pad?.getState() ?? initial,
    () => initial,
  );
  return { hostRef, pad, state, restored };
}
