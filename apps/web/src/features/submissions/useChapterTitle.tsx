import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { messageOf } from './submission-queries';

/**
 * A chapter title being written: its value, its message and the save in flight. `save` gets the
 * trimmed title; a refusal from the server is said under the field.
 */
export function useChapterTitle(initial: string, save: (title: string) => Promise<unknown>) {
  const id = useId();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = title.trim();
    if (!value) return setError('Give the chapter a title');
    setPending(true);
    try {
      await save(value);
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.title ?? err.message) : messageOf(err, ''));
    } finally {
      setPending(false);
    }
  };
  const input = {
    id,
    type: 'text',
    maxLength: 150,
    autoComplete: 'off',
    value: title,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setTitle(event.target.value);
      setError(undefined);
    },
  };
  const message = error && (
    <p id={`${id}-error`} className="text-error text-sm font-medium">
      {error}
    </p>
  );
  return {
    id,
    error,
    pending,
    input,
    message,
    setTitle,
    onSubmit: (event: FormEvent) => void submit(event),
  };
}
