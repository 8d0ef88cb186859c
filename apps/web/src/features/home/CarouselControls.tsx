import { PauseIcon, PlayIcon } from './icons';
import type { Carousel } from './useCarousel';

interface CarouselControlsProps {
  carousel: Carousel;
  /** What a slide is, for the button labels: "artwork", "review". */
  noun: string;
}

const arrowButton = 'btn btn-circle btn-outline border-base-300 bg-base-100 hover:border-primary';

/** Previous / dots / next, and pause/play while autoplay is possible. */
export function CarouselControls({ carousel, noun }: CarouselControlsProps) {
  const { index, count, goTo, next, prev, playing, canPlay, togglePlaying } = carousel;
  return (
    <div className="mt-8 flex items-center justify-center gap-3 sm:gap-4">
      <button type="button" className={arrowButton} onClick={prev} aria-label={`Previous ${noun}`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="m15 5-7 7 7 7" />
        </svg>
      </button>
      <ul className="flex items-center">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              className="group flex size-6 items-center justify-center"
              onClick={() => goTo(i)}
              aria-label={`Show ${noun} ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all duration-300 ${i === index ? 'bg-primary w-5' : 'bg-base-content/30 group-hover:bg-base-content/60 w-2'}`}
              />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={arrowButton} onClick={next} aria-label={`Next ${noun}`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="m9 5 7 7-7 7" />
        </svg>
      </button>
      {canPlay && (
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm"
          onClick={togglePlaying}
          aria-label={playing ? `Stop rotating ${noun}s` : `Start rotating ${noun}s`}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
    </div>
  );
}
