import type { Sketchpad } from '@glossy/canvas';
import {
  attemptStrokes,
  DrillScorer,
  type DrillPlan,
  type StrokeResult,
} from '@glossy/canvas/drills';
import { useEffect, useState } from 'react';

/** A stroke on the drill's board and how it scored. */
export interface ScoredStroke {
  readonly samples: readonly number[];
  readonly result: StrokeResult;
}

type StrokeOp = ReturnType<typeof attemptStrokes>[number];

/**
 * Scores each stroke the moment it lands in the board's history (the pen's lift), with the
 * engine's own scorer, so the page shows what the server will compute. A new stroke is scored
 * alone; an undo or a new board starts the scorer over, which for a drill's few dozen strokes is
 * a few milliseconds.
 */
export function useDrillScoring(pad: Sketchpad | null, plan: DrillPlan | null): ScoredStroke[] {
  const [scored, setScored] = useState<ScoredStroke[]>([]);

  useEffect(() => {
    if (!pad || !plan) return;
    let scorer = new DrillScorer(plan);
    let ops: StrokeOp[] = [];
    let results: ScoredStroke[] = [];
    const sync = () => {
      const now = attemptStrokes(pad.engine.history.applied());
      const extends_ = ops.length <= now.length && ops.every((op, i) => now[i] === op);
      if (!extends_) {
        scorer = new DrillScorer(plan);
        ops = [];
        results = [];
      }
      const added = now.slice(ops.length);
      if (added.length === 0 && extends_) return;
      results = [
        ...results,
        ...added.map((op) => ({ samples: op.points, result: scorer.add(op.points) })),
      ];
      ops = now;
      setScored(results);
    };
    sync();
    // A new board (Start over, New targets) swaps the engine without a history change.
    const stops = [pad.subscribeChanges(sync), pad.subscribe(sync)];
    return () => stops.forEach((stop) => stop());
  }, [pad, plan]);

  return scored;
}
