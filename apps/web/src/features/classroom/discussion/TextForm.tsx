import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';

const maxLength = 2000;

/**
 * One text and a send button: asking a question, replying under one, answering from the
 * dashboard. The contract's checks and words (questionInput, answerInput) answer before sending;
 * the server's message for the text shows by the field too.
 */
export function TextForm({
  label,
  emptyMessage,
  submitLabel,
  placeholder,
  onSend,
  rows = 3,
  showLabel = false,
}: {
  label: string;
  /** The contract's message for an empty text ('Write your question'). */
  emptyMessage: string;
  submitLabel: string;
  placeholder?: string;
  /** Resolves once sent (the form empties), rejects with the reason. */
  onSend: (text: string) => Promise<unknown>;
  rows?: number;
  showLabel?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setError(emptyMessage);
    if (value.length > maxLength) return setError(`Keep it under ${maxLength} characters`);
    setError(undefined);
    setPending(true);
    onSend(value)
      .then(
        () => setText(''),
        (err: unknown) =>
          setError(
            err instanceof ApiError
              ? (err.fields.text ?? err.message)
              : 'It was not sent. Try again.',
          ),
      )
      .finally(() => setPending(false));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={text}
        maxLength={maxLength + 100}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`textarea w-full text-base ${error ? 'textarea-error' : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="text-error text-sm font-medium">
          {error}
        </p>
      )}
      <div>
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={pending}
          aria-busy={pending}
        >
          {pending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
