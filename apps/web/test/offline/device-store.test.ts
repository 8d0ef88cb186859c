import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api';
import {
  dequeue,
  enqueue,
  forgetDevice,
  keepLesson,
  keptLesson,
  queued,
  storageProblem,
} from '../../src/lib/offline/device-store';
import { hasQueued } from '../../src/lib/offline/outbox-flag';
import { sendQueued } from '../../src/lib/offline/send-queued';

const ada = 'ada@device.test';
const bo = 'bo@device.test';

afterEach(async () => {
  await forgetDevice();
  localStorage.clear();
});

describe('what the device keeps of an account', () => {
  it('keeps a lesson for its student only, and forgets everything at sign-out', async () => {
    await keepLesson(ada, 'l1', { title: 'Shading a sphere' });
    expect(await keptLesson(ada, 'l1')).toEqual({ title: 'Shading a sphere' });
    expect(await keptLesson(bo, 'l1')).toBeUndefined();
    await enqueue({ email: ada, kind: 'hand-in', label: 'Sphere', payload: { n: 1 } });
    // Every page learns that something waits, without opening the database.
    expect(hasQueued()).toBe(true);

    await forgetDevice();
    expect(await keptLesson(ada, 'l1')).toBeUndefined();
    expect(await queued(ada)).toEqual([]);
  });

  it('lists an account’s waiting work oldest first, and only its own', async () => {
    for (const n of [1, 2, 3])
      await enqueue({ email: ada, kind: 'hand-in', label: `Ada ${n}`, payload: { n } });
    await enqueue({ email: bo, kind: 'hand-in', label: 'Bo 1', payload: { n: 9 } });
    const mine = await queued(ada);
    expect(mine.map((item) => item.label)).toEqual(['Ada 1', 'Ada 2', 'Ada 3']);
    await dequeue(mine[0]!.id!);
    expect((await queued(ada)).map((item) => item.label)).toEqual(['Ada 2', 'Ada 3']);
    expect((await queued(bo)).map((item) => item.label)).toEqual(['Bo 1']);
  });

  it('says what a storage failure means: a full device, or one that keeps nothing', () => {
    expect(storageProblem(new DOMException('full', 'QuotaExceededError'))).toMatch(/no room left/);
    expect(storageProblem(new DOMException('private', 'InvalidStateError'))).toMatch(
      /private window/,
    );
  });
});

describe('sending the work made offline', () => {
  const queue = async (...labels: string[]) => {
    for (const label of labels)
      await enqueue({ email: ada, kind: 'hand-in', label, payload: label });
  };

  it('sends in the order it was made, and clears the device’s flag once all are gone', async () => {
    await queue('First', 'Second');
    const sent: unknown[] = [];
    const report = await sendQueued(ada, {
      'hand-in': async (payload) => {
        sent.push(payload);
        return `Sent ${String(payload)}`;
      },
    });
    expect(sent).toEqual(['First', 'Second']);
    expect(report.sent.map(({ item }) => item.label)).toEqual(['First', 'Second']);
    expect(report.sent.map(({ message }) => message)).toEqual(['Sent First', 'Sent Second']);
    expect(await queued(ada)).toEqual([]);
    expect(hasQueued()).toBe(false);
  });

  it('stops at the first that cannot go yet: it and what follows wait', async () => {
    await queue('First', 'Second', 'Third');
    const report = await sendQueued(ada, {
      'hand-in': async (payload) => {
        if (payload === 'Second') throw new ApiError(0, 'offline');
        return 'Sent';
      },
    });
    expect(report.sent.map(({ item }) => item.label)).toEqual(['First']);
    expect((await queued(ada)).map((item) => item.label)).toEqual(['Second', 'Third']);
    expect(hasQueued()).toBe(true);
  });

  it('drops what the server refuses for good, saying why, and goes on', async () => {
    await queue('Refused', 'Fine');
    const report = await sendQueued(ada, {
      'hand-in': async (payload) => {
        if (payload === 'Refused') throw new ApiError(403, 'You are not enrolled in this course.');
        return 'Sent';
      },
    });
    expect(report.refused).toMatchObject([
      { item: { label: 'Refused' }, reason: 'You are not enrolled in this course.' },
    ]);
    expect(report.sent.map(({ item }) => item.label)).toEqual(['Fine']);
    expect(await queued(ada)).toEqual([]);
  });
});
