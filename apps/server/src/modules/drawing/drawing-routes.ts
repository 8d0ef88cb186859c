import { randomUUID } from 'node:crypto';
import {
  deletedAnswer,
  drawingDetail,
  drawingIdParam,
  drawingList,
  drawingPatch,
  modifiedAnswer,
} from '@glossy/contract';
import { createApi, createOpenRoute, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { notFound } from '../../platform/http/errors';
import { gzippedJson } from '../../platform/http/gzipped-json';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { ownedBy, readable, removableBy } from './policy';
import { drawingPresenter } from './presenter';
import { drawingsStore } from './store';

const tags = ['drawings'];
const missing = errorResponse('No such drawing');
const privateDrawing = errorResponse('A private drawing of another artist');

const listDrawings = createRoute({
  method: 'get',
  path: '/drawings',
  tags,
  summary: 'The caller’s drawings, most recently saved first, with their thumbnails',
  responses: { 200: json(drawingList, 'My drawings'), 401: unauthenticated },
});

const getDrawing = createOpenRoute({
  method: 'get',
  path: '/drawings/{id}',
  tags,
  summary: 'A drawing: its owner’s and admins’, or anyone’s when public',
  request: { params: drawingIdParam },
  responses: {
    200: json(drawingDetail, 'The drawing'),
    401: errorResponse('A private drawing, and the caller is not signed in'),
    403: privateDrawing,
    404: missing,
  },
});

const getLog = createOpenRoute({
  method: 'get',
  path: '/drawings/{id}/log',
  tags,
  summary: 'A drawing’s stroke log (JSON, gzip-encoded), for its replay and the sketchpad',
  request: { params: drawingIdParam },
  responses: {
    // Not declared as JSON content: the stored bytes are sent as they are, gzip-encoded.
    200: { description: 'The stroke log as JSON (Content-Encoding: gzip)' },
    401: errorResponse('A private drawing, and the caller is not signed in'),
    403: privateDrawing,
    404: missing,
    429: errorResponse('Too many unpacked reads by a client that takes no gzip'),
  },
});

const patchDrawing = createRoute({
  method: 'patch',
  path: '/drawings/{id}',
  tags,
  summary: 'Renames a drawing or makes it public or private',
  request: { params: drawingIdParam, body: jsonBody(drawingPatch) },
  responses: {
    200: json(modifiedAnswer, 'Changed'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: denied,
    404: missing,
  },
});

const deleteDrawing = createRoute({
  method: 'delete',
  path: '/drawings/{id}',
  tags,
  summary: 'Deletes a drawing (its owner, or an admin)',
  request: { params: drawingIdParam },
  responses: {
    200: json(deletedAnswer, 'Deleted'),
    401: unauthenticated,
    403: denied,
    404: missing,
  },
});

export function drawingRoutes({ db, config, fileLinks, rateLimiter }: ModuleDeps) {
  const store = drawingsStore(db);
  const storage = storageFor(config);
  const present = drawingPresenter(fileLinks);

  /**
   * A drawing made private moves its pictures to new keys: whoever kept the public address (a
   * browser, a shared cache, a link) finds nothing there, and the new ones were never public.
   */
  async function unpublish(row: { id: string; pictureKey: string; thumbnailKey: string }) {
    const from = { pictureKey: row.pictureKey, thumbnailKey: row.thumbnailKey };
    const [picture, thumbnail] = await Promise.all([
      storage.get(from.pictureKey),
      storage.get(from.thumbnailKey),
    ]);
    if (!picture || !thumbnail) return;
    const to = {
      pictureKey: `drawing-${randomUUID()}.webp`,
      thumbnailKey: `drawing-${randomUUID()}.webp`,
    };
    await storage.put(to.pictureKey, picture.bytes, picture.contentType);
    await storage.put(to.thumbnailKey, thumbnail.bytes, thumbnail.contentType);
    // Whichever pair the drawing no longer names is removed: the old one, or copies a save outran.
    const stale = (await store.rekey(row.id, from, to)) ? from : to;
    await Promise.all(Object.values(stale).map((key) => storage.remove(key)));
  }

  return createApi()
    .openapi(listDrawings, async (c) => {
      const actor = await requireUser(c.var.caller);
      return c.json((await store.list(actor.id)).map(present.summary), 200);
    })
    .openapi(getDrawing, async (c) => {
      const row = await readable(c.var.caller, await store.find(c.req.valid('param').id));
      const viewer = await c.var.caller.user();
      return c.json(present.detail(row, viewer?.id ?? null), 200);
    })
    .openapi(getLog, async (c) => {
      const { id } = c.req.valid('param');
      const row = await readable(c.var.caller, await store.find(id));
      const log = await store.log(row.id);
      if (!log) throw notFound('Drawing');
      const cache = row.visibility === 'public' ? 'public' : 'private';
      return gzippedJson(c, log, `${cache}, max-age=300`, rateLimiter);
    })
    .openapi(patchDrawing, async (c) => {
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const actor = await requireUser(c.var.caller);
      const row = ownedBy(actor, await store.find(id));
      const modifiedCount = await store.patch(id, patch);
      if (row.visibility === 'public' && patch.visibility === 'private') await unpublish(row);
      return c.json({ modifiedCount }, 200);
    })
    .openapi(deleteDrawing, async (c) => {
      const { id } = c.req.valid('param');
      const actor = await requireUser(c.var.caller);
      removableBy(actor, await store.find(id));
      const { deletedCount, keys } = await store.remove(id);
      await Promise.all(keys.map((key) => storage.remove(key)));
      return c.json({ deletedCount }, 200);
    });
}
