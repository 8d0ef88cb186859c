import { Engine } from '../engine/engine';
import type { StrokeLog } from './format';

/** Rebuilds a drawing from its log: same ops on the same engine give the same pixels. */
export function replay(log: StrokeLog, opts: { historyBudget?: number } = {}): Engine {
  const engine = new Engine({
    width: log.width,
    height: log.height,
    scale: log.scale,
    background: log.background,
    ...(opts.historyBudget === undefined ? {} : { historyBudget: opts.historyBudget }),
  });
  for (const op of log.ops) engine.apply(structuredClone(op));
  engine.undos = log.undos ?? 0;
  return engine;
}
