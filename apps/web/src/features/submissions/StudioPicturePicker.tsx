import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { isSameOrigin } from '../../lib/images';
import { Icon } from '../../components/ui/icons';
import { pictureProblem, pictureTypes, uploadPicture } from './studio-uploads';

/** The covers the site ships (made by the project): a course can start with one of these. */
export const builtInCovers = Array.from(
  { length: 12 },
  (_, i) => `/media/courses/course-${String(i + 1).padStart(2, '0')}.webp`,
);

interface StudioPicturePickerProps {
  label: string;
  /** The picture's address on this site, or '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Told when an upload starts and ends, so the form can wait for it. */
  onUploading?: (uploading: boolean) => void;
  error?: string;
  hint?: string;
  /** Offer the built-in covers beside the upload. */
  builtIns?: readonly string[];
  disabled?: boolean;
  /** `name` of the file input, so a form can move focus to it. */
  name?: string;
}

/**
 * Uploads a picture (re-encoded by the server) with a preview and a spinner, or picks one of the
 * site's own; the built-ins are a radio group, so arrows move between them.
 */
export function StudioPicturePicker({
  label,
  value,
  onChange,
  onUploading,
  error,
  hint = 'PNG, JPEG, WebP or GIF, up to 5 MB',
  builtIns,
  disabled = false,
  name,
}: StudioPicturePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string>();

  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = pictureProblem(file);
    setUploadError(problem);
    if (problem) return;
    setLocalPreview(URL.createObjectURL(file));
    setUploading(true);
    onUploading?.(true);
    try {
      onChange(await uploadPicture(file));
    } catch (err) {
      setUploadError(err instanceof ApiError ? err.message : 'The picture could not be uploaded.');
    } finally {
      setLocalPreview(null);
      setUploading(false);
      onUploading?.(false);
      if (input.current) input.current.value = '';
    }
  };

  const preview = localPreview ?? (isSameOrigin(value) ? value : null);
  const message = uploadError ?? error;
  const describedBy = `${id}-hint${message ? ` ${id}-error` : ''}`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={`bg-base-200 relative grid aspect-[40/26] w-40 shrink-0 place-items-center overflow-hidden rounded-box border sm:w-48 ${message ? 'border-error' : 'border-base-300'}`}
        >
          {preview ? (
            <img
              decoding="async"
              src={preview}
              alt={`${label}: preview`}
              width={192}
              height={125}
              className="size-full object-cover"
            />
          ) : (
            <Icon name="draw" className="text-base-content/50 size-9" />
          )}
          {uploading && (
            <span className="bg-base-100/70 absolute inset-0 grid place-items-center">
              <span className="loading loading-spinner loading-md" aria-hidden="true" />
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <input
            ref={input}
            id={id}
            name={name}
            type="file"
            accept={pictureTypes}
            className="peer sr-only"
            aria-invalid={Boolean(message)}
            aria-describedby={describedBy}
            disabled={uploading || disabled}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <label
            htmlFor={id}
            className={`btn btn-sm btn-outline peer-focus-visible:outline-primary w-fit peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${uploading || disabled ? 'btn-disabled' : ''}`}
          >
            {uploading && (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            )}
            {uploading ? 'Uploading…' : preview ? 'Upload another picture' : 'Upload a picture'}
          </label>
          <p id={`${id}-hint`} className="text-base-content/70 text-xs" aria-live="polite">
            {uploading ? 'Uploading the picture…' : hint}
          </p>
        </div>
      </div>
      {builtIns && builtIns.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-base-content/75 text-sm" id={`${id}-builtins`}>
            Or pick one of ours:
          </p>
          <div
            role="radiogroup"
            aria-labelledby={`${id}-builtins`}
            className="grid grid-cols-4 gap-2 sm:grid-cols-6"
          >
            {builtIns.map((src, index) => (
              <label key={src} className="relative block cursor-pointer">
                <input
                  type="radio"
                  name={`${id}-builtin`}
                  value={src}
                  checked={value === src}
                  disabled={uploading || disabled}
                  onChange={() => {
                    setUploadError(undefined);
                    onChange(src);
                  }}
                  className="peer sr-only"
                  aria-label={`Cover ${index + 1}`}
                />
                {/* The chosen cover is framed; keyboard focus draws a second frame around it. */}
                <img
                  src={src}
                  alt=""
                  width={80}
                  height={52}
                  loading="lazy"
                  decoding="async"
                  className={`bg-base-200 rounded-field peer-focus-visible:outline-primary aspect-[40/26] w-full object-cover peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${value === src ? 'ring-primary ring-2' : ''}`}
                />
              </label>
            ))}
          </div>
        </div>
      )}
      {message && (
        <p id={`${id}-error`} className="text-error text-sm font-medium" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
