import { useEffect, useId, useRef, useState } from 'react';
import { pictureProblem, pictureTypes } from '../../lib/picture-upload';

/**
 * 'Or upload a picture' beside the Photo URL field: the chosen file is kept (with a preview) and
 * goes up once the account exists, since an upload belongs to an account.
 */
export function SignupPicturePicker({
  picture,
  onPick,
}: {
  picture: File | null;
  onPick: (picture: File | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!picture) return setPreview(null);
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = pictureProblem(file);
    setError(problem);
    if (!problem) onPick(file);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-3">
        {preview && (
          <img
            decoding="async"
            src={preview}
            alt="Your chosen picture"
            className="size-12 rounded-full object-cover"
          />
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept={pictureTypes}
          className="peer sr-only"
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => pick(event.target.files?.[0])}
        />
        {/* The input is hidden but focusable: its label, styled as a button, shows its focus. */}
        <label
          htmlFor={id}
          className="btn btn-outline btn-sm peer-focus-visible:outline-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2"
        >
          {picture ? 'Choose another picture' : 'Or upload a picture'}
        </label>
        {picture && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              onPick(null);
              if (input.current) input.current.value = '';
            }}
          >
            Remove the picture
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
