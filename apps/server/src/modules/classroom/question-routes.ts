import {
  answerInput,
  deletedAnswer,
  insertedAnswer,
  lessonIdParam,
  lessonQuestionList,
  questionIdParam,
  questionInput,
  questionQuery,
  teacherQuestionList,
  totalCountHeader,
} from '@glossy/contract';
import { createApi, createOpenRoute, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError, notFound } from '../../platform/http/errors';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { canTeach } from '../submissions/policy';
import { lessonStore } from './lesson-store';
import { isMember, memberLesson, openLesson, speaksForCourse } from './policy';
import { presentQuestion, presentTeacherQuestion } from './presenter';
import { questionStore } from './question-store';

const tags = ['classroom'];
const defaultPageSize = 20;

const listLessonQuestions = createOpenRoute({
  method: 'get',
  path: '/lessons/{id}/questions',
  tags,
  summary:
    'Questions under a lesson with their answers, oldest first: for whoever may read the lesson (a preview lesson’s for anyone)',
  request: { params: lessonIdParam },
  responses: {
    200: json(lessonQuestionList, 'Questions'),
    401: errorResponse('Not a preview, and the caller is not signed in'),
    403: errorResponse('Not enrolled in the course'),
    404: errorResponse('No such lesson, or its course is not published'),
  },
});

const askQuestion = createRoute({
  method: 'post',
  path: '/lessons/{id}/questions',
  tags,
  summary: 'Asks a question under a lesson (the course’s students, its instructor and admins)',
  request: { params: lessonIdParam, body: jsonBody(questionInput) },
  responses: {
    201: json(insertedAnswer, 'Asked'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: errorResponse('Not enrolled in the course'),
    404: errorResponse('No such lesson, or its course is not published'),
    429: errorResponse('Too many posts'),
  },
});

const answerQuestion = createRoute({
  method: 'post',
  path: '/questions/{id}/answers',
  tags,
  summary:
    'Answers a question (the course’s students, its instructor and admins); the instructor’s or an admin’s answer is marked and makes the question answered',
  request: { params: questionIdParam, body: jsonBody(answerInput) },
  responses: {
    201: json(insertedAnswer, 'Answered'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: errorResponse('Not enrolled in the course'),
    404: errorResponse('No such question'),
    429: errorResponse('Too many posts'),
  },
});

const deleteQuestion = createRoute({
  method: 'delete',
  path: '/questions/{id}',
  tags,
  summary: 'Removes a question and its answers (its author, or an admin)',
  request: { params: questionIdParam },
  responses: {
    200: json(deletedAnswer, 'Removed'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such question'),
  },
});

const listTeacherQuestions = createRoute({
  method: 'get',
  path: '/questions',
  tags,
  summary:
    'Questions across the caller’s courses (every course for an admin), newest first; unanswered=true for those still waiting; total in X-Total-Count',
  request: { query: questionQuery },
  responses: {
    200: json(teacherQuestionList, 'Questions'),
    400: errorResponse('Bad query'),
    401: unauthenticated,
    403: errorResponse('Students have no courses to answer for'),
  },
});

export function questionRoutes({ db, notifications }: ModuleDeps) {
  const lessons = lessonStore(db);
  const questions = questionStore(db);

  return createApi()
    .openapi(listLessonQuestions, async (c) => {
      const { id } = c.req.valid('param');
      const { lesson } = await openLesson(c.var.caller, (viewerId) =>
        lessons.findLesson(id, viewerId),
      );
      const viewer = await c.var.caller.user();
      const rows = await questions.ofLesson(lesson.id);
      const answers = await questions.answersTo(rows.map((row) => row.id));
      return c.json(
        rows.map((row) => presentQuestion(row, answers, viewer?.id ?? null)),
        200,
      );
    })
    .openapi(askQuestion, async (c) => {
      const actor = await requireUser(c.var.caller);
      const { lesson, course } = memberLesson(
        actor,
        await lessons.findLesson(c.req.valid('param').id, actor.id),
      );
      const insertedId = await questions.ask({
        lessonId: lesson.id,
        courseId: course.id,
        userId: actor.id,
        text: c.req.valid('json').text,
      });
      return c.json({ insertedId }, 201);
    })
    .openapi(answerQuestion, async (c) => {
      const actor = await requireUser(c.var.caller);
      const found = await questions.find(c.req.valid('param').id, actor.id);
      if (!found) throw notFound('Question');
      if (!isMember(actor, found)) {
        throw new AppError(403, 'Only the course’s students and instructor can answer.');
      }
      const insertedId = await questions.answer({
        questionId: found.question.id,
        userId: actor.id,
        text: c.req.valid('json').text,
        byInstructor: speaksForCourse(actor, found),
      });
      const { question } = found;
      if (question.userId !== actor.id) {
        await notifications.tell({
          to: { userId: question.userId },
          kind: 'answer',
          title: `${actor.name} answered your question`,
          text: c.req.valid('json').text,
          link: `/learn/${question.courseId}/${question.lessonId}`,
        });
      }
      return c.json({ insertedId }, 201);
    })
    .openapi(deleteQuestion, async (c) => {
      const actor = await requireUser(c.var.caller);
      const found = await questions.find(c.req.valid('param').id, actor.id);
      if (!found) throw notFound('Question');
      if (found.question.userId !== actor.id && actor.role !== 'admin') {
        throw new AppError(403, 'Only the question’s author can remove it.');
      }
      return c.json({ deletedCount: await questions.remove(found.question.id) }, 200);
    })
    .openapi(listTeacherQuestions, async (c) => {
      const actor = await requireUser(c.var.caller);
      if (!canTeach(actor)) throw new AppError(403, 'Only instructors have courses to answer for.');
      const query = c.req.valid('query');
      const { rows, total } = await questions.forTeacher({
        ownerId: actor.role === 'admin' ? undefined : actor.id,
        unanswered: query.unanswered === 'true',
        page: query.page ?? 1,
        limit: query.limit ?? defaultPageSize,
      });
      const answers = await questions.answersTo(rows.map((row) => row.id));
      c.header(totalCountHeader, String(total));
      return c.json(
        rows.map((row) => presentTeacherQuestion(row, answers, actor.id)),
        200,
      );
    });
}
