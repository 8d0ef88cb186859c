import type { Db } from '../../db/client';
import type { UserRecord } from '../../platform/http/context';
import { invalidInput } from '../../platform/http/errors';
import { isStorageKey, uploadsPath, type Storage } from '../../platform/storage/storage';
import { uploadsStore, type FileKind, type FileUse } from './store';

const extensions: Record<FileKind, readonly string[]> = {
  picture: ['webp', 'png', 'jpg', 'jpeg', 'avif'],
  video: ['mp4', 'webm'],
  captions: ['vtt'],
};

/** Built-in files the web app ships under /media: lower-case names, no way out of the folder. */
const builtInPath = /^\/media\/[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.([a-z0-9]+)$/;
const uploadPath = /^\/uploads\/([^/]+)$/;
/** A signed link (platform/storage/file-links) names the same upload: the studio sends back what it got. */
const signedLink = /\?exp=\d+&sig=[\w-]+$/;

const refusals: Record<FileKind, string> = {
  picture: 'Upload the picture here, or pick one of ours; pictures from other sites are not used',
  video: 'Upload the video here (MP4 or WebM); videos from other sites are not used',
  captions: 'Upload the captions here (a WebVTT file); captions from other sites are not used',
};

const otherUse: Record<FileUse, string> = {
  public:
    'That file belongs to a course lesson, which only its students may see; upload the picture again to show it here',
  lesson:
    'That file is already shown publicly (a cover, a post or a profile); upload it again for the lesson',
};

/** Who names the files: their own uploads, or any for an admin. */
export type FileActor = Pick<UserRecord, 'id' | 'role'>;

const refused = (field: string, message: string) => invalidInput({ [field]: message });

/** A file a request named, checked: its path on this site, and the upload's key if it is one. */
export interface NamedFile {
  path: string;
  key: string | null;
}

/**
 * Checks the pictures and videos a request names. Each must be one this site serves: a built-in
 * file, or an upload of the caller's own (any upload for an admin) whose kind fits and that no
 * place of the other use has named. A file named by a lesson stays the lesson's, and a file once
 * public is never narrowed, so what a request names can never open a paid file to everyone.
 * An absolute URL is accepted only on our own origin; a signed link counts as the upload's path.
 * Nothing is ever fetched from elsewhere.
 */
export function namedFiles(db: Db, storage: Storage, publicUrl: string) {
  const registry = uploadsStore(db);
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

  /** `actor` is null for someone who has no account yet, and so no uploads. */
  async function check(
    actor: FileActor | null,
    field: string,
    value: string,
    kind: FileKind,
    use: FileUse,
  ): Promise<NamedFile> {
    const sitePath = toPath(value);
    const builtIn = sitePath?.match(builtInPath);
    if (builtIn) {
      if (!extensions[kind].includes(builtIn[2]!)) throw refused(field, refusals[kind]);
      return { path: sitePath!, key: null };
    }
    const key = sitePath?.match(uploadPath)?.[1];
    if (!key || !isStorageKey(key) || !extensions[kind].includes(key.split('.').pop()!)) {
      throw refused(field, refusals[kind]);
    }
    const upload = await registry.find(key);
    const admin = actor?.role === 'admin';
    if (upload ? upload.ownerId !== actor?.id && !admin : !admin) {
      throw refused(field, 'That file is not one of your uploads; upload it here');
    }
    if (upload && upload.kind !== kind) throw refused(field, refusals[kind]);
    if (upload?.use && upload.use !== use) throw refused(field, otherUse[use]);
    if (!(await storage.exists(key))) {
      throw refused(field, 'That upload does not exist; upload the file again');
    }
    return { path: `${uploadsPath}/${key}`, key };
  }

  return {
    check,
    /** The same check for an optional field: empty stays empty. */
    async checkOptional(
      actor: FileActor | null,
      field: string,
      value: string | null | undefined,
      kind: FileKind,
      use: FileUse,
    ): Promise<NamedFile | null> {
      return value ? check(actor, field, value, kind, use) : null;
    },
    /**
     * Several optional fields of one kind and use: each non-empty one checked and answered as its
     * path on this site, empty or missing ones as they came.
     */
    async checkFields<Field extends string>(
      actor: FileActor | null,
      values: Partial<Record<Field, string>>,
      kind: FileKind,
      use: FileUse,
    ): Promise<{ paths: Partial<Record<Field, string>>; named: NamedFile[] }> {
      const paths = { ...values };
      const named: NamedFile[] = [];
      for (const [field, value] of Object.entries(values) as [Field, string | undefined][]) {
        if (!value) continue;
        const file = await check(actor, field, value, kind, use);
        paths[field] = file.path;
        named.push(file);
      }
      return { paths, named };
    },
    /** After the write that names them: the files' first use is now fixed. */
    claim(files: (NamedFile | null | undefined)[], use: FileUse): Promise<void> {
      const keys = files.flatMap((file) => (file?.key ? [file.key] : []));
      return registry.claim(keys, use);
    },
  };
}

export type NamedFiles = ReturnType<typeof namedFiles>;
