import type { Sketchpad } from '@glossy/canvas';
import type { DrillPlan } from '@glossy/canvas/drills';
import { createPortal } from 'react-dom';
import { DrillTargets, type StrokeFeedback } from '../../../sketchpad/drills/DrillTargets';

interface Props {
  pad: Sketchpad | null;
  plan: DrillPlan;
  guide: boolean;
  done: ReadonlySet<number>;
  feedback: readonly StrokeFeedback[];
}

/**
 * The targets and the strokes' feedback inside the board's stage, above its layers, so they zoom,
 * pan and turn with the drawing; an element, never pixels, so nothing of it reaches the log.
 */
export function DrillOverlay({ pad, ...targets }: Props) {
  if (!pad) return null;
  return createPortal(
    <DrillTargets {...targets} className="absolute top-0 left-0 z-[1]" />,
    pad.view.stage,
  );
}
