import { SAMPLE_STRIDE } from '../ink/sample';
import { MAX_BATCH_SAMPLES, type LiveAction } from './actions';
import type { OpenOp } from './boardRules';

/**
 * The actions that draw a snapshot's open stroke or shape so far, so that a board made from the
 * snapshot goes on with it as the samples after it arrive.
 */
export function resumeActions({ op, corner }: OpenOp): LiveAction[] {
  if (op.t === 'shape') {
    const begin: LiveAction = { k: 'begin', op };
    return corner ? [begin, { k: 'shape', ...corner }] : [begin];
  }
  const actions: LiveAction[] = [{ k: 'begin', op: { ...op, points: [] } }];
  const batch = MAX_BATCH_SAMPLES * SAMPLE_STRIDE;
  for (let at = 0; at < op.points.length; at += batch)
    actions.push({ k: 'pts', p: op.points.slice(at, at + batch) });
  return actions;
}
