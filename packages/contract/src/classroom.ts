import { z } from 'zod';
import { course } from './catalog';
import { longText, objectId, pageFields } from './common';
import { lesson } from './curriculum';

/** GET /api/lessons/{id}: the whole lesson for those who may take it, with where it sits. */
export const lessonContent = lesson.extend({
  courseId: objectId,
  courseName: z.string(),
  chapterTitle: z.string(),
  /** The student's own progress on this lesson (null for someone not enrolled). */
  progress: z.object({ completed: z.boolean(), positionSec: z.number() }).nullable(),
});
export type LessonContent = z.infer<typeof lessonContent>;

/** POST /api/lessons/{id}/progress */
export const progressInput = z
  .strictObject({
    completed: z.boolean().optional(),
    positionSec: z.number().min(0).max(36_000).optional(),
  })
  .refine((input) => input.completed !== undefined || input.positionSec !== undefined, {
    message: 'Send completed or positionSec',
    path: ['body'],
  });
export type ProgressInput = z.input<typeof progressInput>;

export const progressAnswer = z.object({
  completed: z.boolean(),
  percent: z.number().int().min(0).max(100),
  /** Set when this step finished the course and issued its certificate. */
  certificateId: objectId.nullable(),
});
export type ProgressAnswer = z.infer<typeof progressAnswer>;

/** GET /api/courses/{id}/progress */
export const courseProgress = z.object({
  completedLessonIds: z.array(objectId),
  percent: z.number().int().min(0).max(100),
  lastLessonId: objectId.nullable(),
  certificateId: objectId.nullable(),
});
export type CourseProgress = z.infer<typeof courseProgress>;

/** GET /api/enrollments: each owned course with how far the student is. */
export const enrolledCourse = course.extend({
  percent: z.number().int().min(0).max(100),
  lastLessonId: objectId.nullable(),
});
export type EnrolledCourse = z.infer<typeof enrolledCourse>;
export const enrolledCourseList = z.array(enrolledCourse);

/** POST /api/courses/{id}/reviews: a second one by the same student edits the first. */
export const courseReviewInput = z.strictObject({
  rating: z.number('Choose a rating').int('Choose 1 to 5 stars').min(1).max(5),
  review: longText(2000, 'Write a few words about the course'),
});
export type CourseReviewInput = z.infer<typeof courseReviewInput>;

export const courseReview = z.object({
  _id: objectId,
  student_name: z.string(),
  image: z.string(),
  rating: z.number().int(),
  review: z.string(),
  date: z.string(),
});
export type CourseReview = z.infer<typeof courseReview>;
export const courseReviewList = z.array(courseReview);
export const courseReviewQuery = z.strictObject({ ...pageFields(50) });

/** GET /api/courses/{id}/rating: the average and how many reviews gave each star count. */
export const courseRating = z.object({
  rating: z.number(),
  count: z.number().int(),
  /** breakdown[0] is one star, breakdown[4] five stars. */
  breakdown: z.array(z.number().int()).length(5),
  /** The caller's own review, when signed in and they wrote one. */
  mine: courseReview.nullable(),
  /** Whether the caller may review (enrolled). */
  canReview: z.boolean(),
});
export type CourseRating = z.infer<typeof courseRating>;

/** GET /api/certificates (mine) and GET /api/certificates/{id} (anyone: the verification). */
export const certificate = z.object({
  _id: objectId,
  courseId: objectId,
  courseName: z.string(),
  studentName: z.string(),
  instructor: z.string(),
  issuedAt: z.string(),
  /** Printed on the certificate; the public page shows it so a reader can compare. */
  code: z.string(),
  /** When the course was refunded and the certificate withdrawn; null while it stands. */
  revokedAt: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificate>;
export const certificateList = z.array(certificate);
export const certificateIdParam = z.strictObject({ id: objectId });

/** Lesson discussion: questions under a lesson, answers under a question. */
export const questionInput = z.strictObject({ text: longText(2000, 'Write your question') });
export const answerInput = z.strictObject({ text: longText(2000, 'Write your answer') });
export type QuestionInput = z.infer<typeof questionInput>;

export const questionAnswer = z.object({
  _id: objectId,
  author_name: z.string(),
  image: z.string(),
  text: z.string(),
  date: z.string(),
  /** Written by the course's instructor. */
  byInstructor: z.boolean(),
});
export type QuestionAnswer = z.infer<typeof questionAnswer>;

export const lessonQuestion = z.object({
  _id: objectId,
  lessonId: objectId,
  author_name: z.string(),
  image: z.string(),
  text: z.string(),
  date: z.string(),
  answered: z.boolean(),
  /** Asked by the caller, who may delete it. */
  mine: z.boolean(),
  answers: z.array(questionAnswer),
});
export type LessonQuestion = z.infer<typeof lessonQuestion>;
export const lessonQuestionList = z.array(lessonQuestion);
export const questionIdParam = z.strictObject({ id: objectId });

/** GET /api/questions: for an instructor, questions across their courses (admin: all). */
export const questionQuery = z.strictObject({
  unanswered: z.enum(['true', 'false']).optional(),
  ...pageFields(50),
});
export const teacherQuestion = lessonQuestion.extend({
  courseId: objectId,
  courseName: z.string(),
  lessonTitle: z.string(),
});
export type TeacherQuestion = z.infer<typeof teacherQuestion>;
export const teacherQuestionList = z.array(teacherQuestion);

/** POST /api/uploads/captions: a WebVTT file as the body. */
export const captionsMaxBytes = 512 * 1024;
