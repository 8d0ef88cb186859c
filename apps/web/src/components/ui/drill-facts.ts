import type { DrillSpec } from '@glossy/contract';
import { drillLimits, drillTypeNames, type DrillType } from '@glossy/contract/constants';
import { drillPlan, type DrillPlan } from '@glossy/canvas/drills';

/*
 * What a drill's settings mean, for the studio's drill fields, the lesson preview and the drill
 * lesson's page. Its values come from the contract's zod-free constants.
 */

export { drillTypeNames };

/** Which of a drill's parameters a type uses; the others are not shown. */
export interface DrillUses {
  /** Shortest and longest line. */
  lengths: boolean;
  /** The ellipses' table of degrees. */
  degrees: boolean;
  /** What `repeats` counts for this type, or null when the type draws each target once. */
  repeats: string | null;
  /** What the guide shows, or null when the type has none. */
  guide: string | null;
}

const lineUses: DrillUses = { lengths: true, degrees: false, repeats: null, guide: null };

export const drillUses: Record<DrillType, DrillUses> = {
  lines: lineUses,
  superimposed: { ...lineUses, repeats: 'Strokes over each line' },
  ghosted: lineUses,
  ellipses: {
    lengths: false,
    degrees: true,
    repeats: 'Times around each ellipse',
    guide: 'the ellipses’ templates',
  },
  boxes: {
    lengths: false,
    degrees: false,
    repeats: null,
    guide: 'the horizon and its vanishing points',
  },
  hatching: { lengths: false, degrees: false, repeats: null, guide: null },
  pressure: lineUses,
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** `[15, 30, 45]` as '15°, 30° and 45°'. */
export function degreeList(degrees: readonly number[]): string {
  const words = degrees.map((degree) => `${degree}°`);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words.join('');
}

/** The targets of a drill in words, as a student would be told them. */
export function targetsInWords(spec: DrillSpec): string {
  const lengths = `${spec.minLength}–${spec.maxLength} px long`;
  switch (spec.type) {
    case 'lines':
      return `${plural(spec.count, 'line', 'lines')} between dots, ${lengths}`;
    case 'superimposed':
      return `${plural(spec.count, 'line', 'lines')}, ${plural(spec.repeats, 'stroke', 'strokes')} over each, ${lengths}`;
    case 'ghosted':
      return `${plural(spec.count, 'ghosted line', 'ghosted lines')}, ${lengths}`;
    case 'ellipses':
      return `${plural(spec.count, 'ellipse', 'ellipses')} at ${degreeList(spec.degrees)}, ${plural(spec.repeats, 'time', 'times')} around each`;
    case 'boxes':
      return `${plural(spec.count, 'box', 'boxes')} in two-point perspective, each from its nearest edge`;
    case 'hatching':
      return `${plural(spec.count, 'patch', 'patches')} to fill with even hatching`;
    case 'pressure':
      return `${plural(spec.count, 'pressure ramp', 'pressure ramps')}, light to heavy or heavy to light, ${lengths}`;
  }
}

/** A drill's settings in words: the targets, the tools it sets, and what passes. */
export function drillFacts(spec: DrillSpec): { term: string; detail: string }[] {
  const guide = drillUses[spec.type].guide;
  return [
    { term: 'Targets', detail: targetsInWords(spec) },
    { term: 'Pen', detail: `${spec.penWidth} px, fixed for the drill` },
    { term: 'Stabilizer', detail: spec.stabilizer ? 'On' : 'Off' },
    ...(guide ? [{ term: 'Guide', detail: spec.guide ? `Shown: ${guide}` : 'Hidden' }] : []),
    { term: 'Passes at', detail: `${spec.passScore} out of 100` },
    { term: 'Seed', detail: `${spec.seed}: each redo draws new targets` },
  ];
}

const within = (value: number, low: number, high: number, otherwise: number) =>
  Number.isFinite(value) ? Math.min(high, Math.max(low, Math.round(value))) : otherwise;

/**
 * The nearest drill whose targets can be drawn: a drill still being typed may hold numbers the
 * contract refuses (an empty box, a count of 500), and its preview shows this one instead.
 */
export function previewSpec(spec: DrillSpec): DrillSpec {
  const minLength = within(spec.minLength, drillLimits.minLength, drillLimits.maxLength, 200);
  const degrees = spec.degrees.filter((degree) => degree >= 5 && degree <= 85);
  return {
    ...spec,
    count: within(spec.count, 1, drillLimits.count, 1),
    seed: within(spec.seed, 0, 2_147_483_647, 0),
    minLength,
    maxLength: within(spec.maxLength, minLength, drillLimits.maxLength, minLength),
    degrees: degrees.length > 0 ? degrees.slice(0, drillLimits.degrees) : [45],
    repeats: within(spec.repeats, 1, drillLimits.repeats, 1),
  };
}

/** The targets of a drill's first round, as every student meets them first. */
export const previewPlan = (spec: DrillSpec): DrillPlan => drillPlan(previewSpec(spec), 0);
