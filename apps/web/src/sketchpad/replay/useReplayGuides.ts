import type { Guide, GuideDrawing } from '@glossy/canvas';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { DemoLoad } from '../demo/review-replay';

const none: readonly Guide[] = [];
const noop = () => () => {};

/**
 * The guides of the step a replay shows (a perspective, an ellipse, a grid the artist drew
 * with), as an overlay draws them; null when there are none. Read again when the player's guides
 * change or it puts a checkpoint back, not on every frame; drawn with the engine's own geometry,
 * which has loaded with the player.
 */
export function useReplayGuides(load: DemoLoad): GuideDrawing | null {
  const ready = load.state === 'ready' ? load : null;
  const player = ready?.player ?? null;
  const subscribe = useCallback(
    (changed: () => void) =>
      player
        ? player.subscribe((c) => {
            if (c.type === 'guides' || c.type === 'reset') changed();
          })
        : noop(),
    [player],
  );
  const guides = useSyncExternalStore(
    subscribe,
    () => player?.document.guides ?? none,
    () => none,
  );
  return useMemo(
    () =>
      ready && guides.length > 0
        ? ready.canvas.guideDrawing(guides, {
            x: 0,
            y: 0,
            width: ready.player.width,
            height: ready.player.height,
          })
        : null,
    [ready, guides],
  );
}
