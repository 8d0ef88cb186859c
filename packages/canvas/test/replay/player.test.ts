import { describe, expect, it } from 'vitest';
import type { StrokeOp } from '../../src/core/doc/ops';
import { ReplayPlayer } from '../../src/core/replay/player';
import { groupSteps } from '../../src/core/replay/steps';
import { demoLog, freshPage, pageOf, shownPage } from './demo';

const log = demoLog();
const { ends, marks } = groupSteps(log.ops);

/** Every op of the demo applies, so step k shows exactly the first ends[k] ops of the log. */
const expected = new Map<number, ReturnType<typeof freshPage>>();
const pageAt = (step: number) => {
  let page = expected.get(step);
  if (!page) expected.set(step, (page = freshPage(log, ends[step] ?? 0)));
  return page;
};

describe('replay: opening a log', () => {
  it('counts marks as steps, folding layer work into the mark after it', () => {
    expect(marks).toHaveLength(24 + 3); // strokes, then a clear, a shape and a fill
    expect(ends[0]).toBe(0);
    expect(ends[1]).toBe(2); // layer.add rides with the first stroke
    expect(ends.at(-1)).toBe(log.ops.length); // the trailing layer.set joins the last step
  });

  it('starts on the finished drawing, with progress up to 1', async () => {
    const shares: number[] = [];
    const player = await ReplayPlayer.open(log, {
      sliceMs: 0,
      onProgress: (share) => shares.push(share),
    });
    expect(player.total).toBe(marks.length);
    expect(player.step).toBe(player.total);
    expect(pageOf(player.document)).toEqual(pageAt(player.total));
    expect(shares.at(-1)).toBe(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it('stops when its signal aborts', async () => {
    const abort = new AbortController();
    const opening = ReplayPlayer.open(log, {
      sliceMs: 0,
      signal: abort.signal,
      onProgress: () => abort.abort(),
    });
    await expect(opening).rejects.toThrow();
  });

  it('leaves out ops the engine refuses', async () => {
    const bad = { ...log, ops: [{ t: 'layer.delete' as const, id: 'nope' }, ...log.ops] };
    const player = await ReplayPlayer.open(bad);
    expect(player.total).toBe(marks.length);
    expect(pageOf(player.document)).toEqual(pageAt(player.total));
  });
});

describe('replay: seeking', () => {
  // Every way there: undo, redo, a checkpoint after every op, thinned checkpoints, evicted undo.
  const setups = {
    'default budgets': {},
    'a checkpoint after every op': { checkpointMs: 0 },
    'thinned checkpoints, little undo data': {
      checkpointMs: 0,
      checkpointBudget: 200_000,
      historyBudget: 50_000,
    },
  };

  for (const [name, options] of Object.entries(setups)) {
    it(`shows at step N the pixels of a fresh replay of N steps (${name})`, async () => {
      const player = await ReplayPlayer.open(log, options);
      // Backwards, forwards, long jumps and single steps, in a fixed shuffled order.
      const order = [0, 5, 4, 27, 13, 12, 14, 1, 26, 25, 20, 3, 3, 24, 9, 27, 0, 17];
      for (const step of order) {
        player.seek(step);
        expect(player.step).toBe(step);
        expect(pageOf(player.document), `step ${step}`).toEqual(pageAt(step));
      }
    });
  }

  it('with a time budget, gets there over several calls, showing steps on the way', async () => {
    const player = await ReplayPlayer.open(log, { checkpointMs: 1e9 });
    player.seek(0);
    const seen: number[] = [];
    let calls = 0;
    while (!player.seek(20, 0, 0)) {
      seen.push(player.step);
      calls++;
    }
    expect(calls).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(Math.max(...seen)).toBeLessThan(20);
    expect(player.step).toBe(20);
    expect(pageOf(player.document)).toEqual(pageAt(20));
  });

  it('clamps out-of-range steps', async () => {
    const player = await ReplayPlayer.open(log);
    player.seek(-3);
    expect(player.step).toBe(0);
    player.seek(1000);
    expect(player.step).toBe(player.total);
  });

  it('draws a stroke in progress over a step, sample by sample, and takes it away again', async () => {
    const player = await ReplayPlayer.open(log, { checkpointMs: 0 });
    const next = marks[6] as StrokeOp;
    const partial = (n: number) => ({ ...next, points: next.points.slice(0, n * 6) });
    const withPartial = (n: number) =>
      freshPage({ ...log, ops: [...log.ops.slice(0, ends[6]), partial(n)] }, 1e9);
    player.seek(6, 5);
    expect(player.samples).toBe(5);
    expect(player.liveLayer).toBe(next.layer);
    expect(shownPage(player)).toEqual(withPartial(5));
    // Carrying on draws the new samples over the ones already there: same pixels as from scratch.
    player.seek(6, 9);
    expect(player.samples).toBe(9);
    expect(shownPage(player)).toEqual(withPartial(9));
    // Back within the stroke, and away from it.
    player.seek(6, 3);
    expect(shownPage(player)).toEqual(withPartial(3));
    player.seek(6);
    expect(player.samples).toBe(0);
    expect(player.liveLayer).toBeNull();
    expect(pageOf(player.document)).toEqual(pageAt(6));
    // Finishing the stroke in progress is the next step, pixel for pixel.
    player.seek(6, 4);
    player.seek(7);
    expect(pageOf(player.document)).toEqual(pageAt(7));
    player.seek(7, 2);
    player.seek(20);
    expect(pageOf(player.document)).toEqual(pageAt(20));
    player.seek(2, 3);
    player.seek(5);
    expect(pageOf(player.document)).toEqual(pageAt(5));
    // The first stroke goes on a layer its own step adds: that layer is there for it.
    player.seek(0, 3);
    expect(player.samples).toBe(3);
    expect(player.liveLayer).toBe('layer-2');
  });

  it('draws no partial over a mark that is not a stroke, nor past the last step', async () => {
    const player = await ReplayPlayer.open(log);
    const clearStep = marks.findIndex((m) => m.t === 'clear');
    player.seek(clearStep, 4);
    expect(player.samples).toBe(0);
    player.seek(player.total, 4);
    expect(player.samples).toBe(0);
  });

  it('reports every pixel change, and a reset after a checkpoint', async () => {
    const player = await ReplayPlayer.open(log, { checkpointMs: 0 });
    const seen: string[] = [];
    player.subscribe((change) => seen.push(change.type));
    player.seek(0);
    player.seek(27);
    expect(seen).toContain('reset');
    expect(seen).toContain('pixels');
  });
});

describe('replay: what a step drew', () => {
  it('gives the brush, colour, width and opacity of a stroke', async () => {
    const player = await ReplayPlayer.open(log);
    const first = marks[0] as StrokeOp;
    expect(player.info(1)).toEqual({
      kind: 'stroke',
      brush: first.brush,
      color: first.color,
      size: first.size,
      opacity: first.opacity,
      layer: first.layer,
      samples: 16,
    });
    expect(player.info(2)).toMatchObject({ kind: 'stroke', brush: 'marker', size: 5 });
  });

  it('names shapes, fills and clears, and nothing for the blank page', async () => {
    const player = await ReplayPlayer.open(log);
    expect(player.info(14)).toEqual({ kind: 'clear' });
    expect(player.info(player.total - 1)).toMatchObject({ kind: 'shape', shape: 'ellipse' });
    expect(player.info(player.total)).toMatchObject({ kind: 'fill', color: '#facc15' });
    expect(player.info(0)).toBeNull();
    expect(player.info(player.total + 1)).toBeNull();
    expect(player.info(1.5)).toBeNull();
  });
});
