import { invalidInput } from '../../platform/errors';
import { isStorageKey, type Storage } from '../../platform/storage';

export type MediaKind = 'picture' | 'video' | 'captions';

const extensions: Record<MediaKind, readonly string[]> = {
  picture: ['webp', 'png', 'jpg', 'jpeg', 'avif'],
  video: ['mp4', 'webm'],
  captions: ['vtt'],
};

/** Built-in files the web app ships under /media: lower-case names, no way out of the folder. */
const builtInPath = /^\/media\/[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.([a-z0-9]+)$/;
const uploadPath = /^\/uploads\/([^/]+)$/;
/** A signed link (platform/file-links) names the same upload: the studio sends back what it got. */
const signedLink = /\?exp=\d+&sig=[\w-]+$/;

const refusals: Record<MediaKind, string> = {
  picture: 'Upload the picture here, or pick one of ours; pictures from other sites are not used',
  video: 'Upload the video here (MP4 or WebM); videos from other sites are not used',
  captions: 'Upload the captions here (a WebVTT file); captions from other sites are not used',
};

const refused = (field: string, kind: MediaKind) => {
  const message = refusals[kind];
  return invalidInput({ [field]: message });
};

/**
 * Checks that a picture or video named by a client is one this site serves, and answers it as a
 * path on this site: an upload that exists, or a built-in file. An absolute URL is accepted only
 * on our own origin; a signed link to an upload is answered as the upload's plain path. Nothing is
 * ever fetched from elsewhere, so nothing can be hot-linked.
 */
export function siteMedia(storage: Storage, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  const toPath = (link: string): string | null => {
    const value = link.replace(signedLink, '');
    if (value.startsWith('/')) return value;
    try {
      const url = new URL(value);
      return url.origin === origin && !url.search && !url.hash ? url.pathname : null;
    } catch {
      return null;
    }
  };
  return async function check(field: string, value: string, kind: MediaKind): Promise<string> {
    const sitePath = toPath(value);
    const builtIn = sitePath?.match(builtInPath);
    if (builtIn) {
      if (!extensions[kind].includes(builtIn[2]!)) throw refused(field, kind);
      return sitePath!;
    }
    const key = sitePath?.match(uploadPath)?.[1];
    if (!key || !isStorageKey(key) || !extensions[kind].includes(key.split('.').pop()!)) {
      throw refused(field, kind);
    }
    if (!(await storage.exists(key))) {
      const message = 'That upload does not exist; upload the file again';
      throw invalidInput({ [field]: message });
    }
    return sitePath!;
  };
}

export type SiteMediaCheck = ReturnType<typeof siteMedia>;
