import { liveBoard, sampleStride, liveLimits, type BoardAction } from '@glossy/contract';
import { LiveBoardState } from '@glossy/canvas/live';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Storage } from '../../platform/storage/storage';
import { saveSessionDrawing } from './room/recording';
import { drawingsStore } from '../drawing/store';
import type { Db } from '../../db/client';
import { events, liveChatMessages } from '../../db/schema';
import { demoStrokeLog } from '../../db/seed/demo-strokes';
import type { DemoOp } from '../../db/seed/demo-sketch';
import type { DemoOwner } from '../../db/seed/studio-rows';

const replaySeedLockKey = 7_270_705;
const day = 86_400_000;
const minute = 60_000;

/** A demo op as the host's sketchpad streamed it: a stroke begins, its samples, its end. */
function streamed(op: DemoOp): BoardAction[] {
  if (op.t !== 'stroke') return [{ k: 'op', op }];
  const actions: BoardAction[] = [{ k: 'begin', op: { ...op, points: [] } }];
  const batch = liveLimits.samplesPerBatch * sampleStride;
  for (let i = 0; i < op.points.length; i += batch) {
    actions.push({ k: 'pts', p: op.points.slice(i, i + batch) });
  }
  actions.push({ k: 'end' });
  return actions;
}

const chat = [
  { at: 2, step: 1, text: 'Hi everyone! Pencils ready.' },
  { at: 9, step: 3, text: 'Why start with such a light circle?' },
  { at: 11, step: 4, text: 'So it is easy to correct: the contour comes once the shape is right.' },
  { at: 31, step: 9, text: 'The core shadow sits further in than I thought.' },
  { at: 55, step: 14, text: 'Thank you, this made the terminator click for me.' },
];

/**
 * One live session that has ended, hosted by a demo instructor: the sphere demo drawn through a
 * live room's board, as its host would have streamed it, kept as a public drawing with a chat
 * beside its timeline. What 'Old Events' offers to watch again on a fresh install.
 */
export async function seedDemoReplay(
  db: Db,
  storage: Storage,
  hosts: DemoOwner[],
  now = Date.now(),
) {
  const host = hosts[0];
  if (!host) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${replaySeedLockKey})`);
    const [seeded] = await tx
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          inArray(
            events.hostId,
            hosts.map((h) => h.userId),
          ),
          isNotNull(events.replayId),
        ),
      )
      .limit(1);
    if (seeded) return;
    const board = new LiveBoardState(liveBoard);
    for (const op of demoStrokeLog('sphere').ops) {
      for (const action of streamed(op)) {
        if (board.check(host.userId, action) === null) board.apply(host.userId, action);
      }
    }
    const title = `Live: a sphere in five values with ${host.name}`;
    const replayId = await saveSessionDrawing(
      board.log(),
      board.engine.flatten({ background: true }),
      title,
      host.userId,
      storage,
      drawingsStore(tx),
    );
    // Last week at 18:00 UTC, an hour long.
    const start = new Date(Math.floor((now - 6 * day) / day) * day + 18 * 3_600_000);
    const [event] = await tx
      .insert(events)
      .values({
        title,
        startsAt: start,
        endsAt: new Date(start.getTime() + 90 * minute),
        startedAt: start,
        endedAt: new Date(start.getTime() + 62 * minute),
        location: 'Online, on the sketchpad',
        description:
          'A sphere from its first light circle to five values, streamed stroke by stroke. Watch it again with the chat beside it.',
        imageUrl: '/media/events/event-02.webp',
        kind: 'live',
        hostId: host.userId,
        replayId,
      })
      .returning({ id: events.id });
    await tx.insert(liveChatMessages).values(
      chat.map((line, i) => ({
        eventId: event!.id,
        seq: i + 1,
        userId: i === 2 ? host.userId : null,
        name: i === 2 ? host.name : ['Maya', 'Tomás', '', 'Aiko', 'Sam'][i]!,
        text: line.text,
        sentAt: new Date(start.getTime() + line.at * minute),
        step: line.step,
      })),
    );
  });
}
