import type { DrillGoal } from './plan';
import type { Scored } from './strokes';

/** A stroke this good gets praise, not a correction. */
export const CLEAN_SCORE = 90;

const px = (v: number | undefined): string => `${Math.round(Math.abs(v ?? 0))} px`;
const deg = (v: number | undefined): string => `${Math.round(Math.abs(v ?? 0))}°`;

function speedTip(f: Readonly<Record<string, number>>): string {
  const start = f.speedStart ?? 0;
  const end = f.speedEnd ?? 0;
  const middle = f.speedMiddle ?? 0;
  if (end < middle * 0.7) return 'Steady speed: you slowed down at the end.';
  if (start < middle * 0.7) return 'Steady speed: you started slowly, then sped up.';
  return 'Steady speed: keep one pace from start to end.';
}

function endsTip(f: Readonly<Record<string, number>>): string {
  const a = f.overshootA ?? 0;
  const b = f.overshootB ?? 0;
  const worst = Math.abs(a) > Math.abs(b) ? a : b;
  return worst > 0
    ? `You overshot a dot by ${px(worst)}: lift the pen as you reach it.`
    : `You stopped ${px(worst)} short of a dot: follow through to it.`;
}

const words: Record<string, (f: Readonly<Record<string, number>>) => string> = {
  deviation: (f) =>
    `The line strayed ${px(f.meanDeviation)} from the dots on average: aim at the far dot before you start.`,
  ends: endsTip,
  angle: (f) => `The line runs ${deg(f.angleError)} off the dots’ direction.`,
  wobble: () => 'Wobbly: draw from the shoulder and a little faster.',
  speed: speedTip,
  hesitation: (f) =>
    `You paused ${f.pauses === 1 ? 'once' : `${f.pauses ?? 0} times`}: ghost the motion first, then commit.`,
  roundness: (f) =>
    `The ellipse is ${deg(f.roundnessError)} ${(f.roundnessError ?? 0) > 0 ? 'rounder' : 'flatter'} than asked.`,
  alignment: (f) => `The ellipse leans ${deg(f.alignmentError)} off its minor axis.`,
  centre: (f) => `The ellipse sits ${px(f.centreOffset)} off its centre.`,
  size: (f) =>
    `The ellipse is ${Math.round(Math.abs(f.sizeError ?? 0) * 100)}% too ${(f.sizeError ?? 0) > 0 ? 'big' : 'small'}.`,
  closure: (f) => `Close the ellipse: its ends are ${px(f.closure)} apart.`,
  laps: (f) =>
    `Go around ${f.lapsAsked === 1 ? 'once' : `${f.lapsAsked ?? 2} times`}: you went around ${f.laps ?? 0}.`,
  convergence: (f) =>
    (f.family ?? 0) === 2
      ? `This vertical edge leans ${deg(f.angleError)}.`
      : `This edge misses its vanishing point by ${deg(f.angleError)}.`,
  spacing: (f) => `Keep the gaps even: ${px(f.gap)} here, ${px(f.spacing)} asked.`,
  pressure: (f) =>
    `Press ${(f.pressureFrom ?? 0) < 0.5 ? 'lightly at first, then harder' : 'hard at first, then lighter'}, gradually: off by ${Math.round((f.pressureError ?? 0) * 100)}% on average.`,
};

/** Words for the stroke's weakest measure, or praise when every measure is good. */
export function tipFor(goal: DrillGoal, stroke: Scored): string {
  let weakest: string | null = null;
  let low = Infinity;
  for (const [name, score] of Object.entries(stroke.scores)) {
    if (score < low) {
      low = score;
      weakest = name;
    }
  }
  if (weakest === null || low >= CLEAN_SCORE) {
    return goal.kind === 'ellipse'
      ? 'Clean ellipse: round, aligned and closed.'
      : 'Clean and confident.';
  }
  return words[weakest]?.(stroke.figures) ?? 'Try it once more, slowly ghosting first.';
}
