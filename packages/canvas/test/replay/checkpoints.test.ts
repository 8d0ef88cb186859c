import { describe, expect, it } from 'vitest';
import { openLog } from '../../src/core/replay/opening';
import { demoLog, freshPage, pageOf } from './demo';

const log = demoLog(60);

describe('replay checkpoints', () => {
  it('keep only what each one changed: a checkpoint after every op costs a fraction of its pages', async () => {
    const { checkpoints, ops } = await openLog(log, { checkpointMs: 0, checkpointBudget: 1e9 });
    expect(checkpoints.size).toBe(ops.length + 1);
    const page = log.width * log.height * 4;
    // Two layers for most of the log: whole copies would cost about two pages each.
    expect(checkpoints.bytes).toBeLessThan((checkpoints.size * 2 * page) / 10);
  });

  it('thinned again and again, each one left restores the page exactly as it was', async () => {
    const opened = await openLog(log, { checkpointMs: 0, checkpointBudget: 40_000 });
    const { checkpoints, engine } = opened;
    expect(checkpoints.size).toBeLessThan(opened.ops.length / 4);
    const seen = new Set<number>();
    for (let at = 0; at <= opened.ops.length; at++) {
      const cp = checkpoints.before(at);
      if (seen.has(cp.at)) continue;
      seen.add(cp.at);
      checkpoints.restore(cp, engine.doc, new Map());
      expect(pageOf(engine.doc), `checkpoint at op ${cp.at}`).toEqual(
        freshPage({ ...log, ops: [...opened.ops] }, cp.at),
      );
    }
    expect(seen.size).toBe(checkpoints.size);
  });
});
