import {
  courseIdParam,
  courseRating,
  courseReviewInput,
  courseReviewList,
  courseReviewQuery,
  insertedAnswer,
  totalCountHeader,
} from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { notFound } from '../../platform/http/errors';
import type { ModuleDeps } from '../deps';
import { errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { lessonStore } from './lesson-store';
import { enrolledCourse } from './policy';
import { presentRating, presentReview } from './presenter';
import { reviewStore } from './review-store';

const tags = ['classroom'];
const defaultPageSize = 10;

const postReview = createRoute({
  method: 'post',
  path: '/courses/{id}/reviews',
  tags,
  summary:
    'Reviews a course the caller is enrolled in; a second review by the same student edits the first (200, same id). The course’s rating becomes the average of its reviews',
  request: { params: courseIdParam, body: jsonBody(courseReviewInput) },
  responses: {
    201: json(insertedAnswer, 'Reviewed'),
    200: json(insertedAnswer, 'The student’s earlier review, edited'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: errorResponse('Not enrolled in the course'),
    404: errorResponse('No such course'),
    429: errorResponse('Too many posts'),
  },
});

const listReviews = createRoute({
  method: 'get',
  path: '/courses/{id}/reviews',
  tags,
  summary: 'A course’s reviews by its students, newest first; page/limit, total in X-Total-Count',
  request: { params: courseIdParam, query: courseReviewQuery },
  responses: {
    200: json(courseReviewList, 'Reviews'),
    400: errorResponse('Bad query'),
    404: errorResponse('No such course'),
  },
});

const getRating = createRoute({
  method: 'get',
  path: '/courses/{id}/rating',
  tags,
  summary:
    'A course’s rating, its number of reviews per star, and for a signed-in caller their own review and whether they may write one',
  request: { params: courseIdParam },
  responses: {
    200: json(courseRating, 'The rating'),
    404: errorResponse('No such course'),
  },
});

export function reviewRoutes({ db, publicAnswers }: ModuleDeps) {
  const reviews = reviewStore(db);
  const lessons = lessonStore(db);

  return createApi()
    .openapi(postReview, async (c) => {
      const actor = await requireUser(c.var.caller);
      const course = enrolledCourse(
        await lessons.findCourse(c.req.valid('param').id, actor.id),
        'Only the course’s students can review it.',
      );
      const saved = await reviews.save(course.id, actor.id, c.req.valid('json'));
      // The course's rating changed: the cached course list must not keep the old one.
      publicAnswers.clear();
      return c.json({ insertedId: saved.id }, saved.created ? 201 : 200);
    })
    .openapi(listReviews, async (c) => {
      const course = await lessons.findCourse(c.req.valid('param').id, null);
      if (!course) throw notFound('Course');
      const { page = 1, limit = defaultPageSize } = c.req.valid('query');
      const { rows, total } = await reviews.list(course.id, page, limit);
      c.header(totalCountHeader, String(total));
      return c.json(rows.map(presentReview), 200);
    })
    .openapi(getRating, async (c) => {
      // Public; a signed-in caller also learns their own review and whether they may write one.
      const actor = await c.var.caller.user();
      const course = await lessons.findCourse(c.req.valid('param').id, actor?.id ?? null);
      if (!course) throw notFound('Course');
      const [breakdown, mine] = await Promise.all([
        reviews.breakdown(course.id),
        actor ? reviews.mine(course.id, actor.id) : null,
      ]);
      return c.json(presentRating(course, breakdown, mine), 200);
    });
}
