import {
  chapterIdParam,
  chapterInput,
  chapterPatch,
  courseIdParam,
  curriculum as curriculumAnswer,
  deletedAnswer,
  insertedAnswer,
  lessonIdParam,
  lessonInput,
  lessonPatch,
  missingForKind,
  submissionIdParam,
  type ArticleBlock,
} from '@glossy/contract';
import { parseLog } from '@glossy/canvas/log';
import { z } from 'zod';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import type { Caller, UserRecord } from '../../platform/http/context';
import { invalidInput, notFound } from '../../platform/http/errors';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { namedFiles, type NamedFile } from '../files/named-files';
import type { FileKind } from '../files/store';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { curriculumStore, type LessonValues } from './curriculum-store';
import { ensureNotLive, ownedBy } from './policy';
import { presentOutline } from './presenter';
import { submissionsStore, type SubmissionRow } from './store';

const tags = ['submissions'];
const modifiedAnswer = z.object({ modifiedCount: z.number().int() });
const guarded = { 401: unauthenticated, 403: denied };

const getCurriculum = createRoute({
  method: 'get',
  path: '/courses/{id}/curriculum',
  tags: ['catalog'],
  summary: 'A catalog course’s chapters and lesson titles (no lesson content)',
  request: { params: courseIdParam },
  responses: {
    200: json(curriculumAnswer, 'Chapters and lessons'),
    404: errorResponse('No such course'),
  },
});

const addChapter = createRoute({
  method: 'post',
  path: '/newcourses/{id}/chapters',
  tags,
  summary: 'Adds a chapter at the end of the course’s curriculum (its instructor)',
  request: { params: submissionIdParam, body: jsonBody(chapterInput) },
  responses: {
    201: json(insertedAnswer, 'Added'),
    400: errorResponse('Bad input'),
    ...guarded,
    404: errorResponse('No such submission'),
  },
});

const updateChapter = createRoute({
  method: 'patch',
  path: '/chapters/{id}',
  tags,
  summary: 'Renames a chapter or moves it to another position',
  request: { params: chapterIdParam, body: jsonBody(chapterPatch) },
  responses: {
    200: json(modifiedAnswer, 'Changed'),
    400: errorResponse('Bad input'),
    ...guarded,
    404: errorResponse('No such chapter'),
  },
});

const deleteChapter = createRoute({
  method: 'delete',
  path: '/chapters/{id}',
  tags,
  summary: 'Removes a chapter and its lessons (not from a live course)',
  request: { params: chapterIdParam },
  responses: {
    200: json(deletedAnswer, 'Removed'),
    ...guarded,
    404: errorResponse('No such chapter'),
    409: errorResponse('The course is live'),
  },
});

const addLesson = createRoute({
  method: 'post',
  path: '/chapters/{id}/lessons',
  tags,
  summary: 'Adds a lesson (video, article or drawing exercise) at the end of a chapter',
  request: { params: chapterIdParam, body: jsonBody(lessonInput) },
  responses: {
    201: json(insertedAnswer, 'Added'),
    400: errorResponse('Bad input'),
    ...guarded,
    404: errorResponse('No such chapter'),
  },
});

const updateLesson = createRoute({
  method: 'patch',
  path: '/lessons/{id}',
  tags,
  summary: 'Changes a lesson, or moves it to another position in its chapter',
  request: { params: lessonIdParam, body: jsonBody(lessonPatch) },
  responses: {
    200: json(modifiedAnswer, 'Changed'),
    400: errorResponse('Bad input'),
    ...guarded,
    404: errorResponse('No such lesson'),
  },
});

const deleteLesson = createRoute({
  method: 'delete',
  path: '/lessons/{id}',
  tags,
  summary: 'Removes a lesson (not from a live course)',
  request: { params: lessonIdParam },
  responses: {
    200: json(deletedAnswer, 'Removed'),
    ...guarded,
    404: errorResponse('No such lesson'),
    409: errorResponse('The course is live'),
  },
});

type LessonBody = Partial<z.output<typeof lessonInput>>;

const badLesson = (field: string, message: string) => invalidInput({ [field]: message });

