import { useId } from 'react';
import { isSameOrigin } from '../../lib/images';

/** The event pictures the site ships (made by the project). */
const builtInPictures = Array.from(
  { length: 10 },
  (_, i) => `/media/events/event-${String(i + 1).padStart(2, '0')}.webp`,
);

interface EventPictureFieldProps {
  value: string;
  onChange: (url: string) => void;
  /** The event's picture when the form opened: kept on offer even if it is not one of ours. */
  current?: string;
  error?: string;
}

/**
 * The event's picture, one of the site's own; a radio group, so arrows move between them. An
 * event whose picture was uploaded keeps it on offer first.
 */
export function EventPictureField({ value, onChange, current, error }: EventPictureFieldProps) {
  const id = useId();
  const pictures =
    current && !builtInPictures.includes(current) ? [current, ...builtInPictures] : builtInPictures;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-semibold">Picture</legend>
      <div className="grid grid-cols-5 gap-2">
        {pictures.map((src, index) => {
          const label =
            src === current && !builtInPictures.includes(src)
              ? 'The current picture'
              : `Picture ${builtInPictures.indexOf(src) + 1}`;
          return (
            <label key={src} className="relative block cursor-pointer">
              <input
                type="radio"
                name={`${id}-picture`}
                value={src}
                checked={value === src}
                onChange={() => onChange(src)}
                className="peer sr-only"
                aria-label={label}
                aria-invalid={Boolean(error)}
              />
              {/* The chosen picture is framed; keyboard focus draws a second frame, apart, around it. */}
              {isSameOrigin(src) ? (
                <img
                  src={src}
                  alt=""
                  width={96}
                  height={58}
                  loading={index < 5 ? 'eager' : 'lazy'}
                  decoding="async"
                  className={`bg-base-200 rounded-field peer-focus-visible:outline-base-content aspect-[5/3] w-full object-cover peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 ${value === src ? 'ring-primary ring-3' : 'opacity-80 hover:opacity-100'}`}
                />
              ) : (
                <span
                  className={`bg-base-200 rounded-field grid aspect-[5/3] w-full place-items-center text-xs ${value === src ? 'ring-primary ring-3' : ''}`}
                >
                  Current
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-error text-sm font-medium">
          {error}
        </p>
      )}
    </fieldset>
  );
}
