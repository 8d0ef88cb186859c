import { z } from '@hono/zod-openapi';
import {
  drawingFormFields as fields,
  drawingIdParam,
  drawingSavedAnswer,
  drawingTitle,
  insertedAnswer,
} from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError, notFound } from '../../platform/http/errors';
import { rateLimit } from '../../platform/protection/rate-limit';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { errorResponse, json, unauthenticated } from '../openapi';
import { drawingContent } from './drawing-content';
import { ownedBy } from './policy';
import { drawingsStore } from './store';

const tags = ['drawings'];

const fileField = (message: string) =>
  z
    .custom<File>((value) => value instanceof File, message)
    .openapi({ type: 'string', format: 'binary' });

const files = {
  [fields.log]: fileField('Attach the stroke log (gzip-compressed JSON) as the field "log"'),
  [fields.picture]: fileField('Attach the picture (PNG) as the field "picture"'),
};
const syncKey = (message: string) => z.uuid({ message }).optional();
const newDrawingForm = z.object({
  [fields.title]: drawingTitle,
  [fields.clientId]: syncKey('The client key must be a UUID'),
  ...files,
});
const savedDrawingForm = z.object({
  [fields.title]: drawingTitle.optional(),
  [fields.saveId]: syncKey('The save key must be a UUID'),
  [fields.version]: z.coerce
    .number({ message: 'Send the version this save follows' })
    .int()
    .min(1)
    .max(2_147_483_647),
  ...files,
});

const multipart = <T>(schema: T) => ({
  required: true,
  content: { 'multipart/form-data': { schema } },
});

const badInput = errorResponse('Bad input: a title, a stroke log and a PNG picture are needed');
const tooLarge = errorResponse('The log or the picture is over its limit');

const createDrawing = createRoute({
  method: 'post',
  path: '/drawings',
  tags,
  summary: 'Saves a new drawing to the caller’s account',
  description:
    'Multipart: `title`, `log` (the stroke log, gzip-compressed JSON) and `picture` (the ' +
    'flattened PNG). The log must parse as the engine’s format; the picture must be a PNG of ' +
    'the drawing’s proportions. With `clientId` (a save queued offline), the same key sent ' +
    'again answers 200 with the drawing it made and changes nothing.',
  request: { body: multipart(newDrawingForm) },
  responses: {
    200: json(insertedAnswer, 'Already saved under this client key'),
    201: json(insertedAnswer, 'Saved'),
    400: badInput,
    401: unauthenticated,
    413: tooLarge,
    415: errorResponse('Not multipart/form-data'),
    429: errorResponse('Too many saves'),
  },
});

const saveDrawing = createRoute({
  method: 'put',
  path: '/drawings/{id}',
  tags,
  summary: 'Saves a drawing again (autosave); a save from a stale copy answers 409',
  description:
    'Multipart like POST, plus `version`: the version this save follows. When someone saved ' +
    'the drawing since, nothing changes and the answer is 409: the client keeps both copies. ' +
    'With `saveId`, the same save sent again after it went through (its answer lost) is ' +
    'answered with the version it made.',
  request: { params: drawingIdParam, body: multipart(savedDrawingForm) },
  responses: {
    200: json(drawingSavedAnswer, 'Saved; the new version'),
    400: badInput,
    401: unauthenticated,
    403: errorResponse('Not the caller’s drawing'),
    404: errorResponse('No such drawing'),
    409: errorResponse('Saved elsewhere since this copy was opened'),
    413: tooLarge,
    415: errorResponse('Not multipart/form-data'),
    429: errorResponse('Too many saves'),
  },
});

export function saveRoutes({ db, config, rateLimiter }: ModuleDeps) {
  const store = drawingsStore(db);
  const storage = storageFor(config);

  const prepare = (log: File, picture: File) => drawingContent(storage, log, picture);
  const forget = (keys: string[]) => Promise.all(keys.map((key) => storage.remove(key)));

  const api = createApi();
  const limit = rateLimit(rateLimiter, { name: 'drawing-save', limit: 60, windowMs: 60_000 });
  api.on(['POST'], '/drawings', limit);
  api.on(['PUT'], '/drawings/:id', limit);
  return api
    .openapi(createDrawing, async (c) => {
      const form = c.req.valid('form');
      const actor = await requireUser(c.var.caller);
      const content = await prepare(form.log, form.picture);
      const created = await store
        .create(actor.id, form.title, content, form[fields.clientId])
        .catch(async (err: unknown) => {
          await forget([content.pictureKey, content.thumbnailKey]);
          throw err;
        });
      if (created.kind === 'made') return c.json({ insertedId: created.id }, 201);
      await forget([content.pictureKey, content.thumbnailKey]);
      return c.json({ insertedId: created.id }, 200);
    })
    .openapi(saveDrawing, async (c) => {
      const { id } = c.req.valid('param');
      const form = c.req.valid('form');
      const actor = await requireUser(c.var.caller);
      ownedBy(actor, await store.find(id));
      const content = await prepare(form.log, form.picture);
      const result = await store
        .save(id, { version: form.version, saveId: form[fields.saveId] }, form.title, content)
        .catch(async (err: unknown) => {
          await forget([content.pictureKey, content.thumbnailKey]);
          throw err;
        });
      if (result.kind !== 'saved') await forget([content.pictureKey, content.thumbnailKey]);
      if (result.kind === 'missing') throw notFound('Drawing');
      if (result.kind === 'repeated')
        return c.json({ modifiedCount: 0, version: result.version }, 200);
      if (result.kind === 'stale') {
        throw new AppError(
          409,
          `This drawing was saved elsewhere since (version ${result.version}); your copy was not saved over it.`,
          { version: String(result.version) },
        );
      }
      await forget(result.replacedKeys);
      return c.json({ modifiedCount: 1, version: result.version }, 200);
    });
}
