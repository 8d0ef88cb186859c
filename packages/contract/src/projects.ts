import { z } from 'zod';
import { longText, objectId } from './common';
import { drawingOwner } from './drawings';

/** POST /api/projects: an enrolled student hands in one of their drawings for an exercise. */
export const projectInput = z.strictObject({ lessonId: objectId, drawingId: objectId });
export type ProjectInput = z.infer<typeof projectInput>;

/**
 * GET /api/projects: a course's hand-ins (its instructor, admins), else the caller's own in it;
 * without a course, an instructor's are those of the courses they teach and their own.
 */
export const projectQuery = z.strictObject({ courseId: objectId.optional() });

export const projectIdParam = z.strictObject({ id: objectId });

/**
 * A hand-in. The drawing is kept as it was handed in (its own copy of the stroke log and the
 * picture), so a critique's moments stay where they were pinned whatever the artist draws after.
 */
export const project = z.object({
  _id: objectId,
  lessonId: objectId,
  lessonTitle: z.string(),
  courseId: objectId,
  courseName: z.string(),
  student: drawingOwner,
  drawingId: objectId.nullable(),
  title: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  durationMs: z.number().int(),
  strokes: z.number().int(),
  thumbnail: z.string(),
  picture: z.string(),
  /** The handed-in stroke log (JSON, gzip-encoded), for the critique's replay. */
  log: z.string(),
  handedInAt: z.string(),
  /** Earlier hand-ins of the same lesson by the same student, replaced by this one. */
  earlier: z.number().int(),
  /** Pins by the course's instructor or an admin. */
  critiques: z.number().int(),
  /** Comments and replies in all. */
  comments: z.number().int(),
  /** For the student: critiques or replies added since they last read them. */
  unread: z.number().int(),
  /**
   * True when the caller critiques this hand-in (the course's instructor, or an admin), false
   * when it is the caller's own: an instructor may hand in drawings in another instructor's course.
   */
  teaching: z.boolean(),
});
export type Project = z.infer<typeof project>;
export const projectList = z.array(project);

/**
 * POST /api/projects/{id}/comments. A pin: a moment of the replay (`atMs`, on the drawing's own
 * clock) and a spot on the page (`x`, `y` in the drawing's units), the text, and optionally an
 * overlay: a stroke log drawn over the student's drawing on its own layer (a correction). A reply
 * names the comment it answers and has only text.
 */
export const projectCommentInput = z
  .strictObject({
    text: longText(2000, 'Write the comment first'),
    atMs: z.number().int().min(0).max(86_400_000).optional(),
    x: z.number().finite().optional(),
    y: z.number().finite().optional(),
    /** A stroke log in the engine's format (checked on the server). */
    overlay: z.unknown().optional(),
    replyTo: objectId.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.replyTo) {
      for (const key of ['atMs', 'x', 'y', 'overlay'] as const) {
        if (input[key] !== undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'A reply has only text' });
      }
      return;
    }
    for (const key of ['atMs', 'x', 'y'] as const) {
      if (input[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'A pin needs a moment and a spot' });
    }
  });
export type ProjectCommentInput = z.infer<typeof projectCommentInput>;

export const projectComment = z.object({
  _id: objectId,
  projectId: objectId,
  author: drawingOwner,
  /** The instructor's (or an admin's) pins are critique; the student's are replies or questions. */
  fromTeacher: z.boolean(),
  text: z.string(),
  /** Null for a reply: it sits under the pin it answers. */
  atMs: z.number().int().nullable(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  replyTo: objectId.nullable(),
  /** The overlay's stroke log (JSON) when the pin carries a correction. */
  overlay: z.unknown().nullable(),
  date: z.string(),
});
export type ProjectComment = z.infer<typeof projectComment>;
export const projectCommentList = z.array(projectComment);

/** GET /api/courses/{id}/projects: hand-ins whose artists made the drawing public. */
export const courseProjectCard = z.object({
  _id: objectId,
  drawingId: objectId,
  title: z.string(),
  lessonTitle: z.string(),
  student: drawingOwner,
  thumbnail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  handedInAt: z.string(),
});
export type CourseProjectCard = z.infer<typeof courseProjectCard>;
export const courseProjectList = z.array(courseProjectCard);
