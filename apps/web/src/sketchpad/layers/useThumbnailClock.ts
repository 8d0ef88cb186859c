import type { LayerInfo, Sketchpad } from '@glossy/canvas';
import { useEffect, useState } from 'react';

/** How long after a change the thumbnails are drawn again: once for a burst of changes. */
const SETTLE_MS = 250;

/**
 * A count that goes up a little after the drawing changed (a stroke ended, an undo, a layer
 * added, a drawing opened): the moment for the layers' thumbnails to be drawn again. Never
 * during a stroke, so the live ink pays nothing for them.
 */
export function useThumbnailClock(pad: Sketchpad | null, layers: readonly LayerInfo[]): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!pad) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const later = () => {
      timer ??= setTimeout(() => {
        timer = null;
        setTick((t) => t + 1);
      }, SETTLE_MS);
    };
    const stop = pad.subscribeChanges(later);
    // A new list of layers (another drawing opened, one added or moved): drawn again too.
    later();
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [pad, layers]);
  return tick;
}
