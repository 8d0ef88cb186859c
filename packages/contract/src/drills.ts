import { z } from 'zod';
import { objectId } from './common';
import { drillLimits, drillTypes } from './constants';

/**
 * Drills: a lesson kind that grades itself from the strokes (issue 30). The targets come from the
 * drill's seed and the attempt's round (packages/canvas `drillPlan`), so the server rebuilds them.
 */
export const drillType = z.enum(drillTypes);

const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** A drill as its instructor set it: the type, its parameters, and the tools it sets. */
export const drillSpec = z
  .strictObject({
    type: drillType,
    count: int(1, drillLimits.count),
    seed: int(0, 2_147_483_647),
    minLength: int(drillLimits.minLength, drillLimits.maxLength).default(200),
    maxLength: int(drillLimits.minLength, drillLimits.maxLength).default(500),
    degrees: z
      .array(int(5, 85))
      .min(1, 'Pick at least one degree')
      .max(drillLimits.degrees)
      .default([15, 30, 45, 60]),
    repeats: int(1, drillLimits.repeats).default(1),
    /** The attempt's score that completes the lesson. */
    passScore: int(0, 100).default(70),
    /** The pen's width, fixed for the drill. */
    penWidth: int(1, 40).default(4),
    /** Off for line drills: a stabilizer would hide the very wobble being measured. */
    stabilizer: z.boolean().default(false),
    /** Shows the drill's guide: the perspective for boxes, the templates for ellipses. */
    guide: z.boolean().default(true),
  })
  .refine((d) => d.minLength <= d.maxLength, {
    message: 'The longest line is shorter than the shortest',
    path: ['maxLength'],
  });
export type DrillSpec = z.infer<typeof drillSpec>;
export type DrillSpecInput = z.input<typeof drillSpec>;

/** A stroke log as the practice board sends it; the server checks it with the engine's parser. */
export const attemptLog = z.looseObject({
  format: z.literal('glossy-drawer/stroke-log'),
  version: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  ops: z.array(z.unknown()).max(drillLimits.strokes * 2, 'Too many strokes for one attempt'),
});

/** POST /api/lessons/{id}/attempts: the round drawn and its log. Scores are the server's own. */
export const attemptInput = z.strictObject({
  round: int(0, 1_000_000),
  log: attemptLog,
});
export type AttemptInput = z.input<typeof attemptInput>;

export const strokeScore = z.object({
  /** The target it was scored against; null for a stroke past every target. */
  goal: z.number().int().nullable(),
  score: z.number(),
  scores: z.record(z.string(), z.number()),
  tip: z.string(),
});
export type StrokeScore = z.infer<typeof strokeScore>;

/** The server's figures for an attempt. */
export const attemptAnswer = z.object({
  insertedId: objectId,
  score: z.number(),
  strokes: z.array(strokeScore),
  measures: z.record(z.string(), z.number()),
  done: z.number().int(),
  goals: z.number().int(),
  passed: z.boolean(),
});
export type AttemptAnswer = z.infer<typeof attemptAnswer>;

/** One attempt in a list: the student's own, or a class's for its teacher. */
export const attemptSummary = z.object({
  _id: objectId,
  lessonId: objectId,
  lessonTitle: z.string(),
  courseId: objectId,
  drillType,
  student: z.object({ _id: objectId, name: z.string() }),
  round: z.number().int(),
  score: z.number(),
  measures: z.record(z.string(), z.number()),
  strokeCount: z.number().int(),
  done: z.number().int(),
  goals: z.number().int(),
  passed: z.boolean(),
  createdAt: z.string(),
});
export type AttemptSummary = z.infer<typeof attemptSummary>;
export const attemptList = z.array(attemptSummary);

/** GET /api/attempts/{id}: the attempt with its log, for its replay and overlay. */
export const attemptDetail = attemptSummary.extend({
  log: attemptLog,
  strokes: z.array(strokeScore),
});
export type AttemptDetail = z.infer<typeof attemptDetail>;

export const attemptListQuery = z.strictObject({ student: objectId.optional() });
export const myAttemptsQuery = z.strictObject({ course: objectId.optional() });
export const attemptIdParam = z.strictObject({ id: objectId });

/** GET /api/lessons/{id}/attempts/figures: a drill's class-wide figures, for its teacher. */
export const drillFigures = z.object({
  attempts: z.number().int(),
  students: z.number().int(),
  passed: z.number().int(),
  medianScore: z.number().nullable(),
  /** Median of each measure over the class's attempts. */
  measures: z.record(z.string(), z.number()),
  /** Targets by how their strokes score, weakest first. */
  goals: z.array(
    z.object({
      goal: z.number().int(),
      strokes: z.number().int(),
      medianScore: z.number(),
      /** Strokes under the drill's pass score. */
      failing: z.number().int(),
    }),
  ),
});
export type DrillFigures = z.infer<typeof drillFigures>;
