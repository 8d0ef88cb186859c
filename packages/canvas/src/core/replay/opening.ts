import type { Op, PixelOp } from '../doc/ops';
import { Engine } from '../engine/engine';
import type { StrokeLog } from '../log/format';
import { Checkpoints } from './checkpoints';
import { groupSteps } from './steps';

export interface OpenOptions {
  signal?: AbortSignal;
  /** Share of the log drawn so far, 0..1, reported between slices. */
  onProgress?: (share: number) => void;
  /** Longest stretch of drawing before the page gets the main thread back. */
  sliceMs?: number;
  /** Undo data kept for stepping back without a checkpoint. */
  historyBudget?: number;
  /** Bytes of checkpoints; past it they thin out and seeks redraw more. */
  checkpointBudget?: number;
  /** Drawing work between checkpoints at first: a seek redraws at most about this much. */
  checkpointMs?: number;
}

/** What opening a log produced; the engine is the one that drew it, on the last op. */
export interface Opened {
  ops: readonly Op[];
  /** cost[i]: milliseconds it took to draw ops 0..i-1. */
  cost: Float64Array;
  /** ends[k]: ops applied once step k is shown. */
  ends: readonly number[];
  /** at[k]: index of mark k in the ops. */
  at: readonly number[];
  marks: readonly PixelOp[];
  checkpoints: Checkpoints;
  historyBudget: number;
  engine: Engine;
}

/** Drawing between checkpoints at first: what a seek redraws at most, before any thinning. */
const CHECKPOINT_MS = 12;

/**
 * Tells the event loop it may run other work (input first) before the next slice. Not in every
 * browser's typings yet, hence the structural look-up.
 */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function engineFor(log: StrokeLog, historyBudget: number): Engine {
  const { width, height, scale, background } = log;
  return new Engine({ width, height, scale, background, historyBudget });
}

/**
 * Draws the whole log once, a slice at a time so the page stays responsive, measuring what each
 * op costs and taking checkpoints on the way. Ops the engine refuses are left out (they draw
 * nothing). Rejects with the signal's reason when aborted.
 */
export async function openLog(log: StrokeLog, o: OpenOptions = {}): Promise<Opened> {
  const historyBudget = o.historyBudget ?? 24 * 2 ** 20;
  const engine = engineFor(log, historyBudget);
  const { rasterWidth, rasterHeight } = engine.doc;
  const checkpoints = new Checkpoints(
    rasterWidth,
    rasterHeight,
    o.checkpointBudget ?? 32 * 2 ** 20,
  );
  const stop = engine.subscribe((e) => {
    if (e.type === 'pixels') checkpoints.touch(e.layerId, e.rect);
  });
  checkpoints.capture(engine, 0);
  const ops: Op[] = [];
  const costs: number[] = [0];
  let gap = o.checkpointMs ?? CHECKPOINT_MS;
  let since = 0;
  let sliceStart = performance.now();
  try {
    for (const [i, op] of log.ops.entries()) {
      const t0 = performance.now();
      if (engine.apply(op)) {
        const ms = performance.now() - t0;
        ops.push(op);
        costs.push((costs.at(-1) ?? 0) + ms);
        since += ms;
      }
      if (since >= gap) {
        checkpoints.capture(engine, ops.length);
        since = 0;
        if (checkpoints.overBudget) {
          checkpoints.thin();
          gap = Math.max(1, gap * 2);
        }
      }
      if (performance.now() - sliceStart > (o.sliceMs ?? 12)) {
        o.onProgress?.((i + 1) / log.ops.length);
        await yieldToPage();
        o.signal?.throwIfAborted();
        sliceStart = performance.now();
      }
    }
  } finally {
    stop();
  }
  o.onProgress?.(1);
  return {
    ...groupSteps(ops),
    ops,
    cost: Float64Array.from(costs),
    checkpoints,
    historyBudget,
    engine,
  };
}
