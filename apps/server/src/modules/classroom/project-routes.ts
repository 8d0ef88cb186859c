import { randomUUID } from 'node:crypto';
import {
  courseProjectList,
  insertedAnswer,
  project,
  projectIdParam,
  projectInput,
  projectList,
  projectQuery,
} from '@glossy/contract';
import { z } from '@hono/zod-openapi';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError, notFound } from '../../platform/http/errors';
import { gzippedJson } from '../../platform/http/gzipped-json';
import { isUuid } from '../../platform/ids';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { drawingsStore } from '../drawing/store';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { lessonStore } from './lesson-store';
import { projectOf } from './policy';
import { notifyHandIn } from './project-mail';
import { presentCourseProject, presentProject } from './project-presenter';
import { progressStore } from './progress-store';
import { projectStore } from './project-store';

const tags = ['classroom'];
const courseIdParam = z.strictObject({ id: z.string().min(1).max(64) });

const handIn = createRoute({
  method: 'post',
  path: '/projects',
  tags,
  summary: 'Hands in one of the caller’s drawings for an exercise of a course they are enrolled in',
  description:
    'A copy of the drawing as it is now is kept with the hand-in. A second hand-in for the same ' +
    'lesson replaces the first, which stays in the history.',
  request: { body: jsonBody(projectInput) },
  responses: {
    201: json(insertedAnswer, 'Handed in'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: errorResponse('Not enrolled, or not the caller’s drawing'),
    404: errorResponse('No such lesson or drawing'),
    409: errorResponse('The lesson is not an exercise'),
  },
});

const listProjects = createRoute({
  method: 'get',
  path: '/projects',
  tags,
  summary:
    'Hand-ins: a course’s (its instructor, admins), the courses the caller teaches and the caller’s own',
  request: { query: projectQuery },
  responses: {
    200: json(projectList, 'Hand-ins, the ones waiting for a critique first'),
    400: errorResponse('Bad query'),
    401: unauthenticated,
    403: denied,
  },
});

const getProject = createRoute({
  method: 'get',
  path: '/projects/{id}',
  tags,
  summary: 'A hand-in (its student, the course’s instructor, admins)',
  request: { params: projectIdParam },
  responses: {
    200: json(project, 'The hand-in'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such hand-in'),
  },
});

const getProjectLog = createRoute({
  method: 'get',
  path: '/projects/{id}/log',
  tags,
  summary: 'The handed-in stroke log (JSON, gzip-encoded)',
  request: { params: projectIdParam },
  responses: {
    200: { description: 'The stroke log as JSON (Content-Encoding: gzip)' },
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such hand-in'),
    429: errorResponse('Too many unpacked reads by a client that takes no gzip'),
  },
});

const courseGallery = createRoute({
  method: 'get',
  path: '/courses/{id}/projects',
  tags,
  summary: 'A course’s project gallery: hand-ins whose artists made the drawing public',
  request: { params: courseIdParam },
  responses: { 200: json(courseProjectList, 'Public hand-ins, newest first') },
});

export function projectRoutes({
  db,
  config,
  fileLinks,
  mailer,
  rateLimiter,
  notifications,
}: ModuleDeps) {
  const store = projectStore(db);
  const lessons = lessonStore(db);
  const progress = progressStore(db);
  const drawings = drawingsStore(db);
  const storage = storageFor(config);

  /** The hand-in keeps its own pictures: the drawing's are replaced by its next save. */
  async function copyPicture(key: string): Promise<string> {
    const found = await storage.get(key);
    if (!found) throw notFound('Drawing picture');
    const copy = `project-${randomUUID()}.webp`;
    await storage.put(copy, found.bytes, found.contentType);
    return copy;
  }

  return createApi()
    .openapi(handIn, async (c) => {
      const { lessonId, drawingId } = c.req.valid('json');
      const actor = await requireUser(c.var.caller);
      const found = await lessons.findLesson(lessonId, actor.id);
      if (!found?.course) throw notFound('Lesson');
      if (!found.enrolled) throw new AppError(403, 'Only the course’s students hand in drawings.');
      if (found.lesson.kind !== 'exercise') {
        throw new AppError(409, 'Only exercises take a drawing.');
      }
      const drawing = await drawings.find(drawingId);
      if (!drawing) throw notFound('Drawing');
      if (drawing.ownerId !== actor.id) throw new AppError(403, 'Hand in a drawing of your own.');
      const log = await drawings.log(drawing.id);
      if (!log) throw notFound('Drawing');
      const [pictureKey, thumbnailKey] = await Promise.all([
        copyPicture(drawing.pictureKey),
        copyPicture(drawing.thumbnailKey),
      ]);
      const insertedId = await store
        .handIn({
          studentId: actor.id,
          lessonId,
          courseId: found.course.id,
          drawingId,
          title: drawing.title,
          width: drawing.width,
          height: drawing.height,
          durationMs: drawing.durationMs,
          strokes: drawing.strokes,
          log,
          pictureKey,
          thumbnailKey,
        })
        .catch(async (err: unknown) => {
          await Promise.all([storage.remove(pictureKey), storage.remove(thumbnailKey)]);
          throw err;
        });
      // The hand-in is the exercise's practice: it is done, and may finish the course.
      await progress.record({
        userId: actor.id,
        lessonId,
        courseId: found.course.id,
        report: { completed: true },
        demand: { kind: 'exercise', handedIn: true },
        certificate: {
          studentName: actor.name,
          courseName: found.course.name,
          instructor: found.course.instructor,
        },
      });
      const teacher = await store.instructorOfCourse(found.course.id);
      if (teacher) {
        const handIn = {
          id: insertedId,
          student: actor.name,
          lesson: found.lesson.title,
          course: found.course.name,
        };
        await notifications.tell(
          {
            to: { userId: teacher.id },
            kind: 'hand-in',
            title: `New hand-in: ${handIn.lesson}`,
            text: `${handIn.student} handed in a drawing for “${handIn.lesson}” in ${handIn.course}.`,
            link: `/dashboard/projects/${insertedId}`,
          },
          () => notifyHandIn(mailer, config.publicUrl, teacher, handIn),
        );
      }
      return c.json({ insertedId }, 201);
    })
    .openapi(listProjects, async (c) => {
      const { courseId } = c.req.valid('query');
      const actor = await requireUser(c.var.caller);
      let rows;
      if (courseId) {
        const teacher = await store.instructorOfCourse(courseId);
        const teaches = actor.role === 'admin' || teacher?.id === actor.id;
        rows = teaches
          ? await store.forTeacher({ courseId })
          : await store.ofStudent(actor.id, courseId);
      } else if (actor.role === 'admin') rows = await store.forTeacher('all');
      else if (actor.role === 'instructor') {
        // An instructor may also be a student of another instructor's course.
        const [taught, own] = await Promise.all([
          store.forTeacher({ teacherId: actor.id }),
          store.ofStudent(actor.id),
        ]);
        const seen = new Set(taught.map((row) => row.id));
        rows = [...taught, ...own.filter((row) => !seen.has(row.id))];
      } else rows = await store.ofStudent(actor.id);
      return c.json(
        rows.map((row) => presentProject(actor, row, fileLinks)),
        200,
      );
    })
    .openapi(getProject, async (c) => {
      const actor = await requireUser(c.var.caller);
      const row = projectOf(actor, await store.find(c.req.valid('param').id));
      return c.json(presentProject(actor, row, fileLinks), 200);
    })
    .openapi(getProjectLog, async (c) => {
      const actor = await requireUser(c.var.caller);
      const row = projectOf(actor, await store.find(c.req.valid('param').id));
      const log = await store.log(row.id);
      if (!log) throw notFound('Project');
      return gzippedJson(c, log, 'private, max-age=3600', rateLimiter);
    })
    .openapi(courseGallery, async (c) => {
      const { id } = c.req.valid('param');
      const rows = isUuid(id) ? await store.publicOfCourse(id) : [];
      return c.json(rows.map(presentCourseProject), 200);
    });
}
