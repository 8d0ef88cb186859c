import { z } from 'zod';
import { courseLevel } from './catalog';
import { objectId } from './common';
import { lessonKind } from './curriculum';

/** The lesson a student picks up next in one course: the first one they have not completed. */
export const nextLesson = z.object({
  _id: objectId,
  title: z.string(),
  kind: lessonKind,
  chapterTitle: z.string(),
  durationSec: z.number().int(),
});
export type NextLesson = z.infer<typeof nextLesson>;

/** GET /api/me/continue: one course under way (owned, not finished), with its next lesson. */
export const continueItem = z.object({
  courseId: objectId,
  courseName: z.string(),
  img: z.string(),
  Level: courseLevel,
  Instructor: z.string(),
  percent: z.number().int().min(0).max(100),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  /** When the student last studied it; their enrolment's date while they have not started. */
  lastStudiedAt: z.string(),
  next: nextLesson,
});
export type ContinueItem = z.infer<typeof continueItem>;
/** Most recently studied first. */
export const continueList = z.array(continueItem);
