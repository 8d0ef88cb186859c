import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra control inside the input row, e.g. a show-password button. */
  trailing?: ReactNode;
}

/** A labelled input whose error and hint are announced with it. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  className = '',
  ...input
}: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className={`input w-full ${error ? 'input-error' : ''} ${className}`}>
        <input
          id={id}
          className="grow"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <div id={`${id}-hint`} className="text-base-content/70 text-sm">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
