import { useCallback, useEffect, useState, type RefObject } from 'react';
import { formatSpeed, stepSpeed, type VideoCommand } from './video-commands';

export interface VideoSnapshot {
  playing: boolean;
  currentTime: number;
  duration: number;
  rate: number;
  muted: boolean;
  waiting: boolean;
}

const mediaEvents = [
  'play',
  'pause',
  'playing',
  'waiting',
  'canplay',
  'timeupdate',
  'seeked',
  'durationchange',
  'loadedmetadata',
  'ratechange',
  'volumechange',
  'ended',
] as const;

const read = (video: HTMLVideoElement, waiting: boolean): VideoSnapshot => ({
  playing: !video.paused,
  currentTime: video.currentTime,
  duration: Number.isFinite(video.duration) ? video.duration : 0,
  rate: video.playbackRate,
  muted: video.muted,
  waiting,
});

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * The video's state as React sees it (mirrored from its media events, so the element stays the
 * single truth) and the commands the controls and the keyboard send it. Each command answers a
 * short description of what changed, for the on-screen badge and screen readers.
 */
export function useVideoState(
  videoRef: RefObject<HTMLVideoElement | null>,
  containerRef: RefObject<HTMLElement | null>,
  hasCaptions: boolean,
) {
  const [snapshot, setSnapshot] = useState<VideoSnapshot>({
    playing: false,
    currentTime: 0,
    duration: 0,
    rate: 1,
    muted: false,
    waiting: false,
  });
  const [captions, setCaptions] = useState(hasCaptions);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const sync = (event?: Event) => {
      const waiting =
        event?.type === 'waiting'
          ? true
          : event?.type === 'playing' || event?.type === 'canplay'
            ? false
            : undefined;
      setSnapshot((before) => read(video, waiting ?? before.waiting));
    };
    for (const name of mediaEvents) video.addEventListener(name, sync);
    sync();
    return () => {
      for (const name of mediaEvents) video.removeEventListener(name, sync);
    };
  }, [videoRef]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [containerRef]);

  const run = useCallback(
    (command: VideoCommand): string | null => {
      const video = videoRef.current;
      if (!video) return null;
      switch (command.type) {
        case 'toggle-play':
          if (video.paused) {
            // A refused play (no user gesture yet, source gone) simply leaves it paused.
            void video.play()?.catch(() => undefined);
            return 'Play';
          }
          video.pause();
          return 'Pause';
        case 'seek-by': {
          const end = Number.isFinite(video.duration) ? video.duration : Infinity;
          video.currentTime = Math.min(end, Math.max(0, video.currentTime + command.seconds));
          return `${command.seconds > 0 ? '+' : '−'}${Math.abs(command.seconds)} s`;
        }
        case 'speed-step': {
          const rate = stepSpeed(video.playbackRate, command.step);
          video.playbackRate = rate;
          return `Speed ${formatSpeed(rate)}`;
        }
        case 'mute':
          video.muted = !video.muted;
          return video.muted ? 'Muted' : 'Sound on';
        case 'captions':
          if (!hasCaptions) return null;
          setCaptions((on) => !on);
          return captions ? 'Captions off' : 'Captions on';
        case 'fullscreen': {
          const container = containerRef.current;
          if (document.fullscreenElement) {
            void document.exitFullscreen?.().catch(() => undefined);
            return 'Exit full screen';
          }
          if (container?.requestFullscreen) {
            void container.requestFullscreen().catch(() => undefined);
          } else {
            // iPhone Safari can only put the video element itself full screen.
            (video as FullscreenVideo).webkitEnterFullscreen?.();
          }
          return 'Full screen';
        }
        default:
          return null;
      }
    },
    [videoRef, containerRef, hasCaptions, captions],
  );

  const seekTo = useCallback(
    (seconds: number) => {
      const video = videoRef.current;
      if (video) video.currentTime = seconds;
    },
    [videoRef],
  );

  const setRate = useCallback(
    (rate: number) => {
      const video = videoRef.current;
      if (video) video.playbackRate = rate;
    },
    [videoRef],
  );

  return { ...snapshot, captions, fullscreen, run, seekTo, setRate };
}

export type VideoState = ReturnType<typeof useVideoState>;
