import {
  course,
  courseIdParam,
  courseList,
  courseQuery,
  type CourseQuery,
  instructor,
  review,
  totalCountHeader,
} from '@glossy/contract';
import { z } from 'zod';
import { createApi, createRoute } from '../../platform/http/api';
import { validationFailed } from '../../platform/http/errors';
import { cachedPublicAnswer } from '../../platform/edge-cache/answer-reply';
import type { ModuleDeps } from '../deps';
import { errorResponse, json } from '../openapi';
import { presentCourse, presentInstructor, presentReview } from './presenter';
import { catalogStore } from './store';

const listCourses = createRoute({
  method: 'get',
  path: '/courses',
  tags: ['catalog'],
  summary: 'Courses, searchable and filterable; the number of matches is in X-Total-Count',
  request: { query: courseQuery },
  responses: { 200: json(courseList, 'Courses'), 400: errorResponse('Bad query') },
});

const getCourse = createRoute({
  method: 'get',
  path: '/courses/{id}',
  tags: ['catalog'],
  summary: 'One course by _id, or by the numeric id the original client links with',
  request: { params: courseIdParam },
  responses: { 200: json(course, 'The course'), 404: errorResponse('No such course') },
});

const listInstructors = createRoute({
  method: 'get',
  path: '/instructors',
  tags: ['catalog'],
  responses: { 200: json(z.array(instructor), 'Instructors') },
});

const listReviews = createRoute({
  method: 'get',
  path: '/reviews',
  tags: ['catalog'],
  responses: { 200: json(z.array(review), 'Student reviews') },
});

export const publicCache = 'public, max-age=30, stale-while-revalidate=300';

export function catalogRoutes({ db, publicAnswers }: ModuleDeps) {
  const service = catalogStore(db);

  async function courseListAnswer(query: CourseQuery) {
    const result = await service.listCourses(query);
    return {
      body: JSON.stringify(result.items.map(presentCourse)),
      headers: { [totalCountHeader]: String(result.total), 'Cache-Control': publicCache },
    };
  }

  const api = createApi();
  // The hottest call: documented like the others, but kept as a serialized public answer that
  // the edge listener sends again without reaching the router (only valid queries are kept).
  api.openAPIRegistry.registerPath(listCourses);
  api.get('/courses', (c) =>
    cachedPublicAnswer(c, publicAnswers, async () => {
      const query = courseQuery.safeParse(c.req.query());
      if (!query.success) return validationFailed(c, query.error);
      return courseListAnswer(query.data);
    }),
  );
  return api
    .openapi(getCourse, async (c) => {
      const row = await service.getCourse(c.req.valid('param').id);
      c.header('Cache-Control', publicCache);
      return c.json(presentCourse(row), 200);
    })
    .openapi(listInstructors, async (c) => {
      c.header('Cache-Control', publicCache);
      return c.json((await service.listInstructors()).map(presentInstructor), 200);
    })
    .openapi(listReviews, async (c) => {
      c.header('Cache-Control', publicCache);
      return c.json((await service.listReviews()).map(presentReview), 200);
    });
}
