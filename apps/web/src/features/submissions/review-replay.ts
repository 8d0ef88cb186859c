import type * as Canvas from '@glossy/canvas';
import type { ReplayPlayer, ReplayView, ReplayViewState } from '@glossy/canvas';
import type { DemoLog } from '@glossy/contract';
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

type CanvasModule = typeof Canvas;

let canvasModule: Promise<CanvasModule> | undefined;
/** The drawing engine loads only when a demo is shown, so the review page itself stays small. */
export const loadCanvasEngine = () => (canvasModule ??= import('@glossy/canvas'));

export type DemoLoad =
  | { state: 'loading'; progress: number }
  | { state: 'ready'; player: ReplayPlayer; canvas: CanvasModule }
  | { state: 'failed' };

/**
 * Opens a demo's stroke log in the engine's replay player: drawn once in slices (the page stays
 * responsive, `progress` says how far), dropped if the demo changes or the screen goes. Shared by
 * the admin's lesson review and the student's paint-along.
 */
export function useDemoPlayer(demo: DemoLog): DemoLoad {
  const [load, setLoad] = useState<DemoLoad>({ state: 'loading', progress: 0 });
  useEffect(() => {
    const abort = new AbortController();
    setLoad({ state: 'loading', progress: 0 });
    loadCanvasEngine()
      .then(async (canvas) => {
        const player = await canvas.ReplayPlayer.open(canvas.parseLog(demo), {
          signal: abort.signal,
          onProgress: (progress) => {
            if (!abort.signal.aborted) setLoad({ state: 'loading', progress });
          },
        });
        if (!abort.signal.aborted) setLoad({ state: 'ready', player, canvas });
      })
      .catch(() => {
        if (!abort.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => abort.abort();
  }, [demo]);
  return load;
}

const idle: ReplayViewState = { step: 0, drawing: false, playing: false, speed: 1 };
const noop = () => () => {};

/**
 * The replay on a canvas: the engine's ReplayView (frames only while something changes, each
 * frame's drawing bounded) and its state for React, which re-renders when a step completes or
 * playback starts and stops, not every frame. Null while the demo opens or where the browser has
 * no 2D canvas.
 */
export function useReplayView(load: DemoLoad, canvasRef: RefObject<HTMLCanvasElement | null>) {
  const [view, setView] = useState<ReplayView | null>(null);
  const ready = load.state === 'ready' ? load : null;

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!ready || !context) return;
    const created = new ready.canvas.ReplayView(ready.player, context);
    setView(created);
    return () => {
      created.dispose();
      setView(null);
    };
  }, [ready, canvasRef]);

  const state = useSyncExternalStore(
    view?.subscribe ?? noop,
    () => view?.getState() ?? idle,
    () => idle,
  );
  return { view, state, player: ready?.player ?? null };
}
