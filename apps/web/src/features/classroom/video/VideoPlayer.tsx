import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { formatClock } from '../lesson-order';
import { PlayerIcon } from '../player-icons';
import {
  commandForKey,
  keyBelongsToControl,
  resumePoint,
  type VideoCommand,
} from './video-commands';
import { useCaptionCue } from './useCaptionCue';
import { useVideoState } from './useVideoState';
import { VideoControls } from './VideoControls';

/** Whether focus came by keyboard (the browser's own judgement); older engines: assume so. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** How long the controls stay after the pointer or keyboard last moved, while playing. */
const idleMs = 2500;

interface VideoPlayerProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  src: string;
  captionsUrl: string | null;
  title: string;
  /** Where the student left off, in seconds. */
  startAt: number;
}

/**
 * A lesson's video with the site's own controls (speed, captions, full screen, the keyboard of
 * video sites) on a plain <video>, so seeking uses the server's range requests as it is.
 */
export function VideoPlayer({ videoRef, src, captionsUrl, title, startAt }: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const hasCaptions = Boolean(captionsUrl);
  const video = useVideoState(videoRef, containerRef, hasCaptions);
  const caption = useCaptionCue(videoRef, hasCaptions && video.captions);
  const [active, setActive] = useState(true);
  const idleTimer = useRef<number | undefined>(undefined);
  const [flash, setFlash] = useState<{ text: string; at: number } | null>(null);
  const lastPointer = useRef('mouse');
  // A keyboard user inside the controls keeps them shown; a click only plays or pauses.
  const [keyboardFocus, setKeyboardFocus] = useState(false);

  const wake = useCallback(() => {
    setActive(true);
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(() => setActive(false), idleMs);
  }, []);
  useEffect(() => () => window.clearTimeout(idleTimer.current), []);

  const show = useCallback((text: string) => setFlash({ text, at: Date.now() }), []);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), 900);
    return () => window.clearTimeout(timer);
  }, [flash]);

  const command = (next: VideoCommand) => {
    wake();
    const text = video.run(next);
    if (text) show(text);
  };

  // Resume where the student left off, once the video knows its length.
  useEffect(() => {
    const element = videoRef.current;
    if (!element || startAt <= 0) return;
    const resume = () => {
      const at = resumePoint(startAt, element.duration);
      if (at <= 0) return;
      element.currentTime = at;
      show(`Resuming at ${formatClock(at)}`);
    };
    if (element.readyState >= 1) resume();
    else element.addEventListener('loadedmetadata', resume, { once: true });
    return () => element.removeEventListener('loadedmetadata', resume);
  }, [videoRef, startAt, show]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (keyBelongsToControl(event.target, event.key)) return;
    const next = commandForKey(event.key);
    if (!next) return;
    event.preventDefault();
    command(next);
  };

  // A tap on a phone while playing first brings the controls back; a click plays or pauses.
  const onVideoClick = () => {
    if (lastPointer.current === 'touch' && video.playing && !active) {
      wake();
      return;
    }
    command({ type: 'toggle-play' });
  };

  const visible = !video.playing || active || keyboardFocus;
  return (
    <div
      ref={containerRef}
      role="group"
      aria-label={`Video player: ${title}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onPointerMove={wake}
      onPointerDown={(event) => {
        lastPointer.current = event.pointerType;
      }}
      onFocus={(event) =>
        setKeyboardFocus(event.target !== event.currentTarget && isFocusVisible(event.target))
      }
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
      }}
      className={`group relative w-full overflow-hidden bg-black ${
        video.fullscreen ? 'h-full' : 'rounded-box aspect-video shadow-sm'
      }`}
    >
      <video
        ref={videoRef}
        src={src}
        preload="metadata"
        playsInline
        className="size-full object-contain"
        onClick={onVideoClick}
        onDoubleClick={() => command({ type: 'fullscreen' })}
      >
        {captionsUrl && (
          <track kind="captions" srcLang="en" label="English" src={captionsUrl} default />
        )}
        Your browser cannot play this video.
      </video>

      {!video.playing && (
        <div className="pointer-events-none absolute inset-0 grid place-items-center">
          <span className="bg-primary text-primary-content grid size-14 place-items-center rounded-full shadow-lg">
            <PlayerIcon name="play" filled className="size-7" />
          </span>
        </div>
      )}
      {video.playing && video.waiting && (
        <div className="pointer-events-none absolute inset-0 grid place-items-center text-white">
          <span className="loading loading-lg" aria-hidden="true" />
        </div>
      )}
      {caption && (
        <p
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 flex justify-center px-4"
          // Above the control bar while it shows; inline, as the offset is the bar's own height.
          style={{ bottom: visible ? '5rem' : '1rem' }}
        >
          <span className="rounded-field bg-neutral text-neutral-content px-3 py-1 text-center text-sm whitespace-pre-line sm:text-xl">
            {caption}
          </span>
        </p>
      )}
      {flash && (
        <p
          key={flash.at}
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-3 flex justify-center"
        >
          <span className="bg-neutral text-neutral-content rounded-full px-4 py-2 text-sm font-semibold">
            {flash.text}
          </span>
        </p>
      )}
      <p role="status" className="sr-only">
        {flash?.text ?? ''}
      </p>

      <VideoControls
        video={video}
        hasCaptions={hasCaptions}
        onCommand={command}
        visible={visible}
      />
    </div>
  );
}
