import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { whenIdle } from '../../../lib/page-idle';
import { matchesNow } from '../../../lib/useMediaQuery';
import { coverPixels, drawFitted, loadCover, PAGE_RATIO } from './cover-pixels';
import { seedFrom } from './seeded-random';
import { planByLevel } from './stroke-plan';
import { pageFor } from './timelapse-page';
import { TimelapsePlayer, type TimelapseState } from './timelapse-player';

type Preparing =
  { status: 'loading' } | { status: 'ready'; player: TimelapsePlayer } | { status: 'failed' };

const reducedMotion = () => matchesNow('(prefers-reduced-motion: reduce)');

/** Gives the page the main thread back until it has a moment (input and frames go first). */
const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 500));

/**
 * The cover loaded, read at the plan's size, planned (seeded by the course, so a course always
 * paints the same way) and handed to a player on the canvas.
 */
function useTimelapse(
  cover: string,
  courseId: string,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  startFinished: boolean,
): Preparing {
  const [preparing, setPreparing] = useState<Preparing>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    let player: TimelapsePlayer | null = null;
    setPreparing({ status: 'loading' });
    const prepare = async () => {
      const image = await loadCover(cover);
      await idle();
      const canvas = canvasRef.current;
      const pixels = coverPixels(image);
      if (cancelled || !canvas || !pixels) throw new Error('The cover cannot be read');
      const { page, target } = pageFor(canvas.clientWidth, PAGE_RATIO, window.devicePixelRatio);
      // A level at a time, each in a moment the page has to spare.
      const planning = planByLevel(pixels, { ...page, seed: seedFrom(courseId) });
      let step = planning.next();
      while (!step.done) {
        await idle();
        if (cancelled) return;
        step = planning.next();
      }
      canvas.width = target.width;
      canvas.height = target.height;
      player = new TimelapsePlayer({
        plan: step.value,
        page,
        target: canvas,
        drawCover: (context, width, height) => drawFitted(context, image, width, height),
        startFinished,
      });
      setPreparing({ status: 'ready', player });
    };
    prepare().catch(() => {
      if (!cancelled) setPreparing({ status: 'failed' });
    });
    return () => {
      cancelled = true;
      player?.dispose();
    };
  }, [cover, courseId, canvasRef, startFinished]);
  return preparing;
}

/**
 * Plays while in view: it starts when the reader scrolls to it (unless they asked for reduced
 * motion), pauses when scrolled away and carries on when back, unless they paused it themselves.
 */
function useAutoplay(
  boxRef: RefObject<HTMLElement | null>,
  player: TimelapsePlayer | null,
  autoplay: boolean,
) {
  const pausedByScroll = useRef(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!player || !box) return;
    if (typeof window.IntersectionObserver !== 'function') {
      if (autoplay) player.play();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        const state = player.getState();
        if (visible) {
          if ((autoplay && state === 'ready') || (pausedByScroll.current && state === 'paused')) {
            pausedByScroll.current = false;
            player.play();
          }
        } else if (state === 'playing') {
          pausedByScroll.current = true;
          player.pause();
        }
      },
      { threshold: 0.4 },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [boxRef, player, autoplay]);
  return pausedByScroll;
}

const noSubscription = () => () => {};

function PlayIcon({ state }: { state: TimelapseState }) {
  return (
    <svg viewBox="0 0 16 16" className="size-4" fill="currentColor" aria-hidden="true">
      {state === 'playing' ? (
        <path d="M4 3h3v10H4zM9 3h3v10H9z" />
      ) : (
        <path d="M4.5 2.8v10.4a.5.5 0 0 0 .76.43l8.4-5.2a.5.5 0 0 0 0-.86l-8.4-5.2a.5.5 0 0 0-.76.43z" />
      )}
    </svg>
  );
}

function RestartIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M2.5 8a5.5 5.5 0 1 0 1.6-3.9" />
      <path d="M2.5 2.5v3h3" />
    </svg>
  );
}

/**
 * A course's cover painted stroke by stroke by the sketchpad's engine: broad strokes first, then
 * finer ones, and at the end the cover itself. Fills its (fixed-ratio) box; loaded only on the
 * course page, when its section comes near.
 */
export default function CoverTimelapse({
  courseId,
  courseName,
  cover,
}: {
  courseId: string;
  courseName: string;
  cover: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [calm] = useState(reducedMotion);
  const preparing = useTimelapse(cover, courseId, canvasRef, calm);
  const player = preparing.status === 'ready' ? preparing.player : null;
  const pausedByScroll = useAutoplay(boxRef, player, !calm);
  const state = useSyncExternalStore<TimelapseState>(
    player?.subscribe ?? noSubscription,
    () => player?.getState() ?? 'ready',
    () => 'ready',
  );
  const playing = state === 'playing';

  return (
    <div ref={boxRef} className="absolute inset-0">
      {preparing.status === 'failed' ? (
        <img
          decoding="async"
          src={cover}
          alt={`Cover of ${courseName}`}
          width={800}
          height={520}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`Timelapse of ${courseName}`}
          className="absolute inset-0 block size-full bg-base-200"
        />
      )}
      {preparing.status === 'loading' && (
        <div aria-hidden="true" className="skeleton absolute inset-0 rounded-none" />
      )}
      {player && (
        <div className="absolute bottom-4 left-3 flex gap-2">
          <button
            type="button"
            className="btn btn-sm border-base-300 bg-base-100/90 min-w-24 shadow-sm"
            onClick={() => {
              pausedByScroll.current = false;
              if (playing) player.pause();
              else player.play();
            }}
          >
            <PlayIcon state={state} />
            {playing ? 'Pause' : state === 'finished' && !calm ? 'Replay' : 'Play'}
          </button>
          <button
            type="button"
            className="btn btn-sm border-base-300 bg-base-100/90 shadow-sm"
            disabled={state === 'ready'}
            onClick={() => {
              pausedByScroll.current = false;
              player.restart();
            }}
          >
            <RestartIcon />
            Restart
          </button>
        </div>
      )}
    </div>
  );
}
