import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { events } from '../schema';
import type { DemoOwner } from './studio-rows';

const liveSeedLockKey = 7_270_704;
const day = 86_400_000;

/**
 * One upcoming live session on the sketchpad, hosted by a demo instructor: what the events page
 * offers to register for beside the studio's own events. Once: an event any demo instructor
 * hosts (or hosted, or cancelled) means it was seeded before.
 */
export async function seedDemoLiveEvent(db: Db, hosts: DemoOwner[], now = Date.now()) {
  const host = hosts[0];
  if (!host) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${liveSeedLockKey})`);
    const [seeded] = await tx
      .select({ id: events.id })
      .from(events)
      .where(
        inArray(
          events.hostId,
          hosts.map((h) => h.userId),
        ),
      )
      .limit(1);
    if (seeded) return;
    // Three days ahead at 18:00 UTC: far enough to register, near enough to be first in line.
    const start = new Date(Math.floor((now + 3 * day) / day) * day + 18 * 3_600_000);
    await tx.insert(events).values({
      title: `Live: hatching a sphere with ${host.name}`,
      startsAt: start,
      endsAt: new Date(start.getTime() + 90 * 60_000),
      location: 'Online, on the sketchpad',
      description:
        'Watch every stroke land on your own board as it is drawn: light, shadow and core shadow on a sphere in five values, then questions in the chat.',
      imageUrl: '/media/events/event-04.webp',
      kind: 'live',
      hostId: host.userId,
    });
  });
}
