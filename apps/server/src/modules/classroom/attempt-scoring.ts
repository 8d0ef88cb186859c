import {
  attemptStrokes,
  drillPlan,
  DRILL_BOARD,
  scoreAttempt,
  type AttemptResult,
} from '@glossy/canvas/drills';
import { SAMPLE_STRIDE } from '@glossy/canvas/analysis';
import { parseLog } from '@glossy/canvas/log';
import { drillLimits, type AttemptAnswer, type DrillSpec } from '@glossy/contract';
import { invalidInput } from '../../platform/http/errors';

type StrokeLog = ReturnType<typeof parseLog>;

/** The attempt's figures as the server computed them, and whether it completes the lesson. */
export interface ScoredAttempt {
  log: StrokeLog;
  result: AttemptResult;
  passed: boolean;
}

const badLog = (field: string, message: string) => invalidInput({ [field]: message });

/**
 * Rebuilds the round's targets from the drill's seed and scores the log's strokes with the same
 * engine code the practice board ran, so a score a client claims has nothing to overwrite.
 */
export function scoreSubmitted(drill: DrillSpec, round: number, input: unknown): ScoredAttempt {
  let log: StrokeLog;
  try {
    log = parseLog(input);
  } catch (err) {
    throw badLog('log', `Not a sketchpad drawing: ${(err as Error).message}`);
  }
  if (log.width !== DRILL_BOARD.width || log.height !== DRILL_BOARD.height) {
    throw badLog(
      'log.width',
      `A drill is drawn on a ${DRILL_BOARD.width} × ${DRILL_BOARD.height} board`,
    );
  }
  const strokes = attemptStrokes(log.ops).map((op) => op.points);
  if (strokes.some((points) => points.length / SAMPLE_STRIDE > drillLimits.samples)) {
    throw badLog('log.ops', `A stroke may have at most ${drillLimits.samples} samples`);
  }
  if (strokes.length > drillLimits.strokes) {
    throw badLog('log.ops', `An attempt may have at most ${drillLimits.strokes} strokes`);
  }
  const result = scoreAttempt(drillPlan(drill, round), strokes);
  const passed = result.done === result.goals && result.score >= drill.passScore;
  return { log, result, passed };
}

/** What the student is told: the server's figures, the tips in words, no raw internals. */
export function presentScored(
  insertedId: string,
  { result, passed }: ScoredAttempt,
): AttemptAnswer {
  return {
    insertedId,
    score: result.score,
    strokes: result.strokes.map(({ goal, score, scores, tip }) => ({ goal, score, scores, tip })),
    measures: result.measures,
    done: result.done,
    goals: result.goals,
    passed,
  };
}
