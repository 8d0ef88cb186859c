import type { DrillSpec, DrillType } from '@glossy/contract';

/*
 * A drill lesson's drill while the instructor sets it. Only types come from the contract here: its
 * values bring zod, which the studio loads with the drill's fields (StudioDrillFields), not before.
 */

/** The drill's numbers as typed, so a box can be cleared and retyped. */
export const drillNumbers = [
  'count',
  'minLength',
  'maxLength',
  'repeats',
  'penWidth',
  'passScore',
  'seed',
] as const;
export type DrillNumber = (typeof drillNumbers)[number];

export type DrillDraft = Record<DrillNumber, string> & {
  type: DrillType;
  degrees: number[];
  stabilizer: boolean;
  guide: boolean;
};

/** The drill's fields in the order they stand in the form, named as the API names them. */
export const drillFields = [
  'drill.type',
  'drill.count',
  'drill.minLength',
  'drill.maxLength',
  'drill.degrees',
  'drill.repeats',
  'drill.penWidth',
  'drill.stabilizer',
  'drill.guide',
  'drill.passScore',
  'drill.seed',
] as const satisfies readonly `drill.${keyof DrillSpec}`[];
export type DrillField = (typeof drillFields)[number];

/**
 * The field a message about `drill.<key>` stands under; one about the drill as a whole (it is
 * missing, or has a field the form does not know) stands under its type.
 */
export function drillFieldOf(key: unknown): DrillField {
  const field = `drill.${String(key)}`;
  return (drillFields as readonly string[]).includes(field) ? (field as DrillField) : 'drill.type';
}

type TypeDefaults = Pick<DrillSpec, 'count' | 'minLength' | 'maxLength' | 'repeats' | 'guide'>;

/**
 * What each type starts with: a sitting's worth of targets, lines long enough to need the
 * shoulder, several strokes over a superimposed line, two laps around an ellipse, and the guide
 * on where the type has one (the ellipses' templates, the boxes' perspective).
 */
const typeDefaults: Record<DrillType, TypeDefaults> = {
  lines: { count: 10, minLength: 150, maxLength: 450, repeats: 1, guide: false },
  superimposed: { count: 6, minLength: 250, maxLength: 600, repeats: 4, guide: false },
  ghosted: { count: 8, minLength: 200, maxLength: 600, repeats: 1, guide: false },
  ellipses: { count: 12, minLength: 200, maxLength: 500, repeats: 2, guide: true },
  boxes: { count: 6, minLength: 200, maxLength: 500, repeats: 1, guide: true },
  hatching: { count: 6, minLength: 200, maxLength: 500, repeats: 1, guide: false },
  pressure: { count: 8, minLength: 200, maxLength: 500, repeats: 1, guide: false },
};

/** The largest seed the contract takes (a positive 32-bit integer). */
const SEED_RANGE = 2_147_483_647;

/** A seed for new targets: any other than `current`. */
export function newSeed(current?: string): string {
  for (;;) {
    const seed = String(Math.floor(Math.random() * SEED_RANGE));
    if (seed !== current) return seed;
  }
}

const typeFields = (type: DrillType) => {
  const d = typeDefaults[type];
  return {
    type,
    count: String(d.count),
    minLength: String(d.minLength),
    maxLength: String(d.maxLength),
    repeats: String(d.repeats),
    guide: d.guide,
  };
};

/** A new drill: line drills first, the stabilizer off (it would smooth away what is measured). */
export const newDrill = (type: DrillType = 'lines'): DrillDraft => ({
  ...typeFields(type),
  degrees: [15, 30, 45, 60],
  penWidth: '4',
  passScore: '70',
  stabilizer: false,
  seed: newSeed(),
});

/**
 * Another type: its own count, lengths, repeats and guide, while the seed, the degrees, the pen,
 * the stabilizer and the pass score stay as the instructor set them.
 */
export const withDrillType = (draft: DrillDraft, type: DrillType): DrillDraft => ({
  ...draft,
  ...typeFields(type),
});

export const drillDraftOf = (spec: DrillSpec): DrillDraft => ({
  type: spec.type,
  count: String(spec.count),
  minLength: String(spec.minLength),
  maxLength: String(spec.maxLength),
  degrees: [...spec.degrees],
  repeats: String(spec.repeats),
  penWidth: String(spec.penWidth),
  passScore: String(spec.passScore),
  stabilizer: spec.stabilizer,
  guide: spec.guide,
  seed: String(spec.seed),
});

/** A whole number as typed, or NaN. */
export const wholeNumber = (text: string): number =>
  /^\s*-?\d{1,12}\s*$/.test(text) ? Number(text) : Number.NaN;

/** The drill as the API takes it; a box that holds no whole number is NaN, for the checks to name. */
export const drillInputOf = (draft: DrillDraft): DrillSpec => ({
  type: draft.type,
  count: wholeNumber(draft.count),
  seed: wholeNumber(draft.seed),
  minLength: wholeNumber(draft.minLength),
  maxLength: wholeNumber(draft.maxLength),
  degrees: [...draft.degrees].sort((a, b) => a - b),
  repeats: wholeNumber(draft.repeats),
  passScore: wholeNumber(draft.passScore),
  penWidth: wholeNumber(draft.penWidth),
  stabilizer: draft.stabilizer,
  guide: draft.guide,
});
