import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Index `i` brought into 0..count-1, so stepping past either end loops round. */
export const wrapIndex = (i: number, count: number) =>
  count === 0 ? 0 : ((i % count) + count) % count;

/** Signed distance from the active slide along the shorter way round the loop (…-1, 0, 1…). */
export function loopOffset(slide: number, active: number, count: number): number {
  const ahead = wrapIndex(slide - active, count);
  return ahead > count / 2 ? ahead - count : ahead;
}

const swipeThresholdPx = 40;

interface CarouselOptions {
  count: number;
  /** How long each slide stays while the carousel plays by itself. */
  intervalMs: number;
}

/**
 * The mechanics shared by the home page's carousels: a looping index, autoplay that yields to the
 * visitor (hover, focus, the pause button, reduced motion), arrow keys and swipes. Presentation is
 * left to the caller.
 */
export function useCarousel({ count, intervalMs }: CarouselOptions) {
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const swipe = useRef<{ x: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const index = wrapIndex(rawIndex, count);
  const autoplayAllowed = count > 1 && !reducedMotion && !stopped;
  const autoplaying = autoplayAllowed && !hovered && !focused;

  useEffect(() => {
    if (!autoplaying) return;
    const timer = setInterval(() => setIndex((i) => i + 1), intervalMs);
    return () => clearInterval(timer);
  }, [autoplaying, intervalMs]);

  const goTo = (i: number) => setIndex(wrapIndex(i, count));
  const next = () => goTo(index + 1);
  const prev = () => goTo(index - 1);

  const rootProps = {
    'aria-roledescription': 'carousel',
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'ArrowRight') next();
      else if (e.key === 'ArrowLeft') prev();
      else return;
      e.preventDefault();
    },
  };

  /** Swipes on the slides; a drag must not also count as a click on the slide under it. */
  const swipeProps = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      swipe.current = { x: e.clientX, moved: false };
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const start = swipe.current;
      swipe.current = null;
      if (!start) return;
      const dx = e.clientX - start.x;
      suppressClick.current = Math.abs(dx) > swipeThresholdPx;
      if (dx <= -swipeThresholdPx) next();
      else if (dx >= swipeThresholdPx) prev();
    },
    onPointerCancel: () => {
      swipe.current = null;
    },
    onClickCapture: (e: MouseEvent<HTMLElement>) => {
      if (!suppressClick.current) return;
      suppressClick.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
    style: { touchAction: 'pan-y' },
  } as const;

  /** Announce slide changes politely, but not while the carousel turns by itself. */
  const liveProps = { 'aria-live': autoplaying ? 'off' : 'polite' } as const;

  const slideProps = (i: number) => ({
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': `${i + 1} of ${count}`,
  });

  return {
    index,
    count,
    goTo,
    next,
    prev,
    autoplaying,
    /** Whether the carousel plays when left alone: what the pause/play button shows and toggles. */
    playing: autoplayAllowed,
    canPlay: count > 1 && !reducedMotion,
    togglePlaying: () => setStopped((s) => !s),
    rootProps,
    swipeProps,
    liveProps,
    slideProps,
  };
}

export type Carousel = ReturnType<typeof useCarousel>;
