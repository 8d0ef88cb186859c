import { z } from 'zod';
import { articleLimits, textLimits } from './constants';
import { controlInLine, lineText, longText, mediaRef, noControls, objectId } from './common';
import { courseChecklist } from './course-life';
import { drillSpec } from './drills';
import { submission, submissionEvent } from './submissions';

export const lessonKinds = ['video', 'article', 'exercise', 'drill'] as const;
export const lessonKind = z.enum(lessonKinds);
export type LessonKind = z.infer<typeof lessonKind>;

/**
 * A link in an article: to a page of this site, or to an http(s) page elsewhere. Browsers read a
 * backslash as a slash, so `/\evil.test` and `//evil.test` would leave the site: no backslash
 * anywhere, and a site path never starts with two of either.
 */
export const articleHref = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => /^https?:\/\/[^\s\\]+$/i.test(value) || /^\/(?![/\\])[^\s\\]*$/.test(value),
    'Links start with https:// or / (one slash, no backslashes)',
  );

/** A run of text, linked or not. Articles are data rendered as elements, never markup to run. */
export const articleSpan = z.strictObject({
  text: z
    .string()
    .max(articleLimits.span)
    .refine((value) => !controlInLine.test(value), noControls),
  href: articleHref.optional(),
});
export type ArticleSpan = z.infer<typeof articleSpan>;
const inline = z.array(articleSpan).min(1).max(articleLimits.spans);

export const articleBlock = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('heading'), text: lineText(articleLimits.heading) }),
  z.strictObject({ type: z.literal('paragraph'), spans: inline }),
  z.strictObject({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(inline).min(1).max(articleLimits.items),
  }),
  z.strictObject({
    type: z.literal('image'),
    src: mediaRef,
    alt: lineText(articleLimits.alt, 'Describe the picture'),
  }),
]);
export type ArticleBlock = z.infer<typeof articleBlock>;
export const article = z.array(articleBlock).min(1, 'Write the article').max(articleLimits.blocks);

/**
 * A demo drawn on our sketchpad: its stroke log (packages/canvas `StrokeLog`). The server checks
 * every op with the engine's own parser; this only bounds its size.
 */
export const demoLog = z.looseObject({
  format: z.literal('glossy-drawer/stroke-log'),
  version: z.union([z.literal(1), z.literal(2)]),
  width: z.number().int().min(1).max(4096),
  height: z.number().int().min(1).max(4096),
  ops: z.array(z.unknown()).max(20_000),
});
export type DemoLog = z.infer<typeof demoLog>;

const lessonFields = {
  title: lineText(150, 'Give the lesson a title'),
  kind: lessonKind,
  durationSec: z.number().int().min(0).max(36_000),
  preview: z.boolean(),
  videoUrl: mediaRef.nullable(),
  /** WebVTT captions of a video lesson (POST /api/uploads/captions). */
  captionsUrl: mediaRef.nullable(),
  article: article.nullable(),
  prompt: longText(textLimits.exercisePrompt, 'Write the exercise prompt').nullable(),
  referenceUrl: mediaRef.nullable(),
  demo: demoLog.nullable(),
  /** A drill lesson's drill: its type, parameters and tools. */
  drill: drillSpec.nullable(),
};

/** What each kind needs: a video, an article, an exercise prompt, or a drill. */
export function missingForKind(lesson: {
  kind: LessonKind;
  videoUrl?: string | null;
  article?: unknown[] | null;
  prompt?: string | null;
  drill?: unknown;
}): { field: string; message: string } | null {
  if (lesson.kind === 'video' && !lesson.videoUrl)
    return { field: 'videoUrl', message: 'Upload the lesson’s video' };
  if (lesson.kind === 'article' && !lesson.article?.length)
    return { field: 'article', message: 'Write the article' };
  if (lesson.kind === 'exercise' && !lesson.prompt)
    return { field: 'prompt', message: 'Write the exercise prompt' };
  if (lesson.kind === 'drill' && !lesson.drill)
    return { field: 'drill', message: 'Choose the drill and its targets' };
  return null;
}

/** POST /api/chapters/{id}/lessons */
export const lessonInput = z
  .strictObject({
    ...lessonFields,
    durationSec: lessonFields.durationSec.default(0),
    preview: lessonFields.preview.default(false),
    videoUrl: lessonFields.videoUrl.optional(),
    captionsUrl: lessonFields.captionsUrl.optional(),
    article: lessonFields.article.optional(),
    prompt: lessonFields.prompt.optional(),
    referenceUrl: lessonFields.referenceUrl.optional(),
    demo: lessonFields.demo.optional(),
    drill: lessonFields.drill.optional(),
  })
  .superRefine((lesson, ctx) => {
    const missing = missingForKind(lesson);
    if (missing) ctx.addIssue({ code: 'custom', path: [missing.field], message: missing.message });
  });
export type LessonInput = z.input<typeof lessonInput>;

/** PATCH /api/lessons/{id}: any fields, and `position` to move it within its chapter. */
export const lessonPatch = z
  .strictObject({ ...lessonFields, position: z.number().int().min(0).max(1000) })
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Send at least one field to change',
    path: ['body'],
  });
export type LessonPatch = z.input<typeof lessonPatch>;

/** POST /api/newcourses/{id}/chapters and PATCH /api/chapters/{id} */
export const chapterInput = z.strictObject({ title: lineText(150, 'Give the chapter a title') });
export const chapterPatch = z
  .strictObject({
    title: chapterInput.shape.title,
    position: z.number().int().min(0).max(1000),
  })
  .partial()
  .refine((patch) => patch.title !== undefined || patch.position !== undefined, {
    message: 'Send a title or a position',
    path: ['body'],
  });
export type ChapterInput = z.infer<typeof chapterInput>;
export type ChapterPatch = z.input<typeof chapterPatch>;

export const chapterIdParam = z.strictObject({ id: objectId });
export const lessonIdParam = z.strictObject({ id: objectId });

/** A lesson with its content, for its instructor and for admins reviewing it. */
export const lesson = z.object({
  _id: objectId,
  chapterId: objectId,
  position: z.number().int(),
  ...lessonFields,
});
export type Lesson = z.infer<typeof lesson>;

/** GET /api/courses/{id}/curriculum: titles only, for anyone. */
export const lessonOutline = z.object({
  _id: objectId,
  title: z.string(),
  kind: lessonKind,
  durationSec: z.number().int(),
  preview: z.boolean(),
});
export type LessonOutline = z.infer<typeof lessonOutline>;
export const curriculum = z.object({
  chapters: z.array(
    z.object({ _id: objectId, title: z.string(), lessons: z.array(lessonOutline) }),
  ),
});
export type Curriculum = z.infer<typeof curriculum>;

/** GET /api/newcourses/{id}: the submission, its history and its whole curriculum. */
export const submissionDetail = submission.extend({
  history: z.array(submissionEvent),
  checklist: courseChecklist,
  curriculum: z.array(
    z.object({
      _id: objectId,
      title: z.string(),
      position: z.number().int(),
      lessons: z.array(lesson),
    }),
  ),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;
