import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/context';
import { errorBody } from '../../platform/http/errors';
import { parseByteRange } from '../../platform/http/byte-range';
import { readOnly } from '../../platform/http/read-only';
import { isStorageKey } from '../../platform/storage/storage';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import type { FileRule, FileVerdict } from './file-rules';
import { uploadsStore } from './store';

const forGood = 'public, max-age=31536000, immutable';
/** Kept, but asked again each time: the answer is a cheap 304 until the file's access narrows. */
const askAgain = 'public, no-cache';

/**
 * GET /uploads/:key, outside /api: the one place that decides who may fetch an uploaded file.
 * Each domain registers a rule for the files it knows (a drawing's picture, a hand-in, a lesson's
 * files); the first that knows the file decides. A file no rule keeps is open, and cached for
 * good only once a public place has named it, since nothing can narrow it after that. A kept file
 * answers only a valid signed link (platform/storage/file-links), cached privately until the link expires.
 * Byte ranges are answered (206) so that a video player can seek without loading the whole file.
 */
export function fileRoutes(
  { config, db, fileLinks }: Pick<ModuleDeps, 'config' | 'db' | 'fileLinks'>,
  rules: FileRule[],
) {
  const storage = storageFor(config);
  const registry = uploadsStore(db);

  async function verdictOn(key: string): Promise<FileVerdict> {
    for (const rule of rules) {
      const verdict = await rule(key);
      if (verdict) return verdict;
    }
    return { open: true, settled: (await registry.find(key))?.use === 'public' };
  }

  return new Hono<AppEnv>().use('/uploads/*', readOnly()).get('/uploads/:key', async (c) => {
    const key = c.req.param('key');
    const file = isStorageKey(key) ? await storage.open(key) : null;
    if (!file) return c.json(errorBody(404, 'No such file'), 404);
    const secondsLeft = fileLinks.verify(key, c.req.query('exp'), c.req.query('sig'));
    const verdict = secondsLeft === null ? await verdictOn(key) : null;
    if (verdict && !verdict.open) {
      return c.json(errorBody(403, verdict.message), 403, { 'Cache-Control': 'no-store' });
    }
    const etag = `"${key}-${file.size}"`;
    const headers = {
      'Content-Type': file.contentType,
      'Cache-Control': verdict
        ? verdict.settled
          ? forGood
          : askAgain
        : `private, max-age=${secondsLeft}`,
      'Accept-Ranges': 'bytes',
      ETag: etag,
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const range = parseByteRange(c.req.header('range'), file.size);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
    }
    if (!range) {
      const whole = { ...headers, 'Content-Length': String(file.size) };
      return file.size ? c.body(file.read(0, file.size - 1), 200, whole) : c.body(null, 200, whole);
    }
    return c.body(file.read(range.start, range.end), 206, {
      ...headers,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
    });
  });
}
