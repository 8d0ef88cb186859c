import type { UploadAnswer } from '@glossy/contract';
import { ApiError, savedToken } from '../../lib/api';

export { pictureProblem, pictureTypes, uploadPicture } from '../../lib/picture-upload';

export const videoTypes = ['video/mp4', 'video/webm'] as const;
type VideoType = (typeof videoTypes)[number];
export const isVideoType = (type: string): type is VideoType =>
  (videoTypes as readonly string[]).includes(type);

export interface UploadProgress {
  loaded: number;
  total: number;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const error = (body as { error?: { message?: unknown; fields?: unknown } } | null)?.error;
  if (typeof error?.message === 'string') {
    const fields =
      error.fields && typeof error.fields === 'object'
        ? (error.fields as Record<string, string>)
        : {};
    return new ApiError(xhr.status, error.message, fields);
  }
  if (xhr.status === 413) return new ApiError(413, 'The video is too large.');
  if (xhr.status === 415) return new ApiError(415, 'That file is not an MP4 or WebM video.');
  return new ApiError(xhr.status, xhr.statusText || 'The video could not be uploaded.');
}

/**
 * POST /api/uploads/videos with the file itself as the body. XMLHttpRequest rather than fetch,
 * because only it reports how much of the body has been sent.
 */
export function uploadVideo(
  file: File,
  {
    onProgress,
    signal,
  }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!isVideoType(file.type)) {
      reject(new ApiError(415, 'Choose an MP4 or WebM video.'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads/videos');
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = savedToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((JSON.parse(xhr.responseText) as UploadAnswer).url);
        } catch {
          reject(new ApiError(xhr.status, 'The server’s answer could not be read.'));
        }
      } else reject(errorOf(xhr));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'Cannot reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The length of a local video file in whole seconds, read by the browser; 0 when unknown. */
export function videoDuration(file: Blob): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (seconds: number) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done(0);
    video.src = url;
  });
}

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 * 1024
    ? `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`
    : bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`;
