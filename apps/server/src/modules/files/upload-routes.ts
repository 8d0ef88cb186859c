import { randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { uploadAnswer } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError } from '../../platform/http/errors';
import { rateLimit } from '../../platform/protection/rate-limit';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { errorResponse, json, unauthenticated } from '../openapi';
import { maxUploadBytes, toWebp } from './images';
import { uploadsStore } from './store';

const uploadForm = z.object({
  file: z
    .custom<File>((value) => value instanceof File, 'Attach the picture as the field "file"')
    .openapi({ type: 'string', format: 'binary' }),
});

const upload = createRoute({
  method: 'post',
  path: '/uploads',
  tags: ['files'],
  summary:
    'Uploads a picture (multipart field "file", at most 5 MB); stored as WebP, yours to name',
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

export function uploadRoutes({ config, db, rateLimiter }: ModuleDeps) {
  const storage = storageFor(config);
  const registry = uploadsStore(db);
  const api = createApi();
  api.use('/uploads', rateLimit(rateLimiter, { name: 'upload', limit: 20, windowMs: 60_000 }));
  return api.openapi(upload, async (c) => {
    const actor = await requireUser(c.var.caller);
    const { file } = c.req.valid('form');
    if (file.size > maxUploadBytes) throw new AppError(413, 'Pictures can be at most 5 MB.');
    const webp = await toWebp(new Uint8Array(await file.arrayBuffer()));
    const key = `${randomUUID()}.webp`;
    const url = await storage.put(key, webp, 'image/webp');
    await registry.record(key, actor.id, 'picture');
    return c.json({ url }, 201);
  });
}
