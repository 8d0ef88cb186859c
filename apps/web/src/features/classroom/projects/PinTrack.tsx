import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { pinJumpLabel, timeFraction, type Pin } from './critique-format';

interface Props {
  pins: readonly Pin[];
  /** The replay's length in ms; 0 until it is ready (the markers wait for it). */
  total: number;
  activeId: string | null;
  onJump: (pin: Pin) => void;
  /** The replay's controls: the markers line up with the scrubber among them. */
  children: ReactNode;
}

interface Track {
  left: number;
  width: number;
}

/**
 * The pins of a critique as markers along the replay's scrubber, each at its moment: a button
 * that jumps there. The controls are the replay page's own; the markers' row is laid over the
 * width of their range input (measured, and again whenever the controls change size), inset by
 * half the thumb (ReplayScrubber's 1.75rem) at each end, where the thumb's centre runs.
 */
export function PinTrack({ pins, total, activeId, onJump, children }: Props) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const [track, setTrack] = useState<Track | null>(null);

  useLayoutEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    const range = wrap.querySelector('input[type="range"]');
    if (!range) return;
    const measure = () => {
      const outer = wrap.getBoundingClientRect();
      const inner = range.getBoundingClientRect();
      const next = { left: inner.left - outer.left, width: inner.width };
      setTrack((now) => (now && now.left === next.left && now.width === next.width ? now : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The range narrows as the clock beside it grows ('1:02:05 / 1:10:00'), not only with the page.
    const observer = new ResizeObserver(measure);
    observer.observe(wrap);
    observer.observe(range);
    return () => observer.disconnect();
  }, []);

  const ready = total > 0 && pins.length > 0;
  const lane: CSSProperties | undefined =
    track && track.width > 0 ? { marginLeft: track.left, width: track.width } : undefined;

  return (
    <div ref={wrapRef}>
      {ready && (
        <ol aria-label="Pins on the timeline" className="relative h-11" style={lane}>
          {pins.map((pin) => {
            const active = pin.comment._id === activeId;
            const at = { '--at': timeFraction(pin.comment.atMs, total) } as CSSProperties;
            return (
              <li
                key={pin.comment._id}
                data-at-ms={pin.comment.atMs}
                className="absolute top-0 left-[calc(0.875rem_+_(100%_-_1.75rem)_*_var(--at))] -translate-x-1/2 focus-within:z-10 hover:z-10"
                style={at}
              >
                <button
                  type="button"
                  aria-label={pinJumpLabel(pin)}
                  title={pinJumpLabel(pin)}
                  aria-current={active ? 'true' : undefined}
                  className="group grid size-11 place-items-end justify-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2"
                  onClick={() => onJump(pin)}
                >
                  <PinShape teacher={pin.comment.fromTeacher} active={active} />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {children}
    </div>
  );
}

/** A map pin: the instructor's in the brand's colour, a student's question in the accent. */
export function PinShape({
  teacher,
  active,
  className = 'size-7',
}: {
  teacher: boolean;
  active: boolean;
  className?: string;
}) {
  const colour = teacher ? 'text-primary' : 'text-accent';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} ${colour} drop-shadow-sm transition-transform motion-reduce:transition-none ${
        active ? 'scale-125' : 'group-hover:scale-110'
      }`}
    >
      <path
        d="M12 22s-7-6.2-7-12a7 7 0 1 1 14 0c0 5.8-7 12-7 12z"
        fill="currentColor"
        stroke="white"
        strokeWidth={1.5}
      />
      <circle cx="12" cy="10" r="2.6" fill="white" />
    </svg>
  );
}
