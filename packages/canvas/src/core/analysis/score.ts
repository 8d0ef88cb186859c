/**
 * One curve turns every raw error into a score, so a teacher needs a single rule to check any of
 * them by hand: 100 with no error, halved each time the error grows by `half`.
 * score = 100 · 2^(−error / half).
 */
export function halving(error: number, half: number): number {
  if (Number.isNaN(error) || !(half > 0)) return 0;
  return clampScore(100 * Math.pow(2, -Math.max(0, error) / half));
}

/** Scores leave the library in 0–100 whatever arithmetic produced them (NaN counts as 0). */
export function clampScore(score: number): number {
  if (Number.isNaN(score)) return 0;
  return Math.min(100, Math.max(0, score));
}

/** The plain mean: a stroke's score from its measures, an attempt's from its strokes. */
export function meanScore(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  let sum = 0;
  for (const s of scores) sum += clampScore(s);
  return clampScore(sum / scores.length);
}

/** A score record's values, in the order written, for `meanScore`. */
export function meanOf(scores: Readonly<Record<string, number>>): number {
  return meanScore(Object.values(scores));
}
