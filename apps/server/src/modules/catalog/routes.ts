import { createRoute } from '@hono/zod-openapi';
import {
  course,
  courseIdParam,
  courseList,
  courseQuery,
  instructor,
  review,
  totalCountHeader,
} from '@glossy/contract';
import { z } from 'zod';
import { createApi } from '../../platform/api';
import type { ModuleDeps } from '../deps';
import { errorResponse, json } from '../openapi';
import { presentCourse, presentInstructor, presentReview } from './presenter';
import { catalogService } from './service';

const listCourses = createRoute({
  method: 'get',
  path: '/courses',
  tags: ['catalog'],
  summary: 'Courses, searchable and filterable; paging in X-Total-Count, X-Page and X-Per-Page',
  request: { query: courseQuery },
  responses: { 200: json(courseList, 'Courses'), 400: errorResponse('Bad query') },
});

const getCourse = createRoute({
  method: 'get',
  path: '/courses/{id}',
  tags: ['catalog'],
  summary: 'One course by _id',
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

const publicCache = 'public, max-age=30, stale-while-revalidate=300';

export function catalogRoutes({ db }: ModuleDeps) {
  const service = catalogService(db);
  return createApi()
    .openapi(listCourses, async (c) => {
      const result = await service.listCourses(c.req.valid('query'));
      c.header(totalCountHeader, String(result.total));
      c.header('X-Page', String(result.page));
      c.header('X-Per-Page', String(result.limit));
      c.header('Access-Control-Expose-Headers', `${totalCountHeader}, X-Page, X-Per-Page`);
      c.header('Cache-Control', publicCache);
      return c.json(result.items.map(presentCourse), 200);
    })
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
