import {
  attemptAnswer,
  attemptDetail,
  attemptIdParam,
  attemptInput,
  attemptList,
  attemptListQuery,
  drillFigures,
  lessonIdParam,
  myAttemptsQuery,
} from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import type { UserRecord } from '../../platform/http/context';
import { AppError, notFound } from '../../platform/http/errors';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { drillFiguresOf } from './attempt-figures';
import { presentScored, scoreSubmitted } from './attempt-scoring';
import { attemptStore } from './attempt-store';
import { lessonStore, type FoundLesson } from './lesson-store';
import { memberLesson, speaksForCourse } from './policy';
import { progressStore } from './progress-store';

const tags = ['classroom'];

const submitAttempt = createRoute({
  method: 'post',
  path: '/lessons/{id}/attempts',
  tags,
  summary:
    'Saves an attempt at a drill: the round drawn and its stroke log. The server rebuilds the round’s targets and scores every stroke itself; a passing attempt by an enrolled student completes the lesson',
  request: { params: lessonIdParam, body: jsonBody(attemptInput) },
  responses: {
    201: json(attemptAnswer, 'The server’s scores'),
    400: errorResponse('Bad input, a log that is not a sketchpad drawing, or not a drill lesson'),
    401: unauthenticated,
    403: errorResponse('Not a student, instructor or admin of the course'),
    404: errorResponse('No such lesson, or its course is not published'),
    413: errorResponse('The attempt is too large'),
    429: errorResponse('Too many attempts'),
  },
});

const listLessonAttempts = createRoute({
  method: 'get',
  path: '/lessons/{id}/attempts',
  tags,
  summary:
    'A drill’s attempts, newest first: the caller’s own; for the course’s instructor and admins everyone’s, or one student’s with ?student=',
  request: { params: lessonIdParam, query: attemptListQuery },
  responses: {
    200: json(attemptList, 'Attempts'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such lesson'),
  },
});

const getDrillFigures = createRoute({
  method: 'get',
  path: '/lessons/{id}/attempts/figures',
  tags,
  summary:
    'A drill’s class-wide figures for its instructor and admins: attempts, students, median score per measure, and the targets where strokes score worst',
  request: { params: lessonIdParam },
  responses: {
    200: json(drillFigures, 'Figures'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such lesson'),
  },
});

const listMyAttempts = createRoute({
  method: 'get',
  path: '/attempts',
  tags,
  summary: 'The caller’s own drill attempts, newest first, at every drill or one course’s',
  request: { query: myAttemptsQuery },
  responses: {
    200: json(attemptList, 'Attempts'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
  },
});

const getAttempt = createRoute({
  method: 'get',
  path: '/attempts/{id}',
  tags,
  summary:
    'One attempt with its stroke log and scores, for its replay: its student’s, the course instructor’s and admins’',
  request: { params: attemptIdParam },
  responses: {
    200: json(attemptDetail, 'The attempt'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such attempt'),
  },
});

const notADrill = () =>
  new AppError(400, 'This lesson is not a drill.', { id: 'This lesson is not a drill.' });

/** A drill lesson of a published course the actor takes part in, with its drill. */
function drillOf(actor: UserRecord, found: FoundLesson | null) {
  const member = memberLesson(actor, found);
  const drill = member.lesson.kind === 'drill' ? member.lesson.drill : null;
  if (!drill) throw notADrill();
  return { ...member, drill };
}

export function attemptRoutes({ db }: ModuleDeps) {
  const lessons = lessonStore(db);
  const attempts = attemptStore(db);
  const progress = progressStore(db);

  const teaches = (actor: UserRecord, found: FoundLesson) => speaksForCourse(actor, found);

  return createApi()
    .openapi(submitAttempt, async (c) => {
      const actor = await requireUser(c.var.caller);
      const found = drillOf(actor, await lessons.findLesson(c.req.valid('param').id, actor.id));
      const { round, log } = c.req.valid('json');
      const scored = scoreSubmitted(found.drill, round, log);
      const insertedId = await attempts.insert({
        lessonId: found.lesson.id,
        courseId: found.course.id,
        userId: actor.id,
        round,
        scored,
      });
      // Only a student keeps progress; a teacher trying their own drill just sees the scores.
      if (scored.passed && found.enrolled && !found.progress?.completed) {
        await progress.record({
          userId: actor.id,
          lessonId: found.lesson.id,
          courseId: found.course.id,
          report: { completed: true },
          demand: { kind: 'drill', passed: true },
          certificate: {
            studentName: actor.name,
            courseName: found.course.name,
            instructor: found.course.instructor,
          },
        });
      }
      return c.json(presentScored(insertedId, scored), 201);
    })
    .openapi(listLessonAttempts, async (c) => {
      const actor = await requireUser(c.var.caller);
      const found = drillOf(actor, await lessons.findLesson(c.req.valid('param').id, actor.id));
      const { student } = c.req.valid('query');
      if (!teaches(actor, found)) {
        if (student !== undefined && student !== actor.id) {
          throw new AppError(403, 'A student sees their own attempts only.');
        }
        return c.json(await attempts.ofLesson(found.lesson.id, actor.id), 200);
      }
      return c.json(await attempts.ofLesson(found.lesson.id, student ?? null), 200);
    })
    .openapi(getDrillFigures, async (c) => {
      const actor = await requireUser(c.var.caller);
      const found = drillOf(actor, await lessons.findLesson(c.req.valid('param').id, actor.id));
      if (!teaches(actor, found)) {
        throw new AppError(403, 'A drill’s class figures are its instructor’s.');
      }
      const facts = await attempts.factsOf(found.lesson.id);
      return c.json(drillFiguresOf(facts, found.drill.passScore), 200);
    })
    .openapi(listMyAttempts, async (c) => {
      const actor = await requireUser(c.var.caller);
      return c.json(await attempts.ofStudent(actor.id, c.req.valid('query').course), 200);
    })
    .openapi(getAttempt, async (c) => {
      const actor = await requireUser(c.var.caller);
      const attempt = await attempts.find(c.req.valid('param').id);
      if (!attempt) throw notFound('Attempt');
      if (attempt.student._id !== actor.id) {
        const found = await lessons.findLesson(attempt.lessonId, actor.id);
        if (!found || !teaches(actor, found)) {
          throw new AppError(403, 'An attempt is its student’s and the course instructor’s.');
        }
      }
      return c.json(attempt, 200);
    });
}
