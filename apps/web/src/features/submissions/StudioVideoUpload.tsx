import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { isSameOrigin } from '../../lib/images';
import { formatBytes, isVideoType, uploadVideo, videoDuration } from './studio-uploads';

interface StudioVideoUploadProps {
  label: string;
  /** The video's address on this site, or '' for none. */
  value: string;
  onChange: (url: string) => void;
  onUploading?: (uploading: boolean) => void;
  /** The uploaded file's length in seconds, when the browser can tell. */
  onDuration?: (seconds: number) => void;
  error?: string;
  /** Offer to remove the video (an optional one). */
  removable?: boolean;
  disabled?: boolean;
  name?: string;
}

interface Progress {
  loaded: number;
  total: number;
  name: string;
}

/** Uploads an MP4 or WebM video with a progress bar (and a way to stop), then previews it. */
export function StudioVideoUpload({
  label,
  value,
  onChange,
  onUploading,
  onDuration,
  error,
  removable = false,
  disabled = false,
  name,
}: StudioVideoUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [uploadError, setUploadError] = useState<string>();

  // Leaving the page (or closing the dialog) stops an upload nobody will use.
  useEffect(() => () => abort.current?.abort(), []);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!isVideoType(file.type)) {
      setUploadError('Choose an MP4 or WebM video.');
      if (input.current) input.current.value = '';
      return;
    }
    setUploadError(undefined);
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ loaded: 0, total: file.size, name: file.name });
    onUploading?.(true);
    try {
      const [url, seconds] = await Promise.all([
        uploadVideo(file, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => setProgress({ loaded, total, name: file.name }),
        }),
        videoDuration(file),
      ]);
      onChange(url);
      if (seconds) onDuration?.(seconds);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') {
        setUploadError(controller.signal.aborted ? 'Upload cancelled.' : undefined);
      } else {
        setUploadError(err instanceof ApiError ? err.message : 'The video could not be uploaded.');
      }
    } finally {
      if (abort.current === controller) abort.current = null;
      setProgress(null);
      onUploading?.(false);
      if (input.current) input.current.value = '';
    }
  };

  const uploading = progress !== null;
  const percent =
    progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const message = uploadError ?? error;
  const hintId = `${id}-hint`;
  const describedBy = `${hintId}${message ? ` ${id}-error` : ''}`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
      {isSameOrigin(value) && !uploading && (
        <video
          src={value}
          controls
          preload="metadata"
          aria-label={`${label}: preview`}
          className="rounded-box aspect-video w-full max-w-md bg-black"
        />
      )}
      {uploading ? (
        <div className="flex max-w-md flex-col gap-2" aria-live="polite">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="truncate font-medium">{progress.name}</span>
            <span className="text-base-content/75 shrink-0 tabular-nums">
              {formatBytes(progress.loaded)} of {formatBytes(progress.total)}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={`Uploading ${progress.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="bg-base-300 h-3 w-full overflow-hidden rounded-full"
          >
            <div
              className="bg-primary h-full rounded-full transition-all duration-200"
              style={{ width: `${percent}%` }}
            />
          </div>
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm font-semibold tabular-nums">{percent}%</span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => abort.current?.abort()}
            >
              Cancel upload
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={id}
            name={name}
            type="file"
            accept="video/mp4,video/webm"
            className="peer sr-only"
            aria-invalid={Boolean(message)}
            aria-describedby={describedBy}
            disabled={disabled}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <label
            htmlFor={id}
            className={`btn btn-sm btn-outline peer-focus-visible:outline-primary w-fit peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${disabled ? 'btn-disabled' : ''}`}
          >
            {isSameOrigin(value) ? 'Upload another video' : 'Upload a video'}
          </label>
          {removable && isSameOrigin(value) && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={disabled}
              onClick={() => onChange('')}
            >
              Remove video
            </button>
          )}
        </div>
      )}
      <p id={hintId} className="text-base-content/70 text-xs">
        MP4 or WebM. Large files take a while: keep this page open until it reaches 100%.
      </p>
      {message && (
        <p id={`${id}-error`} className="text-error text-sm font-medium" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
