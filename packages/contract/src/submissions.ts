import { z } from 'zod';
import { textLimits } from './constants';
import { courseLevel } from './catalog';
import { lineText, longText, mediaRef, objectId, pageFields, queryText } from './common';

/** `draft` is the instructor's until Submit for review; the spec's three follow it. */
export const submissionStatuses = ['draft', 'pending', 'approved', 'denied'] as const;
export const submissionStatus = z.enum(submissionStatuses);
export type SubmissionStatus = z.infer<typeof submissionStatus>;

const cents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The original form sent what its inputs held, so a number may arrive as a string. */
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'Enter a number')
    .transform(Number),
]);

export const submissionPrice = numeric.pipe(
  z
    .number('Enter a price')
    .min(0, 'The price cannot be negative')
    .max(9999, 'The price can be at most $9,999')
    .refine(cents, 'Use at most two decimals (cents)'),
);

export const submissionRating = numeric.pipe(
  z.number('Enter a rating').min(1, 'Rate from 1 to 10').max(10, 'Rate from 1 to 10'),
);

/**
 * The fields an instructor writes. `sellerName` and `postedBy` are the original client's and are
 * accepted, but the server takes both from the signed-in user.
 */
const submissionFields = {
  courseName: lineText(120, 'Enter the course name'),
  sellerName: z.string().max(200).optional(),
  image: mediaRef,
  postedBy: z.string().max(254).optional(),
  videoUrl: z.union([mediaRef, z.literal('')]).optional(),
  price: submissionPrice,
  rating: submissionRating,
  description: longText(textLimits.courseDescription, 'Describe the course'),
  Level: courseLevel.default('Beginner'),
};

/** POST /api/newcourses */
export const submissionInput = z.strictObject(submissionFields);
export type SubmissionInput = z.input<typeof submissionInput>;

/**
 * PATCH /api/newcourses/{id}: an admin reviews (`status`, `feedback`); the owning instructor edits
 * the fields of a pending or denied submission. At least one field.
 */
export const submissionPatch = z
  .strictObject({
    ...submissionFields,
    Level: courseLevel,
    status: z.enum(['approved', 'denied']),
    feedback: longText(textLimits.reviewFeedback, 'Write the feedback').or(z.literal('')),
  })
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Send at least one field to change',
    path: ['body'],
  });
export type SubmissionPatch = z.input<typeof submissionPatch>;

export const submissionQuery = z.strictObject({
  status: submissionStatus.optional(),
  q: queryText(100).optional(),
  ...pageFields(100),
});
export type SubmissionQuery = z.infer<typeof submissionQuery>;

export const submissionIdParam = z.strictObject({ id: objectId });

export const submissionActions = [
  'drafted',
  'submitted',
  'edited',
  'resubmitted',
  'approved',
  'denied',
  'feedback',
] as const;

/** One change in a submission's life: who did what, when. */
export const submissionEvent = z.object({
  action: z.enum(submissionActions),
  by: z.string(),
  at: z.string(),
  note: z.string().nullable(),
});
export type SubmissionEvent = z.infer<typeof submissionEvent>;

/** A submission as GET /api/newcourses lists it: the spec's fields, its review, and its sales. */
export const submission = z.object({
  _id: objectId,
  image: z.string(),
  courseName: z.string(),
  sellerName: z.string(),
  postedBy: z.string(),
  videoUrl: z.string().nullable(),
  price: z.number(),
  rating: z.number(),
  description: z.string(),
  Level: courseLevel,
  status: submissionStatus,
  feedback: z.string(),
  feedbackAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The catalog course once approved (kept when it is later denied, so buyers keep access). */
  courseId: objectId.nullable(),
  students: z.number().int(),
  revenue: z.number(),
  chapters: z.number().int(),
  lessons: z.number().int(),
});
export type Submission = z.infer<typeof submission>;
export const submissionList = z.array(submission);
