import type { BoardAction } from '@glossy/contract';
import { insertedAnswer } from '@glossy/contract';
import { bearer, type SignedIn } from '../support/actors';
import { expectJson } from '../support/http';
import type { TestApp } from '../support/test-app';

const hour = 3_600_000;

/** A live event starting tomorrow (a host may open and start the room before its time). */
export async function scheduleLive(
  ctx: TestApp,
  host: SignedIn,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const startsAt = new Date(Date.now() + 24 * hour);
  const res = await ctx.request('/api/events', {
    method: 'POST',
    headers: bearer(host),
    json: {
      title: 'Ink night',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * hour).toISOString(),
      location: 'Online, on the sketchpad',
      description: 'Brush pens, live.',
      kind: 'live',
      ...extra,
    },
  });
  return Number((await expectJson(res, 201, insertedAnswer)).insertedId);
}

export async function register(ctx: TestApp, who: SignedIn, eventId: number) {
  const res = await ctx.request(`/api/events/${eventId}/registrations`, {
    method: 'POST',
    headers: bearer(who),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`register: ${res.status}`);
}

/** A stroke of `samples` points across the board, as a host's sketchpad sends it. */
export function strokeActions(
  seed: number,
  samples = 12,
  layer = 'layer-1',
  color = '#1f2937',
): BoardAction[] {
  const begin: BoardAction = {
    k: 'begin',
    op: {
      t: 'stroke',
      layer,
      brush: 'pen',
      color,
      size: 6,
      opacity: 1,
      stabilizer: 0,
      pressure: 'simulate',
      seed,
      points: [],
    },
  };
  const p: number[] = [];
  for (let i = 0; i < samples; i++) {
    p.push(100 + i * 20 + seed, 100 + ((i * 37 + seed * 11) % 300), 0.5, 0, 0, i * 16);
  }
  return [begin, { k: 'pts', p: p.slice(0, 36) }, { k: 'pts', p: p.slice(36) }, { k: 'end' }];
}