export function curriculumRoutes({ db, config, publicAnswers }: ModuleDeps) {
  const store = curriculumStore(db);
  const submissions = submissionsStore(db);
  const files = namedFiles(db, storageFor(config), config.publicUrl);

  /**
   * The lesson's fields, with its files checked as the instructor's own and kept to the lesson,
   * and its demo replayable by the engine.
   */
  async function lessonValues(
    actor: UserRecord,
    body: LessonBody,
  ): Promise<{ values: Partial<LessonValues>; named: NamedFile[] }> {
    const values: Partial<LessonValues> = {};
    const named: NamedFile[] = [];
    const lessonFile = async (field: string, value: string, kind: FileKind) => {
      const file = await files.check(actor, field, value, kind, 'lesson');
      named.push(file);
      return file.path;
    };
    for (const key of ['title', 'kind', 'durationSec', 'preview', 'prompt', 'drill'] as const) {
      if (body[key] !== undefined) Object.assign(values, { [key]: body[key] });
    }
    if (body.videoUrl !== undefined) {
      values.videoUrl = body.videoUrl && (await lessonFile('videoUrl', body.videoUrl, 'video'));
    }
    if (body.captionsUrl !== undefined) {
      values.captionsUrl =
        body.captionsUrl && (await lessonFile('captionsUrl', body.captionsUrl, 'captions'));
    }
    if (body.referenceUrl !== undefined) {
      values.referenceUrl =
        body.referenceUrl && (await lessonFile('referenceUrl', body.referenceUrl, 'picture'));
    }
    if (body.article !== undefined) {
      // Pictures are kept as their plain site paths, never as a signed link that will expire.
      const blocks: ArticleBlock[] = [];
      for (const [index, block] of (body.article ?? []).entries()) {
        const src =
          block.type === 'image' &&
          (await lessonFile(`article.${index}.src`, block.src, 'picture'));
        blocks.push(src ? { ...block, src } : block);
      }
      values.article = body.article && blocks;
    }
    if (body.demo !== undefined) {
      if (body.demo) {
        try {
          parseLog(body.demo);
        } catch (err) {
          throw badLesson('demo', `Not a sketchpad drawing: ${(err as Error).message}`);
        }
      }
      values.demo = body.demo;
    }
    return { values, named };
  }

  /** The chapter or lesson with its submission, when the caller is its course's instructor. */
  async function owned<Found extends { submission: SubmissionRow }>(
    caller: Caller,
    find: () => Promise<Found | null>,
    what: string,
  ): Promise<Found & { actor: UserRecord }> {
    const actor = await requireUser(caller);
    const found = await find();
    ownedBy(actor, found?.submission ?? null, what);
    return { ...found!, actor };
  }
  const ownChapter = (caller: Caller, id: string) =>
    owned(caller, () => store.findChapter(id), 'Chapter');
  const ownLesson = (caller: Caller, id: string) =>
    owned(caller, () => store.findLesson(id), 'Lesson');

  /** After a change to a live course: its syllabus follows, and the cached list is stale. */
  async function afterChange(submission: SubmissionRow) {
    if (await store.syncSyllabus(submission)) publicAnswers.clear();
  }

  return createApi()
    .openapi(getCurriculum, async (c) => {
      const published = await store.publishedSubmissionOf(c.req.valid('param').id);
      if (!published) throw notFound('Course');
      const { chapters, lessons } = published.submissionId
        ? await store.outlineOf(published.submissionId)
        : { chapters: [], lessons: [] };
      c.header('Cache-Control', 'public, max-age=30, stale-while-revalidate=300');
      return c.json(presentOutline(chapters, lessons), 200);
    })
    .openapi(addChapter, async (c) => {
      const actor = await requireUser(c.var.caller);
      const submission = ownedBy(actor, await submissions.find(c.req.valid('param').id));
      const insertedId = await store.addChapter(submission.id, c.req.valid('json').title);
      return c.json({ insertedId }, 201);
    })
    .openapi(updateChapter, async (c) => {
      const { chapter, submission } = await ownChapter(c.var.caller, c.req.valid('param').id);
      const modifiedCount = await store.updateChapter(chapter, c.req.valid('json'));
      await afterChange(submission);
      return c.json({ modifiedCount }, 200);
    })
    .openapi(deleteChapter, async (c) => {
      const { chapter, submission } = await ownChapter(c.var.caller, c.req.valid('param').id);
      ensureNotLive(submission, 'its chapters');
      return c.json({ deletedCount: await store.deleteChapter(chapter.id) }, 200);
    })
    .openapi(addLesson, async (c) => {
      const { chapter, submission, actor } = await ownChapter(
        c.var.caller,
        c.req.valid('param').id,
      );
      const { values, named } = await lessonValues(actor, c.req.valid('json'));
      const insertedId = await store.addLesson(chapter.id, values as LessonValues);
      await files.claim(named, 'lesson');
      await afterChange(submission);
      return c.json({ insertedId }, 201);
    })
    .openapi(updateLesson, async (c) => {
      const { lesson, submission, actor } = await ownLesson(c.var.caller, c.req.valid('param').id);
      const { position, ...body } = c.req.valid('json');
      const { values, named } = await lessonValues(actor, body);
      const missing = missingForKind({ ...lesson, ...values });
      if (missing) throw badLesson(missing.field, missing.message);
      const modifiedCount = await store.updateLesson(lesson, values, position);
      await files.claim(named, 'lesson');
      await afterChange(submission);
      return c.json({ modifiedCount }, 200);
    })
    .openapi(deleteLesson, async (c) => {
      const { lesson, submission } = await ownLesson(c.var.caller, c.req.valid('param').id);
      ensureNotLive(submission, 'its lessons');
      return c.json({ deletedCount: await store.deleteLesson(lesson.id) }, 200);
    });
}
