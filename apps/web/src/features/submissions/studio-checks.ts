import {
  lessonInput,
  submissionInput,
  type ArticleBlock,
  type LessonInput,
  type SubmissionInput,
} from '@glossy/contract';
import type { z } from 'zod';
import {
  courseFields,
  type CourseDraft,
  type CourseErrors,
  type CourseField,
} from './studio-course-form';
import { drillInputOf, drillNumbers } from './studio-drill-form';
import {
  articleOf,
  durationOf,
  lessonFieldOf,
  type LessonDraft,
  type LessonErrors,
  type LessonField,
} from './studio-lesson-form';

/*
 * The studio's forms checked with the contract's own schemas, so the instructor reads the server's
 * messages before sending. Loaded on first use (load-studio-checks.ts): zod is a large download.
 */

/** Messages said in the form's words where the contract's are about its data. */
const emptyMessage: Partial<Record<CourseField, string>> = {
  image: 'Upload a picture or pick one of ours',
  price: 'Enter a price (0 for a free course)',
  rating: 'Rate the course from 1 to 10',
};

/** A drill's number said in the form's words: the contract's are about its data. */
function lessonMessage(issue: z.core.$ZodIssue): string {
  const [field, key] = issue.path;
  if (field !== 'drill' || !(drillNumbers as readonly PropertyKey[]).includes(key ?? '')) {
    return issue.message;
  }
  if (issue.code === 'invalid_type') return 'Write a whole number';
  if (issue.code === 'too_small') return `Write ${String(issue.minimum)} or more`;
  if (issue.code === 'too_big') return `Write ${String(issue.maximum)} or less`;
  return issue.message;
}

/** A draft as the API takes it, or the messages for the fields at fault. */
export type Checked<F extends string, V> =
  { ok: true; value: V } | { ok: false; errors: Partial<Record<F, string>> };

/** Checks a draft with the contract's own schema: the messages the server would give, at once. */
export function checkCourse(draft: CourseDraft): Checked<CourseField, SubmissionInput> {
  const errors: CourseErrors = {};
  for (const field of ['image', 'price', 'rating'] as const) {
    if (!draft[field].trim()) errors[field] = emptyMessage[field];
  }
  const parsed = submissionInput.safeParse({
    courseName: draft.courseName,
    image: draft.image,
    videoUrl: draft.videoUrl,
    price: draft.price.trim(),
    rating: draft.rating.trim(),
    description: draft.description,
    Level: draft.Level,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (courseFields as readonly string[]).includes(field)) {
        errors[field as CourseField] ??= issue.message;
      }
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

/**
 * The lesson as the API takes it: only the content of its kind (the others are cleared, so a
 * lesson that changed kind keeps nothing stale), checked with the contract's own schema.
 */
export function checkLesson(draft: LessonDraft): Checked<LessonField, LessonInput> {
  const errors: LessonErrors = {};
  const durationSec = durationOf(draft);
  if (!Number.isFinite(durationSec)) errors.durationSec = 'Write whole minutes and seconds';
  else if (durationSec > 36_000) errors.durationSec = 'Keep a lesson under 10 hours';

  let article: ArticleBlock[] | null = null;
  if (draft.kind === 'article') {
    const parsed = articleOf(draft);
    const first = parsed.problems[0];
    if (first) errors.article = `Line ${first.line}: ${first.message}`;
    else if (parsed.blocks.length === 0) errors.article = 'Write the article';
    article = parsed.blocks;
  }
  const lesson: LessonInput = {
    title: draft.title,
    kind: draft.kind,
    durationSec: Number.isFinite(durationSec) ? durationSec : 0,
    preview: draft.preview,
    videoUrl: draft.kind === 'video' ? draft.videoUrl || null : null,
    article: draft.kind === 'article' ? article : null,
    prompt: draft.kind === 'exercise' ? draft.prompt : null,
    referenceUrl: draft.kind === 'exercise' ? draft.referenceUrl || null : null,
    demo: draft.kind === 'exercise' ? draft.demo : null,
    drill: draft.kind === 'drill' ? drillInputOf(draft.drill) : null,
  };
  const parsed = lessonInput.safeParse(lesson);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = lessonFieldOf(issue.path);
      if (field) errors[field] ??= lessonMessage(issue);
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: lesson };
}
