import { course, instructor, review } from '@glossy/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import { cachedPublicAnswer } from '../../platform/edge-cache/answer-reply';
import { createApi, createRoute } from '../../platform/http/api';
import { readOnly } from '../../platform/http/read-only';
import type { ModuleDeps } from '../deps';
import { json } from '../openapi';
import { presentCourse, presentInstructor, presentReview } from './presenter';
import { publicCache } from './routes';
import { catalogStore } from './store';

/** courses.json holds the original file's fields only: no video, syllabus or student count. */
export const courseFile = z.array(
  course.pick({
    _id: true,
    id: true,
    img: true,
    name: true,
    Details: true,
    rating: true,
    Level: true,
    Instructor: true,
    price: true,
  }),
);
export type CourseFile = z.infer<typeof courseFile>;

/** As the home page picks them (features/home/BestCourses): the six most popular. */
const homeCourses = { sort: 'popular', limit: 6 } as const;

/** The files the original client fetches beside its calls (spec §7), now built from the database. */
export const specFilePaths = ['/courses.json', '/review.json', '/instructor.json'] as const;

const describeFile = (path: (typeof specFilePaths)[number], schema: z.ZodType, what: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['catalog'],
    summary: `${what}, as the original client's static file (outside /api, for that client)`,
    responses: { 200: json(schema, what) },
  });

const documented = [
  describeFile('/courses.json', courseFile, "The home page's courses"),
  describeFile('/review.json', z.array(review), 'Student reviews'),
  describeFile('/instructor.json', z.array(instructor), 'Instructors'),
];

/**
 * GET /courses.json, /review.json and /instructor.json. They are kept in the public answer cache,
 * like the course list: whatever changes a course (an approval, a review, a sale) clears that
 * cache, and its short TTL bounds another instance's copy; Cache-Control is the course list's
 * (30 s, then revalidated), so a browser never keeps an old copy for long either. Reviews and
 * instructors are only written by the seed, so the same rule more than covers them.
 */
export function specFiles({ db, publicAnswers }: Pick<ModuleDeps, 'db' | 'publicAnswers'>) {
  const service = catalogStore(db);

  /** Only the bare file is kept: a query string (a cache buster) would fill the cache with copies. */
  async function answer(c: Context, build: () => Promise<unknown>) {
    const file = async () => ({
      body: JSON.stringify(await build()),
      headers: { 'Content-Type': 'application/json', 'Cache-Control': publicCache },
    });
    if (!new URL(c.req.url).search) return cachedPublicAnswer(c, publicAnswers, file);
    const { body, headers } = await file();
    return c.body(body, 200, headers);
  }

  const api = createApi();
  for (const route of documented) api.openAPIRegistry.registerPath(route);
  for (const path of specFilePaths) api.use(path, readOnly());
  return api
    .get('/courses.json', (c) =>
      answer(c, async (): Promise<CourseFile> => {
        const { items } = await service.listCourses(homeCourses);
        return items.map(presentCourse).map((full) => ({
          _id: full._id,
          id: full.id,
          img: full.img,
          name: full.name,
          Details: full.Details,
          rating: full.rating,
          Level: full.Level,
          Instructor: full.Instructor,
          price: full.price,
        }));
      }),
    )
    .get('/review.json', (c) =>
      answer(c, async () => (await service.listReviews()).map(presentReview)),
    )
    .get('/instructor.json', (c) =>
      answer(c, async () => (await service.listInstructors()).map(presentInstructor)),
    );
}
