import { randomUUID } from 'node:crypto';
import { captionsMaxBytes, uploadAnswer } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError } from '../../platform/http/errors';
import { rateLimit } from '../../platform/protection/rate-limit';
import { storedContentTypes } from '../../platform/storage/storage';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { uploadsStore } from '../files/store';
import { denied, errorResponse, json, unauthenticated } from '../openapi';
import { requireTeacher } from './policy';

export const captionsUploadPath = '/uploads/captions';

const uploadCaptions = createRoute({
  method: 'post',
  path: captionsUploadPath,
  tags: ['submissions'],
  summary: `Uploads a video lesson’s captions (instructors and admins): a WebVTT file as the body, UTF-8, at most ${captionsMaxBytes / 1024} KB`,
  request: {
    body: {
      required: true,
      content: { 'text/vtt': { schema: { type: 'string' } } },
    },
  },
  responses: {
    201: json(uploadAnswer, 'The captions’ same-origin URL'),
    400: errorResponse('Empty body'),
    401: unauthenticated,
    403: denied,
    413: errorResponse(`Larger than ${captionsMaxBytes / 1024} KB`),
    415: errorResponse('Not a WebVTT file'),
    429: errorResponse('Too many uploads'),
  },
});

/** A WebVTT file starts with the word WEBVTT (after an optional byte order mark), then a break. */
const webVttHeader = /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const notCaptions = () =>
  new AppError(415, 'That file is not a WebVTT captions file (UTF-8 text starting with WEBVTT).', {
    file: 'Upload a .vtt captions file',
  });

/** Refuses what is not captions: WebVTT is UTF-8 text by definition, never binary. */
function checkCaptions(bytes: Uint8Array) {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw notCaptions();
  }
  if (!webVttHeader.test(text) || text.includes('\u0000')) throw notCaptions();
}

export function captionsRoutes({ config, db, rateLimiter }: ModuleDeps) {
  const storage = storageFor(config);
  const registry = uploadsStore(db);
  const tooLarge = () =>
    new AppError(413, `Captions can be at most ${captionsMaxBytes / 1024} KB.`, {
      file: 'The captions file is too large',
    });
  const api = createApi();
  api.use(
    captionsUploadPath,
    rateLimit(rateLimiter, { name: 'captions', limit: 60, windowMs: 3_600_000 }),
  );
  return api.openapi(uploadCaptions, async (c) => {
    const actor = requireTeacher(await requireUser(c.var.caller));
    if (Number(c.req.header('content-length') ?? 0) > captionsMaxBytes) throw tooLarge();
    // The API's 1 MB body limit has already bounded what is read here.
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) {
      throw new AppError(400, 'Send the captions file as the request body.', {
        file: 'Choose a captions file',
      });
    }
    if (bytes.length > captionsMaxBytes) throw tooLarge();
    checkCaptions(bytes);
    const key = `${randomUUID()}.vtt`;
    const url = await storage.put(key, bytes, storedContentTypes.vtt);
    await registry.record(key, actor.id, 'captions');
    return c.json({ url }, 201);
  });
}
