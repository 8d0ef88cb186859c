import { useId } from 'react';
import type { LessonDraft } from './studio-lesson-form';

const durationParts = [
  { part: 'minutes', unit: 'min', word: 'minutes' },
  { part: 'seconds', unit: 's', word: 'seconds' },
] as const;

/** A lesson's length in minutes and seconds, under a label that fits its kind. */
export function StudioLessonDuration({
  label,
  draft,
  error,
  onChange,
}: {
  label: string;
  draft: Pick<LessonDraft, 'minutes' | 'seconds'>;
  error: string | undefined;
  onChange: (patch: Partial<LessonDraft>) => void;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-duration-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
      <div className="flex items-center gap-2">
        {durationParts.map(({ part, unit, word }, index) => (
          <label key={part} className={`input w-28 ${error ? 'input-error' : ''}`}>
            <input
              // The first box takes the focus when the length is at fault.
              name={index === 0 ? 'durationSec' : undefined}
              type="text"
              inputMode="numeric"
              aria-label={`${label}: ${word}`}
              className="grow"
              value={draft[part]}
              onChange={(event) => onChange({ [part]: event.target.value })}
            />
            <span className="text-base-content/70 text-sm" aria-hidden="true">
              {unit}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-duration-error`} className="text-error mt-2 text-sm font-medium">
          {error}
        </p>
      )}
    </fieldset>
  );
}
