import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { uploadAnswer } from '@glossy/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createApi } from '../../platform/api';
import { requireUser } from '../../platform/caller';
import type { AppEnv } from '../../platform/context';
import { AppError, errorBody } from '../../platform/errors';
import { rateLimit } from '../../platform/rate-limit';
import { isStorageKey, storageFor } from '../../platform/storage';
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

/** Runs before the body is parsed, so an anonymous caller gets 401 whatever it sent. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  await requireUser(c.var.caller);
  await next();
});

export function uploadRoutes({ config, rateLimiter }: ModuleDeps) {
  const storage = storageFor(config);
  const api = createApi();
  api.use('/uploads', rateLimit(rateLimiter, { name: 'upload', limit: 20, windowMs: 60_000 }));
  api.use('/uploads', signedIn);
  return api.openapi(upload, async (c) => {
    const { file } = c.req.valid('form');
    if (file.size > maxUploadBytes) throw new AppError(413, 'Pictures can be at most 5 MB.');
    const webp = await toWebp(new Uint8Array(await file.arrayBuffer()));
    const url = await storage.put(`${randomUUID()}.webp`, webp, 'image/webp');
    return c.json({ url }, 201);
  });
}

/** GET /uploads/:key, outside /api: keys are random and never rewritten, so cache for good. */
export function uploadedFiles({ config }: Pick<ModuleDeps, 'config'>) {
  const storage = storageFor(config);
  return new Hono<AppEnv>().get('/uploads/:key', async (c) => {
    const key = c.req.param('key');
    const stored = isStorageKey(key) ? await storage.get(key) : null;
    if (!stored) return c.json(errorBody(404, 'No such file'), 404);
    return c.body(new Uint8Array(stored.bytes), 200, {
      'Content-Type': stored.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
