import type { DrillFigures, StrokeScore } from '@glossy/contract';

/** The middle value (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface AttemptFacts {
  userId: string;
  score: number;
  passed: boolean;
  measures: Record<string, number>;
  strokes: StrokeScore[];
}

/**
 * A class's figures for one drill: how many tried and passed, the median of each measure, and
 * the targets whose strokes score worst, which is where the teacher should look first.
 */
export function drillFiguresOf(attempts: readonly AttemptFacts[], passScore: number): DrillFigures {
  const byMeasure = new Map<string, number[]>();
  const byGoal = new Map<number, number[]>();
  for (const attempt of attempts) {
    for (const [name, value] of Object.entries(attempt.measures)) {
      byMeasure.set(name, [...(byMeasure.get(name) ?? []), value]);
    }
    for (const stroke of attempt.strokes) {
      if (stroke.goal === null) continue;
      const scores = byGoal.get(stroke.goal) ?? [];
      scores.push(stroke.score);
      byGoal.set(stroke.goal, scores);
    }
  }
  const measures = Object.fromEntries(
    [...byMeasure].map(([name, values]) => [name, median(values) ?? 0]),
  );
  const goals = [...byGoal]
    .map(([goal, scores]) => ({
      goal,
      strokes: scores.length,
      medianScore: median(scores) ?? 0,
      failing: scores.filter((s) => s < passScore).length,
    }))
    .sort((a, b) => a.medianScore - b.medianScore || a.goal - b.goal);
  return {
    attempts: attempts.length,
    students: new Set(attempts.map((a) => a.userId)).size,
    passed: attempts.filter((a) => a.passed).length,
    medianScore: median(attempts.map((a) => a.score)),
    measures,
    goals,
  };
}
