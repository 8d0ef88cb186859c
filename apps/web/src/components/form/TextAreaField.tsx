import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled multi-line field whose error is announced with it. */
export function TextAreaField({
  label,
  error,
  className = '',
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`textarea w-full text-base ${error ? 'textarea-error' : ''} ${className}`}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
