import { z } from 'zod';

/**
 * A course's life: the instructor's draft goes to review (pending) only when this checklist passes;
 * an admin approves or denies it, and a denied course is worked on again like a draft.
 */
export const checklistKeys = [
  'cover',
  'description',
  'chapters',
  'videoLengths',
  'exerciseDemos',
] as const;
export const checklistKey = z.enum(checklistKeys);
export type ChecklistKey = z.infer<typeof checklistKey>;

export const checklistItem = z.object({
  key: checklistKey,
  label: z.string(),
  done: z.boolean(),
  /** What is still missing, in the instructor's words (a lesson's title, say); empty once done. */
  missing: z.array(z.string()),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

/** Part of GET /api/newcourses/{id}: computed by the server, shown in the studio and the review. */
export const courseChecklist = z.object({
  ready: z.boolean(),
  items: z.array(checklistItem),
});
export type CourseChecklist = z.infer<typeof courseChecklist>;

/** POST /api/newcourses/{id}/submit: the draft (or denied course) goes to review. */
export const submitAnswer = z.object({
  modifiedCount: z.number().int(),
  status: z.literal('pending'),
});
export type SubmitAnswer = z.infer<typeof submitAnswer>;
