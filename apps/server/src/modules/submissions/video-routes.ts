import { randomUUID } from 'node:crypto';
import { uploadAnswer } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError } from '../../platform/http/errors';
import { rateLimit } from '../../platform/protection/rate-limit';
import { type StoredExtension } from '../../platform/storage/storage';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { uploadsStore } from '../files/store';
import { videoLengthProbe } from '../files/video-length';
import { denied, errorResponse, json, unauthenticated } from '../openapi';
import { requireTeacher } from './policy';

export const videoUploadPath = '/uploads/videos';

const uploadVideo = createRoute({
  method: 'post',
  path: videoUploadPath,
  tags: ['submissions'],
  summary:
    'Uploads a course video (instructors and admins): the file itself as the body, MP4 or WebM, recognised by its content',
  request: {
    body: {
      required: true,
      content: {
        'video/mp4': { schema: { type: 'string', format: 'binary' } },
        'video/webm': { schema: { type: 'string', format: 'binary' } },
      },
    },
  },
  responses: {
    201: json(uploadAnswer, 'The video’s same-origin URL'),
    400: errorResponse('Empty body'),
    401: unauthenticated,
    403: denied,
    413: errorResponse('Larger than VIDEO_MAX_MB'),
    415: errorResponse('Not an MP4 or WebM video'),
    429: errorResponse('Too many uploads'),
  },
});

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** What the first bytes say the file is: an ISO media file (`ftyp` box) or an EBML WebM file. */
export function sniffVideo(head: Uint8Array): StoredExtension | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') return 'mp4';
  const ebml = head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  if (ebml && ascii(head, 0, Math.min(head.length, 64)).includes('webm')) return 'webm';
  return null;
}

/** Enough bytes to recognise a video by, gathered from the start of the stream. */
const sniffBytes = 64;

/**
 * Streams the body to storage without holding it in memory, refusing it as soon as it is larger
 * than allowed or its first bytes are not a video's.
 */
async function storeVideo(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  save: (extension: StoredExtension, chunks: AsyncIterable<Uint8Array>) => Promise<string>,
) {
  const reader = body.getReader();
  const buffered: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < sniffBytes && !done) {
    const next = await reader.read();
    done = next.done;
    if (next.value) {
      buffered.push(next.value);
      size += next.value.length;
    }
  }
  if (size === 0) {
    throw new AppError(400, 'Send the video file as the request body.', { file: 'Choose a video' });
  }
  const head = Buffer.concat(buffered).subarray(0, sniffBytes);
  const extension = sniffVideo(head);
  if (!extension) {
    await reader.cancel();
    throw new AppError(415, 'That file is not an MP4 or WebM video.', {
      file: 'Upload an MP4 or WebM video',
    });
  }
  const tooLarge = () =>
    new AppError(413, `Videos can be at most ${maxBytes / 1024 / 1024} MB.`, {
      file: 'The video is too large',
    });
  if (size > maxBytes) throw tooLarge();
  async function* chunks() {
    yield* buffered;
    while (!done) {
      const next = await reader.read();
      done = next.done;
      if (!next.value) continue;
      size += next.value.length;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      yield next.value;
    }
  }
  return save(extension, chunks());
}

export function videoRoutes({ config, db, rateLimiter }: ModuleDeps) {
  const storage = storageFor(config);
  const registry = uploadsStore(db);
  const maxBytes = config.VIDEO_MAX_MB * 1024 * 1024;
  const api = createApi();
  api.use(
    videoUploadPath,
    rateLimit(rateLimiter, { name: 'video', limit: 30, windowMs: 3_600_000 }),
  );
  return api.openapi(uploadVideo, async (c) => {
    const actor = requireTeacher(await requireUser(c.var.caller));
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > maxBytes) {
      throw new AppError(413, `Videos can be at most ${config.VIDEO_MAX_MB} MB.`, {
        file: 'The video is too large',
      });
    }
    const body = c.req.raw.body;
    if (!body)
      throw new AppError(400, 'Send the video file as the request body.', {
        file: 'Choose a video',
      });
    const url = await storeVideo(body, maxBytes, async (extension, chunks) => {
      const key = `${randomUUID()}.${extension}`;
      const length = videoLengthProbe(extension === 'webm' ? 'webm' : 'mp4');
      async function* measured() {
        for await (const chunk of chunks) {
          length.push(chunk);
          yield chunk;
        }
      }
      const stored = await storage.putStream(key, measured(), `video/${extension}`);
      await registry.record(key, actor.id, 'video', length.seconds());
      return stored;
    });
    return c.json({ url }, 201);
  });
}
