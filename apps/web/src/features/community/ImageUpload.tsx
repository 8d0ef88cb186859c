import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { pictureProblem, uploadPicture } from '../../lib/picture-upload';
import { ImageIcon } from './icons';
import { isSameOrigin } from '../../lib/images';

export interface ImageUploadState {
  /** The stored picture's address, or '' for none. */
  url: string;
  uploading: boolean;
}

/**
 * Picks a picture and uploads it at once, showing a preview and a spinner meanwhile; until a new
 * one is chosen the current picture stays.
 */
export function ImageUpload({
  label,
  current,
  shape = 'wide',
  onChange,
}: {
  label: string;
  current: string | null;
  shape?: 'round' | 'wide';
  onChange: (state: ImageUploadState) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(isSameOrigin(current) ? current : null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const [localUrl, setLocalUrl] = useState<string | null>(null);

  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    const objectUrl = URL.createObjectURL(file);
    setLocalUrl(objectUrl);
    setPreview(objectUrl);
    setUploading(true);
    onChange({ url: current ?? '', uploading: true });
    try {
      const url = await uploadPicture(file);
      setPreview(url);
      onChange({ url, uploading: false });
    } catch (err) {
      setPreview(isSameOrigin(current) ? current : null);
      setError(err instanceof ApiError ? err.message : 'The picture could not be uploaded.');
      onChange({ url: current ?? '', uploading: false });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const frame =
    shape === 'round' ? 'size-20 rounded-full' : 'h-20 w-full max-w-48 rounded-box sm:w-48';
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={`bg-base-200 border-base-300 relative grid shrink-0 place-items-center overflow-hidden border ${frame}`}
        >
          {preview ? (
            <img
              decoding="async"
              src={preview}
              alt={`${label} preview`}
              width={shape === 'round' ? 80 : 192}
              height={80}
              className="size-full object-cover"
            />
          ) : (
            <ImageIcon className="text-base-content/50 size-7" />
          )}
          {uploading && (
            <span className="bg-base-100/70 absolute inset-0 grid place-items-center">
              <span className="loading loading-spinner loading-md" aria-hidden="true" />
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="peer sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-status`}
            disabled={uploading}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <label
            htmlFor={id}
            className={`btn btn-sm btn-outline peer-focus-visible:outline-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${uploading ? 'btn-disabled' : ''}`}
          >
            {preview ? 'Choose another' : 'Choose a picture'}
          </label>
          <p id={`${id}-status`} className="text-base-content/70 text-xs" aria-live="polite">
            {uploading ? 'Uploading…' : 'PNG, JPEG, WebP or GIF, up to 5 MB'}
          </p>
        </div>
      </div>
      {error && (
        <p className="text-error text-sm font-medium" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
