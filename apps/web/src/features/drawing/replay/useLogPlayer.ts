import type { StrokeLog } from '@glossy/canvas';
import { useCallback, useEffect, useState } from 'react';
import { loadCanvasEngine, type DemoLoad } from '../../submissions/review-replay';

const opening: DemoLoad = { state: 'loading', progress: 0 };

/**
 * Opens a parsed stroke log in the engine's replay player, drawn once in slices so the page stays
 * responsive (`progress` says how far) and dropped when the log changes or the page goes. The
 * demos' `useDemoPlayer` does the same from a demo as the API sends it; here the log is already
 * parsed (drawings-queries' `useDrawingLog`). `retry` opens it again after a failure.
 */
export function useLogPlayer(log: StrokeLog | undefined): { load: DemoLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<DemoLoad>(opening);

  useEffect(() => {
    if (!log) return;
    const abort = new AbortController();
    setLoad(opening);
    loadCanvasEngine()
      .then(async (canvas) => {
        const player = await canvas.ReplayPlayer.open(log, {
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
