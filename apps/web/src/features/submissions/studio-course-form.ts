import type { CourseLevel, Submission } from '@glossy/contract';
import { ApiError } from '../../lib/api';
import { levels } from '../../entities/catalog/course-search';

/** What the Add Course form holds: numbers stay text while they are typed. */
export interface CourseDraft {
  courseName: string;
  image: string;
  videoUrl: string;
  price: string;
  rating: string;
  description: string;
  Level: CourseLevel;
}

export const courseFields = [
  'courseName',
  'image',
  'videoUrl',
  'price',
  'rating',
  'description',
  'Level',
] as const;
export type CourseField = (typeof courseFields)[number];
export type CourseErrors = Partial<Record<CourseField, string>>;

export const courseLevels = levels;

export const emptyCourse: CourseDraft = {
  courseName: '',
  image: '',
  videoUrl: '',
  price: '',
  rating: '',
  description: '',
  Level: 'Beginner',
};

export const draftOf = (submission: Submission): CourseDraft => ({
  courseName: submission.courseName,
  image: submission.image,
  videoUrl: submission.videoUrl ?? '',
  price: String(submission.price),
  rating: String(submission.rating),
  description: submission.description,
  Level: submission.Level,
});

/** A failed save as messages under the fields it names, and one for the form when none does. */
export function describeCourseFailure(error: unknown): { fields: CourseErrors; form?: string } {
  if (!(error instanceof ApiError)) {
    return { fields: {}, form: 'The course could not be saved. Try again.' };
  }
  const fields: CourseErrors = {};
  for (const [name, message] of Object.entries(error.fields)) {
    const field = name.split('.')[0];
    if ((courseFields as readonly string[]).includes(field ?? '')) {
      fields[field as CourseField] ??= message;
    }
  }
  if (Object.keys(fields).length > 0) return { fields };
  if (error.status === 429) {
    return {
      fields,
      form: 'You have saved many times in a short while. Wait a minute and try again.',
    };
  }
  return { fields, form: error.message };
}
