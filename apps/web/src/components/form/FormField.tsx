import { useId, type ReactNode } from 'react';

/** What a field's control needs so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  error?: string;
  /** Shown under the control, right-aligned (e.g. a character counter). */
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and error message under it. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {(error || hint) && (
        <div className="flex items-start justify-between gap-4 text-sm">
          <p id={errorId} className="text-error font-medium">
            {error}
          </p>
          {hint && (
            <p id={hintId} className="text-base-content/70 shrink-0 tabular-nums">
              {hint}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
