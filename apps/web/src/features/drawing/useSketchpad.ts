import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Sketchpad, type SketchpadState } from '@glossy/canvas';

const noop = () => () => {};

/**
 * Mounts the engine's sketchpad into a host element. React re-renders only when the toolbar's
 * state changes (tool, colour, undo availability…), never per pointer event: strokes go from
 * pointer to engine to canvas without passing through React.
 */
export function useSketchpad(initial: SketchpadState) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [pad, setPad] = useState<Sketchpad | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const created = new Sketchpad(host, { autosave: 'glossy-drawer-canvas' });
    setPad(created);
    void created.restore();
    return () => {
      created.destroy();
      setPad(null);
    };
  }, []);

  const state = useSyncExternalStore(
    pad?.subscribe ?? noop,
    () => pad?.getState() ?? initial,
    () => initial,
  );
  return { hostRef, pad, state };
}
