import { z } from 'zod';
import { objectId, pageFields, queryText } from './common';

export const courseLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const courseLevel = z.enum(courseLevels);
export type CourseLevel = z.infer<typeof courseLevel>;

export const syllabusItem = z.object({ title: z.string(), minutes: z.number().int() });

/** Field names are the original app's (`Details`, `Level`, `Instructor`); price is in dollars. */
export const course = z.object({
  _id: objectId,
  id: z.number().int(),
  img: z.string(),
  name: z.string(),
  Details: z.string(),
  /** The average of the students' reviews, one to five stars; 0 while `reviewCount` is 0. */
  rating: z.number(),
  /** How many students reviewed the course; 0 is a course the catalog shows as new. */
  reviewCount: z.number().int(),
  Level: courseLevel,
  Instructor: z.string(),
  price: z.number(),
  videoUrl: z.string().nullable(),
  syllabus: z.array(syllabusItem),
  students: z.number().int(),
});
export type Course = z.infer<typeof course>;

export const courseSorts = [
  'popular',
  'rating',
  'price-asc',
  'price-desc',
  'newest',
  'name',
] as const;

const priceParam = z.coerce.number().min(0).max(100_000);

export const courseQuery = z.strictObject({
  q: queryText(100).optional(),
  level: courseLevel.optional(),
  minPrice: priceParam.optional(),
  maxPrice: priceParam.optional(),
  sort: z.enum(courseSorts).optional(),
  ...pageFields(100),
});
export type CourseQuery = z.infer<typeof courseQuery>;

/** GET /api/courses answers a plain array (as the original did); paging travels in headers. */
export const courseList = z.array(course);
export const totalCountHeader = 'X-Total-Count';

export const courseIdParam = z.strictObject({ id: objectId });

export const instructor = z.object({
  id: z.number().int(),
  img: z.string(),
  name: z.string(),
  course: z.string(),
  email: z.string(),
  student: z.number().int(),
});
export type Instructor = z.infer<typeof instructor>;

export const review = z.object({
  _id: objectId,
  image: z.string(),
  review: z.string(),
  student_name: z.string(),
  rating: z.number(),
});
export type Review = z.infer<typeof review>;
