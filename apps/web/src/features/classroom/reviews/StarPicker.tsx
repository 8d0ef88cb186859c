import { useId, useState } from 'react';

const words = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
const values = [1, 2, 3, 4, 5] as const;

/** '4 stars: Very good', what each choice says. */
export const ratingWords = (value: number) =>
  `${value} ${value === 1 ? 'star' : 'stars'}: ${words[value] ?? ''}`;

/**
 * Five native radio buttons under the stars, so arrows, Tab and screen readers behave as with any
 * radio group; the stars up to the one pointed at (or chosen) light up.
 */
export function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
}) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Your rating</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {values.map((star) => (
            <label key={star} className="cursor-pointer" onMouseEnter={() => setHovered(star)}>
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                aria-label={ratingWords(star)}
                aria-invalid={Boolean(error)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`rounded-field block px-1 text-3xl leading-none transition-colors peer-focus-visible:outline-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${
                  star <= lit ? 'text-amber-500' : 'text-base-content/50'
                }`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        <p className="text-base-content/75 text-sm" aria-hidden="true">
          {lit > 0 ? words[lit] : 'Choose 1 to 5 stars'}
        </p>
      </div>
      {error && (
        <p id={`${name}-error`} className="text-error mt-1 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
