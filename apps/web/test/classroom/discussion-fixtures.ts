import type { LessonQuestion, QuestionAnswer, TeacherQuestion } from '@glossy/contract';

export const lessonId = 'l0000000-0000-4000-8000-000000000001';
export const courseId = 'c0ffee00-0000-4000-8000-000000000001';

export const anAnswer = (n: number, overrides: Partial<QuestionAnswer> = {}): QuestionAnswer => ({
  _id: `a${n}`,
  author_name: 'Maya Okafor',
  image: '/media/instructors/instructor-01.webp',
  text: `Answer ${n}`,
  date: `2026-02-0${n}T10:00:00.000Z`,
  byInstructor: true,
  ...overrides,
});

export const aQuestion = (n: number, overrides: Partial<LessonQuestion> = {}): LessonQuestion => ({
  _id: `q${n}`,
  lessonId,
  author_name: `Student ${n}`,
  image: '/media/students/student-01.webp',
  text: `Question ${n}`,
  date: `2026-01-0${n}T10:00:00.000Z`,
  answered: false,
  mine: false,
  answers: [],
  ...overrides,
});

export const aTeacherQuestion = (
  n: number,
  overrides: Partial<TeacherQuestion> = {},
): TeacherQuestion => ({
  ...aQuestion(n),
  courseId,
  courseName: 'Foundations of Drawing',
  lessonTitle: `Lesson ${n}`,
  ...overrides,
});

/** The JSON a stubbed call was sent with. */
export const sentBody = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
