import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { Dialog } from '../../../components/ui/Dialog';

/** Asks for a drawing's title (Save as), then runs `onSave`; the server's message shows on failure. */
export function TitleDialog({
  open,
  heading,
  initial,
  action,
  onSave,
  onClose,
}: {
  open: boolean;
  heading: string;
  initial: string;
  action: string;
  onSave: (title: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title={heading} onClose={onClose} size="sm">
      <TitleForm initial={initial} action={action} onSave={onSave} onClose={onClose} />
    </Dialog>
  );
}

function TitleForm({
  initial,
  action,
  onSave,
  onClose,
}: {
  initial: string;
  action: string;
  onSave: (title: string) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setError('Give the drawing a title');
    setPending(true);
    try {
      await onSave(trimmed);
      onClose();
    } catch (err) {
      setError(
        err instanceof ApiError
          ? (err.fields.title ?? err.message)
          : 'The drawing could not be saved.',
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className="label mb-1 text-sm font-medium">
        Title
      </label>
      <input
        id={id}
        className="input w-full"
        value={title}
        maxLength={120}
        onChange={(event) => setTitle(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        data-autofocus
      />
      {error && (
        <p id={`${id}-error`} className="text-error mt-2 text-sm">
          {error}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {action}
        </button>
      </div>
    </form>
  );
}
