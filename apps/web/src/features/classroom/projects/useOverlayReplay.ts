import type { PaintTarget, ReplayView, ReplayViewState } from '@glossy/canvas';
import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { loadCanvasEngine } from '../../../sketchpad/demo/review-replay';

/**
 * A 2D context the replay painter draws on without its paper: where it would fill the page's
 * background it clears instead, so only the strokes cover what lies under the canvas.
 */
export function transparentTarget(context: CanvasRenderingContext2D): PaintTarget {
  return {
    save: () => context.save(),
    restore: () => context.restore(),
    fillRect: (x, y, w, h) => context.clearRect(x, y, w, h),
    drawImage: context.drawImage.bind(context) as CanvasRenderingContext2D['drawImage'],
    get fillStyle() {
      return context.fillStyle;
    },
    set fillStyle(_paper: CanvasRenderingContext2D['fillStyle']) {
      // The paper is not drawn.
    },
    get globalAlpha() {
      return context.globalAlpha;
    },
    set globalAlpha(alpha: number) {
      context.globalAlpha = alpha;
    },
  };
}

export type OverlayState = 'none' | 'loading' | 'ready' | 'failed';

const idle: ReplayViewState = { step: 0, drawing: false, playing: false, speed: 1 };
const noop = () => () => {};

/**
 * A pin's correction on its own transparent canvas over the replay: shown finished at once, and
 * redrawn stroke by stroke on demand (`replay`). Nothing when the pin has no overlay.
 */
export function useOverlayReplay(overlay: unknown, canvasRef: RefObject<HTMLCanvasElement | null>) {
  const [view, setView] = useState<ReplayView | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const present = overlay !== null && overlay !== undefined;

  useEffect(() => {
    const element = canvasRef.current;
    const context = element?.getContext('2d');
    if (!present || !element || !context) return;
    const abort = new AbortController();
    let created: ReplayView | null = null;
    loadCanvasEngine()
      .then(async (canvas) => {
        const log = canvas.parseLog(overlay);
        const player = await canvas.ReplayPlayer.open(log, { signal: abort.signal });
        if (abort.signal.aborted) return;
        // The correction was drawn in the drawing's units: the canvas takes its page size and
        // is stretched over the board like the replay's.
        element.width = log.width;
        element.height = log.height;
        created = new canvas.ReplayView(player, transparentTarget(context));
        setView(created);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(overlay);
      });
    return () => {
      abort.abort();
      created?.dispose();
      setView(null);
      context.clearRect(0, 0, element.width, element.height);
    };
  }, [present, overlay, canvasRef]);

  const state = useSyncExternalStore(
    view?.subscribe ?? noop,
    () => view?.getState() ?? idle,
    () => idle,
  );

  const replay = useCallback(() => {
    if (!view) return;
    view.show(0);
    view.play();
  }, [view]);

  const status: OverlayState = !present
    ? 'none'
    : failed === overlay
      ? 'failed'
      : view
        ? 'ready'
        : 'loading';
  return { status, playing: state.playing, replay };
}
