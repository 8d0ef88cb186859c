import { z } from 'zod';
import { lineText, objectId } from './common';

export const drawingVisibilities = ['private', 'public'] as const;
export const drawingVisibility = z.enum(drawingVisibilities);
export type DrawingVisibility = z.infer<typeof drawingVisibility>;

export const drawingTitle = lineText(120, 'Give the drawing a title');

/**
 * How big a saved drawing may be: an hour of steady drawing with a pen is about 4 MB of stroke
 * log once gzipped (≈ 25 MB as JSON), and the flattened picture is a 2000 × 1000 PNG at most.
 */
export const drawingLimits = {
  logBytes: 12 * 1024 * 1024,
  logJsonBytes: 64 * 1024 * 1024,
  /**
   * How many times its packed size a log may unpack to: real logs pack 3–12 times, so a small
   * body cannot make the server unpack and parse tens of megabytes.
   */
  logUnpackRatio: 64,
  /** Operations in one log: ten times the 10,000-stroke drawing the replay is built for. */
  logOps: 100_000,
  pictureBytes: 8 * 1024 * 1024,
  pictureSide: 4096,
} as const;

/** A drawing as My drawings lists it; the picture links are signed while it is private. */
export const drawingSummary = z.object({
  _id: objectId,
  title: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Time spent drawing: the strokes' own durations, idle time left out. */
  durationMs: z.number().int(),
  strokes: z.number().int(),
  visibility: drawingVisibility,
  /** Goes up by one on every save; a save naming an older one answers 409. */
  version: z.number().int(),
  thumbnail: z.string(),
  picture: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DrawingSummary = z.infer<typeof drawingSummary>;
export const drawingList = z.array(drawingSummary);

export const drawingOwner = z.object({
  _id: objectId,
  name: z.string(),
  photo: z.string().nullable(),
});

/** GET /api/drawings/{id}: the summary, who drew it, and where its stroke log is read. */
export const drawingDetail = drawingSummary.extend({
  owner: drawingOwner,
  mine: z.boolean(),
  /** The stroke log (JSON, sent gzip-encoded) for the replay and for opening it in the sketchpad. */
  log: z.string(),
  logBytes: z.number().int(),
});
export type DrawingDetail = z.infer<typeof drawingDetail>;

export const drawingIdParam = z.strictObject({ id: objectId });

/** PATCH /api/drawings/{id}: rename or publish, nothing else. */
export const drawingPatch = z
  .strictObject({ title: drawingTitle.optional(), visibility: drawingVisibility.optional() })
  .refine((patch) => patch.title !== undefined || patch.visibility !== undefined, {
    message: 'Send a title or a visibility',
  });
export type DrawingPatch = z.infer<typeof drawingPatch>;

/** PUT answers the version the drawing now has, which the next autosave names. */
export const drawingSavedAnswer = z.object({
  modifiedCount: z.number().int(),
  version: z.number().int(),
});
export type DrawingSavedAnswer = z.infer<typeof drawingSavedAnswer>;
