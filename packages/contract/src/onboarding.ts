import { z } from 'zod';
import { course, courseLevel } from './catalog';

/**
 * What a newcomer may say they want to draw. The catalog has no category column: each interest is
 * matched against the courses' words on the server (decision 0115).
 */
export const courseInterests = [
  'fundamentals',
  'digital',
  'characters',
  'colour',
  'illustration',
  'games',
] as const;
export const courseInterest = z.enum(courseInterests);
export type CourseInterest = z.infer<typeof courseInterest>;

export const interestLabels: Record<CourseInterest, string> = {
  fundamentals: 'Drawing fundamentals',
  digital: 'Digital painting',
  characters: 'Characters & figures',
  colour: 'Colour & watercolour',
  illustration: 'Comics & ink',
  games: 'Concept & game art',
};

/** PUT /api/me/onboarding: the answers, or none when the newcomer skips. */
export const onboardingInput = z.strictObject({
  level: courseLevel.nullable(),
  interests: z
    .array(courseInterest)
    .max(courseInterests.length, 'Choose each interest once')
    .refine((list) => new Set(list).size === list.length, 'Choose each interest once'),
});
export type OnboardingInput = z.infer<typeof onboardingInput>;

/** GET /api/me/onboarding: the stored answers; `done` once finished or skipped. */
export const onboardingState = onboardingInput.extend({
  done: z.boolean(),
  doneAt: z.string().nullable(),
});
export type OnboardingState = z.infer<typeof onboardingState>;

/** GET /api/me/course-fit: catalog courses that fit the answers, best fit first. */
export const fittingCourse = course.extend({
  levelFits: z.boolean(),
  interests: z.array(courseInterest),
});
export type FittingCourse = z.infer<typeof fittingCourse>;
export const fittingCourseList = z.array(fittingCourse);
