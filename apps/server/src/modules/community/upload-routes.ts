import { randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { uploadAnswer } from '@glossy/contract';
import { Hono } from 'hono';
import { createApi, createRoute } from '../../platform/api';
import type { AppEnv } from '../../platform/context';
import { AppError, errorBody } from '../../platform/errors';
import { rateLimit } from '../../platform/rate-limit';
import { readOnly } from '../../platform/read-only';
import { parseByteRange } from '../../platform/byte-range';
import { isStorageKey, storageFor } from '../../platform/storage';
import { lessonFiles } from '../classroom/lesson-files';
import { drawingsStore } from '../drawing/store';
import type { ModuleDeps } from '../deps';
import { errorResponse, json, unauthenticated } from '../openapi';
import { maxUploadBytes, toWebp } from './images';

const uploadForm = z.object({
  file: z
    .custom<File>((value) => value instanceof File, 'Attach the picture as the field "file"')
    .openapi({ type: 'string', format: 'binary' }),
});

const upload = createRoute({
  method: 'post',
  path: '/uploads',
  tags: ['community'],
  summary: 'Uploads a picture (multipart field "file", at most 5 MB); stored as WebP',
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } },
  },
  responses: {
    201: json(uploadAnswer, 'The picture’s same-origin URL'),
    400: errorResponse('Not an image we can read'),
    401: unauthenticated,
    413: errorResponse('Larger than 5 MB'),
    415: errorResponse('Not multipart/form-data'),
    429: errorResponse('Too many uploads'),
  },
});

export function uploadRoutes({ config, rateLimiter }: ModuleDeps) {
  const storage = storageFor(config);
  const api = createApi();
  api.use('/uploads', rateLimit(rateLimiter, { name: 'upload', limit: 20, windowMs: 60_000 }));
  return api.openapi(upload, async (c) => {
    const { file } = c.req.valid('form');
    if (file.size > maxUploadBytes) throw new AppError(413, 'Pictures can be at most 5 MB.');
    const webp = await toWebp(new Uint8Array(await file.arrayBuffer()));
    const url = await storage.put(`${randomUUID()}.webp`, webp, 'image/webp');
    return c.json({ url }, 201);
  });
}

const lessonOnly = errorBody(
  403,
  'This file belongs to a course lesson: open the lesson to see it.',
);
const drawingOnly = errorBody(403, 'This picture belongs to a private drawing.');
const projectOnly = errorBody(
  403,
  'This picture belongs to a hand-in: open it from the dashboard.',
);

/**
 * GET /uploads/:key, outside /api. Keys are random and never rewritten, so a public file is cached
 * for good. A file of a paid lesson, or the picture of a private drawing, answers only a valid
 * signed link (platform/file-links), cached privately until the link expires. Byte ranges are answered (206) so that a video player can seek
 * without loading the whole file. Files are only read: any other method is a 405.
 */
export function uploadedFiles({
  config,
  db,
  fileLinks,
}: Pick<ModuleDeps, 'config' | 'db' | 'fileLinks'>) {
  const storage = storageFor(config);
  const guarded = lessonFiles(db);
  const drawings = drawingsStore(db);
  /** Why a file needs a signed link, or null when anyone may fetch it. */
  const refusal = async (key: string) => {
    if (key.startsWith('drawing-')) return (await drawings.isPublicFile(key)) ? null : drawingOnly;
    if (key.startsWith('project-')) return projectOnly;
    return (await guarded.isProtected(key)) ? lessonOnly : null;
  };
  return new Hono<AppEnv>().use('/uploads/*', readOnly()).get('/uploads/:key', async (c) => {
    const key = c.req.param('key');
    const file = isStorageKey(key) ? await storage.open(key) : null;
    if (!file) return c.json(errorBody(404, 'No such file'), 404);
    const secondsLeft = fileLinks.verify(key, c.req.query('exp'), c.req.query('sig'));
    const refused = secondsLeft === null ? await refusal(key) : null;
    if (refused) return c.json(refused, 403, { 'Cache-Control': 'no-store' });
    const headers = {
      'Content-Type': file.contentType,
      'Cache-Control':
        secondsLeft === null
          ? 'public, max-age=31536000, immutable'
          : `private, max-age=${secondsLeft}`,
      'Accept-Ranges': 'bytes',
    };
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
