import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { paths } from '../../paths';
import { isStorageKey, uploadsPath } from '../../platform/storage/storage';
import { videoSeconds } from './video-length';

const builtIn = /^\/media\/[a-z0-9][a-z0-9_/-]*\.(mp4|webm)$/;

/**
 * The real length of a lesson's video: an upload's as measured when it arrived, a built-in
 * file's read once from the web app's folder. Null when it cannot be known (an upload from
 * before lengths were kept, a file without one in its header).
 */
export function videoLengths(db: Db, mediaRoot = paths.webPublic) {
  const builtInLengths = new Map<string, Promise<number | null>>();

  const ofBuiltIn = (url: string, extension: 'mp4' | 'webm') => {
    let length = builtInLengths.get(url);
    if (!length) {
      const file = path.join(mediaRoot, ...url.split('/').filter(Boolean));
      length = file.startsWith(path.join(mediaRoot, 'media') + path.sep)
        ? readFile(file).then(
            (bytes) => videoSeconds(extension, bytes),
            () => null,
          )
        : Promise.resolve(null);
      builtInLengths.set(url, length);
    }
    return length;
  };

  return {
    async of(url: string | null): Promise<number | null> {
      if (!url) return null;
      const media = builtIn.exec(url);
      if (media) return ofBuiltIn(url, media[1] as 'mp4' | 'webm');
      // An upload, possibly as a signed link: its key is the path's last part, before any query.
      const [filePath = ''] = url.split('?', 1);
      const key = filePath.slice(uploadsPath.length + 1);
      if (!filePath.startsWith(`${uploadsPath}/`) || !isStorageKey(key)) return null;
      const [row] = await db
        .select({ seconds: uploads.mediaSec })
        .from(uploads)
        .where(eq(uploads.key, key));
      return row?.seconds ?? null;
    },
  };
}

export type VideoLengths = ReturnType<typeof videoLengths>;
