import type { ProgressInput } from '@glossy/contract';
import { useEffect, type RefObject } from 'react';

/** How often the position is saved while the video plays. */
export const saveEveryMs = 10_000;

type Save = (input: ProgressInput, options?: { keepalive?: boolean }) => Promise<unknown>;

/**
 * Keeps the student's place in a video on the server: when it starts playing, every ten seconds
 * while it plays, when it pauses, when the tab is hidden or closed and when the student moves on
 * (those last ones with a keepalive request, which outlives the page), and at its end. The server
 * counts the seconds watched from these reports over time and finishes the lesson at 90% of the
 * video, so the start starts its clock and the end is reported as a position, never as 'done'.
 * A lost save only costs a few seconds of watching again, so failures stay quiet.
 */
export function usePositionSaver(
  videoRef: RefObject<HTMLVideoElement | null>,
  save: Save,
  { enabled, startAt }: { enabled: boolean; startAt: number },
) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !enabled) return;
    let saved = Math.round(startAt);
    let timer: number | undefined;
    const quiet = () => undefined;

    const report = (positionSec: number, keepalive = false) => {
      saved = positionSec;
      save({ positionSec }, { keepalive }).catch(quiet);
    };
    const savePosition = (keepalive = false) => {
      // Before the metadata a video reports 0: that is not where the student is.
      if (video.readyState < 1 || video.ended) return;
      const at = Math.round(video.currentTime);
      if (at !== saved) report(at, keepalive);
    };
    const stopTimer = () => window.clearInterval(timer);
    const onPlay = () => {
      stopTimer();
      if (video.readyState >= 1) report(Math.round(video.currentTime));
      timer = window.setInterval(() => savePosition(), saveEveryMs);
    };
    const onPause = () => {
      stopTimer();
      savePosition();
    };
    const onEnded = () => {
      stopTimer();
      if (Number.isFinite(video.duration)) report(video.duration);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') savePosition(true);
    };
    const onPageHide = () => savePosition(true);

    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    if (!video.paused) onPlay();
    return () => {
      stopTimer();
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      savePosition(true);
    };
  }, [videoRef, save, enabled, startAt]);
}
