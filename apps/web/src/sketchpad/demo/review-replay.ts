import type * as Canvas from '@glossy/canvas';
import type { ReplayPlayer, ReplayView, ReplayViewState } from '@glossy/canvas';
import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

type CanvasModule = typeof Canvas;

let canvasModule: Promise<CanvasModule> | undefined;
/** The drawing engine loads only when a demo is shown, so the review page itself stays small. */
export const loadCanvasEngine = () => (canvasModule ??= import('@glossy/canvas'));

export type DemoLoad =
  | { state: 'loading'; progress: number }
  | { state: 'ready'; player: ReplayPlayer; canvas: CanvasModule }
  | { state: 'failed' };

const opening: DemoLoad = { state: 'loading', progress: 0 };

/**
 * Opens a stroke log in the engine's replay player: a demo as the API sends it, or a saved
 * drawing's log (checked again by the engine, which costs little beside drawing it). Drawn once in
 * slices (the page stays responsive, `progress` says how far), dropped if the log changes or the
 * screen goes; `retry` opens it again after a failure. Shared by the admin's lesson review, the
 * student's paint-along, a drawing's replay and a hand-in's critique.
 */
export function useLogPlayer(log: unknown): { load: DemoLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<DemoLoad>(opening);

  useEffect(() => {
    if (!log) return;
    const abort = new AbortController();
    setLoad(opening);
    loadCanvasEngine()
      .then(async (canvas) => {
        const player = await canvas.ReplayPlayer.open(canvas.parseLog(log), {
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
    return () => {
      abort.abort();
      setLoad(opening);
    };
  }, [log, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
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
