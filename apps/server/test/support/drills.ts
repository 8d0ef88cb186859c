import { drillPlan } from '@glossy/canvas/drills';
import type { DrillSpecInput, LessonInput } from '@glossy/contract';
import { attemptLog, strokeFor } from '../../src/db/seed/drill-strokes';

// The strokes are the demo seed's (one copy): a steady hand's exact ones, `wobble` px off.
export { attemptLog, strokeFor };

/** A drill lesson as the studio sends it. */
export const drillLesson = (title: string, drill: DrillSpecInput): LessonInput => ({
  title,
  kind: 'drill',
  durationSec: 600,
  preview: false,
  drill,
});

/** Every target of a round drawn once, as cleanly as `wobble` allows. */
export function drawnRound(spec: Parameters<typeof drillPlan>[0], round: number, wobble = 0) {
  const plan = drillPlan(spec, round);
  return {
    plan,
    log: attemptLog(
      plan,
      plan.goals.map((goal) => strokeFor(goal, wobble)),
    ),
  };
}
