import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { drawingDetail, drawingList, drawingSavedAnswer, insertedAnswer } from '@glossy/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedIn } from '../support/actors';
import { createDrawing, drawingForm, sendDrawing, strokeLog } from '../support/drawings';
import { expectError, expectJson } from '../support/http';
import { describeEachBackend } from '../support/test-app';

/**
 * What the sketchpad's offline queue relies on: a save sent again after its answer was lost
 * (a train's tunnel) is answered as it was, never made twice; the same drawing saved from two
 * devices keeps both, the later one as the client's named copy.
 */
describeEachBackend('drawing sync: retries and conflicts', (ctx) => {
  let ada: SignedIn;
  let bo: SignedIn;

  beforeAll(async () => {
    ada = await signUp(ctx, 'ada@drawing-sync.test');
    bo = await signUp(ctx, 'bo@drawing-sync.test');
  });

  const list = async (who: SignedIn) =>
    expectJson(await ctx.request('/api/drawings', { headers: bearer(who) }), 200, drawingList);
  const detail = async (id: string, who: SignedIn = ada) =>
    expectJson(
      await ctx.request(`/api/drawings/${id}`, { headers: bearer(who) }),
      200,
      drawingDetail,
    );
  const withStrokes = (strokes: number) => gzipSync(JSON.stringify(strokeLog(strokes)));
  const put = async (id: string, parts: Parameters<typeof drawingForm>[0]) =>
    sendDrawing(ctx, ada, 'PUT', `/api/drawings/${id}`, await drawingForm(parts));

  describe('a first save queued offline', () => {
    it('made twice with its client key is one drawing: the second answers 200 with the first’s id', async () => {
      const clientId = randomUUID();
      const form = () => drawingForm({ title: 'Train sketch', clientId, log: withStrokes(4) });
      const first = await sendDrawing(ctx, ada, 'POST', '/api/drawings', await form());
      const { insertedId } = await expectJson(first, 201, insertedAnswer);
      const before = await list(ada);

      const again = await sendDrawing(ctx, ada, 'POST', '/api/drawings', await form());
      expect(await expectJson(again, 200, insertedAnswer)).toEqual({ insertedId });
      expect(await list(ada)).toEqual(before);
      expect(before.filter((drawing) => drawing.title === 'Train sketch')).toHaveLength(1);
    });

    it('keeps client keys to their owner: another artist’s same key makes their own drawing', async () => {
      const clientId = randomUUID();
      const mine = await createDrawing(ctx, ada, { title: 'Mine', clientId });
      const theirs = await createDrawing(ctx, bo, { title: 'Theirs', clientId });
      expect(theirs).not.toBe(mine);
      expect((await detail(theirs, bo)).title).toBe('Theirs');
      expect((await detail(mine)).title).toBe('Mine');
    });

    it('refuses a client key that is not a UUID, naming the field, and stores nothing', async () => {
      const before = await list(ada);
      for (const clientId of ['', 'not-a-uuid', 'a\u0000b', `${randomUUID()}x`]) {
        const res = await sendDrawing(
          ctx,
          ada,
          'POST',
          '/api/drawings',
          await drawingForm({ title: 'Bad key', clientId }),
        );
        expect((await expectError(res, 400)).error.fields).toHaveProperty('clientId');
      }
      expect(await list(ada)).toEqual(before);
    });
  });

  describe('a save retried after its answer was lost', () => {
    it('is answered with the version it made, and changes nothing more', async () => {
      const id = await createDrawing(ctx, ada);
      const saveId = randomUUID();
      const saved = await expectJson(
        await put(id, { version: 1, saveId, log: withStrokes(5) }),
        200,
        drawingSavedAnswer,
      );
      expect(saved).toEqual({ modifiedCount: 1, version: 2 });
      const snapshot = await ctx.snapshot();

      const retried = await expectJson(
        await put(id, { version: 1, saveId, log: withStrokes(5) }),
        200,
        drawingSavedAnswer,
      );
      expect(retried).toEqual({ modifiedCount: 0, version: 2 });
      expect(await ctx.snapshot()).toEqual(snapshot);
      expect(await detail(id)).toMatchObject({ version: 2, strokes: 5 });
    });

    it('is stale once a later save went through: a key names one save, not a version', async () => {
      const id = await createDrawing(ctx, ada);
      const first = randomUUID();
      await expectJson(await put(id, { version: 1, saveId: first }), 200, drawingSavedAnswer);
      await expectJson(
        await put(id, { version: 2, saveId: randomUUID(), log: withStrokes(6) }),
        200,
        drawingSavedAnswer,
      );
      const late = await expectError(await put(id, { version: 1, saveId: first }), 409, 'conflict');
      expect(late.error.fields).toEqual({ version: '3' });
      expect((await detail(id)).strokes).toBe(6);
    });

    it('refuses a save key that is not a UUID, naming the field', async () => {
      const id = await createDrawing(ctx, ada);
      const res = await put(id, { version: 1, saveId: 'again' });
      expect((await expectError(res, 400)).error.fields).toHaveProperty('saveId');
      expect((await detail(id)).version).toBe(1);
    });
  });

  describe('the same drawing changed on two devices offline', () => {
    it('takes the first to arrive; the second is refused (409) and goes up as a new drawing', async () => {
      const id = await createDrawing(ctx, ada, { title: 'Harbour' });
      const laptop = await put(id, { version: 1, saveId: randomUUID(), log: withStrokes(4) });
      expect(await expectJson(laptop, 200, drawingSavedAnswer)).toMatchObject({ version: 2 });

      const tablet = await put(id, { version: 1, saveId: randomUUID(), log: withStrokes(7) });
      expect((await expectError(tablet, 409, 'conflict')).error.fields).toEqual({ version: '2' });
      // The client keeps its strokes as a named copy, queued with its own key.
      const copy = await createDrawing(ctx, ada, {
        title: 'Harbour (copy)',
        clientId: randomUUID(),
        log: withStrokes(7),
      });
      expect(await detail(id)).toMatchObject({ title: 'Harbour', strokes: 4, version: 2 });
      expect(await detail(copy)).toMatchObject({ title: 'Harbour (copy)', strokes: 7 });
    });
  });
});
