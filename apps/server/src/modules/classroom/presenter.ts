import { avatarOf } from '../files/avatars';
import type {
  Certificate,
  ContinueItem,
  CourseRating,
  CourseReview,
  EnrolledCourse,
  LessonContent,
  LessonQuestion,
  QuestionAnswer,
  TeacherQuestion,
} from '@glossy/contract';
import { presentCourse } from '../catalog/presenter';
import { presentLesson, type LinkFile } from '../submissions/presenter';
import type { CertificateRow } from './certificate-store';
import type { ContinueRow } from './continue-store';
import type { FoundCourse, FoundLesson } from './lesson-store';
import { percentOf, type EnrolledCourseRow } from './progress-store';
import type { AnswerRow, LessonQuestionRow, TeacherQuestionRow } from './question-store';
import type { ReviewRow } from './review-store';

/**
 * The lesson with where it sits. A lesson whose submission was never approved has no catalog
 * course yet: its instructor previews it, and `courseId` / `courseName` name the submission.
 */
export function presentLessonContent(found: FoundLesson, link: LinkFile): LessonContent {
  return {
    ...presentLesson(found.lesson, link),
    courseId: found.course?.id ?? found.submissionId,
    courseName: found.course?.name ?? found.submissionName,
    chapterTitle: found.chapterTitle,
    // A student who has not started the lesson is at its beginning; others have no progress.
    progress: found.enrolled ? (found.progress ?? { completed: false, positionSec: 0 }) : null,
  };
}

export const presentEnrolledCourse = (row: EnrolledCourseRow): EnrolledCourse => ({
  ...presentCourse(row.course),
  percent: percentOf(row.done, row.total),
  lastLessonId: row.lastLessonId,
});

export const presentReview = (row: ReviewRow): CourseReview => ({
  _id: row.id,
  student_name: row.name,
  image: avatarOf(row.photo),
  rating: row.rating,
  review: row.review,
  date: row.updatedAt.toISOString(),
});

/** The course's rating is the average of its reviews once it has any, its demo rating before. */
export const presentRating = (
  course: FoundCourse,
  breakdown: number[],
  mine: ReviewRow | null,
): CourseRating => ({
  rating: course.rating,
  count: breakdown.reduce((sum, n) => sum + n, 0),
  breakdown,
  mine: mine && presentReview(mine),
  canReview: course.enrolled,
});

export const presentCertificate = (row: CertificateRow): Certificate => ({
  _id: row.id,
  courseId: row.courseId,
  courseName: row.courseName,
  studentName: row.studentName,
  instructor: row.instructor,
  issuedAt: row.issuedAt.toISOString(),
  code: row.code,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const presentAnswer = (row: AnswerRow): QuestionAnswer => ({
  _id: row.id,
  author_name: row.name,
  image: avatarOf(row.photo),
  text: row.text,
  date: row.createdAt.toISOString(),
  byInstructor: row.byInstructor,
});

export const presentQuestion = (
  row: LessonQuestionRow,
  answers: AnswerRow[],
  viewerId: string | null,
): LessonQuestion => ({
  _id: row.id,
  lessonId: row.lessonId,
  author_name: row.name,
  image: avatarOf(row.photo),
  text: row.text,
  date: row.createdAt.toISOString(),
  answered: row.answeredAt !== null,
  mine: row.userId === viewerId,
  answers: answers.filter((answer) => answer.questionId === row.id).map(presentAnswer),
});

export const presentTeacherQuestion = (
  row: TeacherQuestionRow,
  answers: AnswerRow[],
  viewerId: string,
): TeacherQuestion => ({
  ...presentQuestion(row, answers, viewerId),
  courseId: row.courseId,
  courseName: row.courseName,
  lessonTitle: row.lessonTitle,
});

export const presentContinueItem = (row: ContinueRow): ContinueItem => ({
  courseId: row.course.id,
  courseName: row.course.name,
  img: row.course.img,
  Level: row.course.level,
  Instructor: row.course.instructor,
  percent: percentOf(row.done, row.total),
  completedLessons: row.done,
  totalLessons: row.total,
  lastStudiedAt: row.lastStudiedAt.toISOString(),
  next: {
    _id: row.next.id,
    title: row.next.title,
    kind: row.next.kind,
    chapterTitle: row.next.chapterTitle,
    durationSec: row.next.durationSec,
  },
});
