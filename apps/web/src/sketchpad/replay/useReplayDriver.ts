import { useEffect, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import { useReplayView, type DemoLoad } from '../demo/review-replay';
import { ReplayDriver } from './replay-driver';

const noop = () => () => {};
const zero = () => 0;

/**
 * The replay on the page's canvas (the engine's ReplayView, as the paint-along and the review
 * show demos) with a driver for its controls. Null until the log is open.
 */
export function useReplayDriver(load: DemoLoad, canvasRef: RefObject<HTMLCanvasElement | null>) {
  const { view, state, player } = useReplayView(load, canvasRef);
  const canvas = load.state === 'ready' ? load.canvas : null;
  const driver = useMemo(
    () =>
      view && canvas
        ? new ReplayDriver(view, new canvas.PlaybackClock(view.timeline, view.getState().speed))
        : null,
    [view, canvas],
  );
  return { driver, state, player };
}

/**
 * The replay's time for the scrubber: read again every animation frame while it plays (only the
 * component that shows it renders then), and when a control moves it.
 */
export function useReplayTime(driver: ReplayDriver | null, playing: boolean): number {
  const time = useSyncExternalStore(driver?.subscribe ?? noop, driver?.getTime ?? zero, zero);
  useEffect(() => {
    if (!driver) return;
    driver.refresh();
    if (!playing) return;
    let frame = requestAnimationFrame(function tick(now) {
      driver.refresh(now);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [driver, playing]);
  return time;
}

/**
 * True once the replay has drawn its first frame: the view asks for that frame when it is made,
 * before this hook's own, so one animation frame after the driver appears the canvas shows the
 * finished drawing and the picture over it can go.
 */
export function useFirstFrame(driver: ReplayDriver | null): boolean {
  const [paintedBy, setPaintedBy] = useState<ReplayDriver | null>(null);
  useEffect(() => {
    if (!driver) return;
    const frame = requestAnimationFrame(() => setPaintedBy(driver));
    return () => cancelAnimationFrame(frame);
  }, [driver]);
  return driver !== null && paintedBy === driver;
}
