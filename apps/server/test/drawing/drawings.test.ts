import { gzipSync } from 'node:zlib';
import {
  deletedAnswer,
  insertedAnswer,
  post,
  drawingDetail,
  drawingList,
  drawingSavedAnswer,
  modifiedAnswer,
} from '@glossy/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { drawings } from '../../src/db/schema';
import { checkLog } from '../../src/modules/drawing/drawing-files';
import { adminEnv, bearer, signUp, type SignedIn } from '../support/actors';
import { createDrawing, drawingForm, pictureOf, sendDrawing, strokeLog } from '../support/drawings';
import { expectError, expectJson } from '../support/http';
import { signInAdmin } from '../support/studio';
import { describeEachBackend } from '../support/test-app';

describeEachBackend(
  'drawings',
  (ctx) => {
    let ada: SignedIn;
    let bo: SignedIn;
    let admin: SignedIn;

    beforeAll(async () => {
      ada = await signUp(ctx, 'ada@drawings.test');
      bo = await signUp(ctx, 'bo@drawings.test');
      admin = await signInAdmin(ctx);
    });

    const get = (url: string, who: SignedIn | null = ada) =>
      ctx.request(url, { headers: who ? bearer(who) : {} });
    const detail = async (id: string, who: SignedIn | null = ada) =>
      expectJson(await get(`/api/drawings/${id}`, who), 200, drawingDetail);
    const patch = (id: string, json: unknown, who: SignedIn = ada) =>
      ctx.request(`/api/drawings/${id}`, { method: 'PATCH', json, headers: bearer(who) });

    describe('saving and reading', () => {
      it('saves a drawing, lists it with its figures and thumbnail, and hands back its log', async () => {
        const id = await createDrawing(ctx, ada, { title: 'Harbour at dusk' });
        const [first] = await expectJson(await get('/api/drawings'), 200, drawingList);
        expect(first).toMatchObject({
          _id: id,
          title: 'Harbour at dusk',
          width: 1000,
          height: 500,
          strokes: 3,
          durationMs: 3 * 390,
          visibility: 'private',
          version: 1,
        });
        const thumb = await ctx.request(first!.thumbnail);
        expect(thumb.status).toBe(200);
        expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(400);

        const drawing = await detail(id);
        expect(drawing).toMatchObject({ mine: true, owner: { _id: ada.userId } });
        const log = await ctx.request(drawing.log, {
          headers: { ...bearer(ada), 'accept-encoding': 'identity' },
        });
        expect(log.headers.get('content-type')).toBe('application/json');
        expect(await log.json()).toEqual(strokeLog());
        const packed = await ctx.request(drawing.log, {
          headers: { ...bearer(ada), 'accept-encoding': 'gzip, br' },
        });
        expect(packed.headers.get('content-encoding')).toBe('gzip');
      });

      it('lists only the caller’s drawings, most recently saved first', async () => {
        const older = await createDrawing(ctx, bo, { title: 'Older' });
        const newer = await createDrawing(ctx, bo, { title: 'Newer' });
        const list = await expectJson(await get('/api/drawings', bo), 200, drawingList);
        expect(list.map((d) => d._id)).toEqual([newer, older]);
        const others = await expectJson(await get('/api/drawings', ada), 200, drawingList);
        expect(others.map((d) => d._id)).not.toContain(newer);
      });

      it('accepts a plain JSON log and counts the undos the sketchpad reports', async () => {
        const id = await createDrawing(ctx, ada, {
          log: JSON.stringify(strokeLog(2, { undos: 4 })),
        });
        const drawing = await detail(id);
        expect(drawing.strokes).toBe(2);
        const log = await ctx.request(drawing.log, { headers: bearer(ada) });
        expect(((await log.json()) as { undos: number }).undos).toBe(4);
      });

      it('autosaves over the version it follows and refuses a stale copy with 409', async () => {
        const id = await createDrawing(ctx, ada);
        const before = await detail(id);
        const save = async (version: number, strokes: number) =>
          sendDrawing(
            ctx,
            ada,
            'PUT',
            `/api/drawings/${id}`,
            await drawingForm({ version, log: gzipSync(JSON.stringify(strokeLog(strokes))) }),
          );
        const saved = await expectJson(await save(1, 5), 200, drawingSavedAnswer);
        expect(saved).toEqual({ modifiedCount: 1, version: 2 });
        const after = await detail(id);
        expect(after).toMatchObject({ strokes: 5, version: 2, title: before.title });
        // The replaced pictures are gone; a link to them no longer answers.
        expect((await ctx.request(before.thumbnail)).status).toBe(404);

        const snapshot = await ctx.snapshot();
        const stale = await expectError(await save(1, 9), 409, 'conflict');
        expect(stale.error.fields).toEqual({ version: '2' });
        expect(await ctx.snapshot()).toEqual(snapshot);
        expect((await detail(id)).strokes).toBe(5);
      });

      it('renames and publishes without changing the version an open sketchpad saves on', async () => {
        const id = await createDrawing(ctx, ada);
        const res = await patch(id, { title: '  Quiet pier  ', visibility: 'public' });
        expect(await expectJson(res, 200, modifiedAnswer)).toEqual({ modifiedCount: 1 });
        expect(await detail(id)).toMatchObject({
          title: 'Quiet pier',
          visibility: 'public',
          version: 1,
        });
      });
    });

    describe('who may see what', () => {
      let privateId: string;
      let publicId: string;

      beforeAll(async () => {
        privateId = await createDrawing(ctx, ada, { title: 'Private study' });
        publicId = await createDrawing(ctx, ada, { title: 'Public study' });
        await patch(publicId, { visibility: 'public' });
      });

      it('lets anyone watch a public drawing: details, log and plain picture links', async () => {
        const drawing = await detail(publicId, null);
        expect(drawing).toMatchObject({ mine: false, title: 'Public study' });
        expect(drawing.picture).toMatch(/^\/uploads\/drawing-[a-z0-9-]+\.webp$/);
        expect((await ctx.request(drawing.picture)).status).toBe(200);
        expect((await ctx.request(drawing.log)).status).toBe(200);
      });

      it('keeps a private drawing to its owner and admins; its pictures need the signed link', async () => {
        expect((await get(`/api/drawings/${privateId}`, null)).status).toBe(401);
        await expectError(await get(`/api/drawings/${privateId}`, bo), 403, 'forbidden');
        await expectError(await get(`/api/drawings/${privateId}/log`, bo), 403, 'forbidden');
        expect((await detail(privateId, admin)).mine).toBe(false);

        const { picture } = await detail(privateId);
        expect(picture).toMatch(/\?exp=\d+&sig=/);
        expect((await ctx.request(picture)).status).toBe(200);
        const unsigned = await ctx.request(picture.split('?')[0]!);
        await expectError(unsigned, 403, 'forbidden');
      });

      it('lets only the owner save, rename or publish, and the owner or an admin delete', async () => {
        const form = await drawingForm({ version: 1 });
        expect((await sendDrawing(ctx, bo, 'PUT', `/api/drawings/${privateId}`, form)).status).toBe(
          403,
        );
        expect(
          (await sendDrawing(ctx, admin, 'PUT', `/api/drawings/${privateId}`, form)).status,
        ).toBe(403);
        expect((await patch(privateId, { visibility: 'public' }, bo)).status).toBe(403);
        expect((await patch(privateId, { title: 'Mine now' }, admin)).status).toBe(403);
        const del = (id: string, who: SignedIn) =>
          ctx.request(`/api/drawings/${id}`, { method: 'DELETE', headers: bearer(who) });
        expect((await del(privateId, bo)).status).toBe(403);

        const doomed = await createDrawing(ctx, ada);
        const { thumbnail } = await detail(doomed);
        expect(await expectJson(await del(doomed, admin), 200, deletedAnswer)).toEqual({
          deletedCount: 1,
        });
        expect((await ctx.request(thumbnail)).status).toBe(404);
        await expectError(await del(doomed, ada), 404, 'not_found');
        expect((await del(privateId, ada)).status).toBe(200);
      });

      it('answers 404 for an unknown or malformed id', async () => {
        await expectError(await get('/api/drawings/00000000-0000-4000-8000-000000000000'), 404);
        await expectError(await get('/api/drawings/not-a-drawing/log'), 404);
        await expectError(await patch('not-a-drawing', { title: 'x' }), 404);
      });
    });

    describe('sharing to the feed', () => {
      const share = (drawingId: string, who: SignedIn = ada) =>
        ctx.request('/api/userPost', {
          method: 'POST',
          json: { status: 'Watch this one being drawn', drawingId },
          headers: bearer(who),
        });
      const feedPost = async (postId: string) => {
        const feed = await expectJson(
          await ctx.request('/api/allPost?limit=50'),
          200,
          z.array(post),
        );
        return feed.find((p) => p._id === postId);
      };

      it('shares only the author’s own public drawing, whose picture and replay the post shows', async () => {
        const id = await createDrawing(ctx, ada, { title: 'Lighthouse' });
        const privateShare = await expectError(await share(id), 400);
        expect(privateShare.error.fields).toHaveProperty('drawingId');
        await patch(id, { visibility: 'public' });
        await expectError(await share(id, bo), 403, 'forbidden');
        await expectError(await share('00000000-0000-4000-8000-000000000000'), 400);

        const { insertedId } = await expectJson(await share(id), 201, insertedAnswer);
        const { picture } = await detail(id);
        expect(await feedPost(insertedId!)).toMatchObject({
          image: picture,
          drawing: { _id: id, title: 'Lighthouse' },
        });

        await patch(id, { visibility: 'private' });
        expect(await feedPost(insertedId!)).toMatchObject({ image: null, drawing: null });
        await ctx.request(`/api/drawings/${id}`, { method: 'DELETE', headers: bearer(ada) });
        expect(await feedPost(insertedId!)).toMatchObject({ drawing: null });
      });
    });

    describe('bad and oversized input changes nothing', () => {
      let id: string;
      beforeAll(async () => {
        id = await createDrawing(ctx, ada, { title: 'Keep me' });
      });

      const refused = async (parts: Parameters<typeof drawingForm>[0], status: number) => {
        const snapshot = await ctx.snapshot();
        const res = await sendDrawing(
          ctx,
          ada,
          'POST',
          '/api/drawings',
          await drawingForm({ title: 'Bad', ...parts }),
        );
        const body = await expectError(res, status);
        expect(await ctx.snapshot()).toEqual(snapshot);
        return body;
      };

      it('refuses a log that is not the engine’s format, naming the field', async () => {
        for (const log of [
          'not json',
          JSON.stringify({ format: 'other' }),
          JSON.stringify(strokeLog(1, { ops: [{ t: 'script', src: 'x' }] })),
          JSON.stringify({ ...strokeLog(1), width: -5 }),
          JSON.stringify(strokeLog(1, { undos: -1 })),
          new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3]),
        ]) {
          const body = await refused({ log }, 400);
          expect(Object.keys(body.error.fields ?? {})).toEqual(['log']);
        }
      });

      it('refuses a picture that is not a PNG, or not of the drawing’s proportions', async () => {
        const jpeg = await sharp({
          create: { width: 400, height: 200, channels: 3, background: '#000' },
        })
          .jpeg()
          .toBuffer();
        for (const picture of [
          jpeg,
          Buffer.from('\x89PNG\r\n\x1a\nnot really'),
          await pictureOf(300, 300),
        ]) {
          const body = await refused({ picture }, 400);
          expect(Object.keys(body.error.fields ?? {})).toEqual(['picture']);
        }
      });

      it('refuses oversize logs, gzip bombs and oversize pictures with 413', async () => {
        await refused({ log: new Uint8Array(12 * 1024 * 1024 + 1) }, 413);
        const bomb = gzipSync(Buffer.alloc(65 * 1024 * 1024, 32));
        await refused({ log: bomb }, 413);
        await refused({ picture: new Uint8Array(8 * 1024 * 1024 + 1) }, 413);
      });

      it('checks the picture before it unpacks the log, and bounds what a small body may unpack to', async () => {
        // A 150 KB bomb once unpacked to 64 MB and parsed for 2.5 s before the picture said no.
        const bomb = gzipSync(Buffer.alloc(60 * 1024 * 1024, 32));
        expect(bomb.length).toBeLessThan(100 * 1024);
        const notPng = await refused({ log: bomb, picture: Buffer.from('GIF89a not a png') }, 400);
        expect(Object.keys(notPng.error.fields ?? {})).toEqual(['picture']);
        const huge = Buffer.from(await pictureOf(400, 200));
        huge.writeUInt32BE(5000, 16);
        const declared = await refused({ log: bomb, picture: huge }, 400);
        expect(declared.error.fields?.picture).toMatch(/at most 4096 pixels/);
        const ratio = await refused({ log: bomb }, 413);
        expect(ratio.error.message).toMatch(/more than 64 times its size/);
        const many = strokeLog(1);
        // The smallest op the engine takes, so the log stays under 12 MB.
        const ops = Array.from({ length: 100_001 }, () => ({ t: 'clear' }));
        // Larger than a request may be: the check itself is asked.
        const tooMany = checkLog(new File([JSON.stringify({ ...many, ops })], 'log.json'));
        await expect(tooMany).rejects.toMatchObject({
          status: 400,
          fields: { log: expect.stringMatching(/more than 100,000 operations/) },
        });
        const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
        expect((await refused({ log: deep }, 400)).error.fields?.log).toMatch(/nests too deep/);
      });

      it('sends a log as stored to a gzip client, and streams it unpacked to others, a few times a minute', async () => {
        const id = await createDrawing(ctx, bo, { title: 'Streamed' });
        const url = (await detail(id, bo)).log;
        const packed = await ctx.request(url, {
          headers: { ...bearer(bo), 'accept-encoding': 'gzip' },
        });
        const [row] = await ctx.db.select().from(drawings).where(eq(drawings.id, id));
        expect(Buffer.from(await packed.arrayBuffer())).toEqual(Buffer.from(row!.log));
        expect(packed.headers.get('content-length')).toBe(String(row!.log.byteLength));
        const statuses: number[] = [];
        for (let i = 0; i < 31; i += 1) {
          const plain = await ctx.request(url, {
            headers: { ...bearer(bo), 'accept-encoding': 'identity' },
            client: '203.0.113.77',
          });
          statuses.push(plain.status);
          if (plain.status === 200) expect(await plain.json()).toEqual(strokeLog());
          else await plain.arrayBuffer();
        }
        expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
        expect(statuses[30]).toBe(429);
        // Readers that take gzip are never limited.
        const again = await ctx.request(url, {
          headers: { ...bearer(bo), 'accept-encoding': 'gzip' },
          client: '203.0.113.77',
        });
        expect(again.status).toBe(200);
      });

      it('refuses a bad title, a missing file, a bad version and a JSON body', async () => {
        for (const title of ['', '   ', 'a\u0000b', 'x'.repeat(121)]) {
          const body = await refused({ title }, 400);
          expect(body.error.fields).toHaveProperty('title');
        }
        const form = await drawingForm({ title: 'No picture' });
        form.delete('picture');
        const missing = await sendDrawing(ctx, ada, 'POST', '/api/drawings', form);
        expect((await expectError(missing, 400)).error.fields).toHaveProperty('picture');

        for (const version of ['', 'two', '0', '1e99']) {
          const res = await sendDrawing(
            ctx,
            ada,
            'PUT',
            `/api/drawings/${id}`,
            await drawingForm({ version }),
          );
          expect((await expectError(res, 400)).error.fields).toHaveProperty('version');
        }
        const asJson = await ctx.request('/api/drawings', {
          method: 'POST',
          json: { title: 'x' },
          headers: bearer(ada),
        });
        const wrongKind = await expectError(asJson, 415);
        expect(wrongKind.error.message).toMatch(/multipart\/form-data/);
        const upload = await ctx.request('/api/uploads', {
          method: 'POST',
          json: { file: 'x' },
          headers: bearer(ada),
        });
        expect((await expectError(upload, 415)).error.message).toMatch(/multipart\/form-data/);
        expect((await detail(id)).title).toBe('Keep me');
      });

      it('refuses a patch that changes nothing, or anything but title and visibility', async () => {
        for (const json of [{}, { visibility: 'secret' }, { ownerId: bo.userId }, { title: '' }]) {
          await expectError(await patch(id, json), 400);
        }
        expect(await detail(id)).toMatchObject({ title: 'Keep me', visibility: 'private' });
      });

      it('asks an anonymous caller to sign in before reading anything it sent', async () => {
        const res = await sendDrawing(ctx, null, 'POST', '/api/drawings', await drawingForm());
        expect(res.status).toBe(401);
        expect((await get('/api/drawings', null)).status).toBe(401);
      });
    });
  },
  { env: adminEnv },
);
