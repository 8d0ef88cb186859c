import type { ArticleBlock, DemoLog, Lesson, LessonKind } from '@glossy/contract';
import { ApiError } from '../../lib/api';
import { articleToText, textToArticle, type ArticleProblem } from './studio-article';
import {
  drillDraftOf,
  drillFieldOf,
  drillFields,
  newDrill,
  type DrillDraft,
} from './studio-drill-form';

/** What the lesson editor holds while the instructor works on it. */
export interface LessonDraft {
  title: string;
  kind: LessonKind;
  minutes: string;
  seconds: string;
  preview: boolean;
  videoUrl: string;
  articleText: string;
  prompt: string;
  referenceUrl: string;
  demo: DemoLog | null;
  /** Kept while another kind is chosen, so a look at another kind loses nothing. */
  drill: DrillDraft;
}

export const lessonFields = [
  'title',
  'kind',
  'durationSec',
  'videoUrl',
  'article',
  'prompt',
  'referenceUrl',
  'demo',
  ...drillFields,
] as const;
export type LessonField = (typeof lessonFields)[number];
export type LessonErrors = Partial<Record<LessonField, string>>;

export const newLesson = (kind: LessonKind = 'video'): LessonDraft => ({
  title: '',
  kind,
  minutes: '',
  seconds: '',
  preview: false,
  videoUrl: '',
  articleText: '',
  prompt: '',
  referenceUrl: '',
  demo: null,
  drill: newDrill(),
});

const splitDuration = (total: number) =>
  total > 0
    ? { minutes: String(Math.floor(total / 60)), seconds: String(total % 60) }
    : { minutes: '', seconds: '' };

export const lessonDraftOf = (lesson: Lesson): LessonDraft => ({
  title: lesson.title,
  kind: lesson.kind,
  ...splitDuration(lesson.durationSec),
  preview: lesson.preview,
  videoUrl: lesson.videoUrl ?? '',
  articleText: lesson.article ? articleToText(lesson.article) : '',
  prompt: lesson.prompt ?? '',
  referenceUrl: lesson.referenceUrl ?? '',
  demo: lesson.demo,
  drill: lesson.drill ? drillDraftOf(lesson.drill) : newDrill(),
});

/** Whole seconds from the minutes and seconds boxes; NaN when either is not a whole number. */
export function durationOf(draft: Pick<LessonDraft, 'minutes' | 'seconds'>): number {
  const part = (value: string) => {
    const text = value.trim();
    if (!text) return 0;
    return /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  };
  return part(draft.minutes) * 60 + part(draft.seconds);
}

export const withDuration = (draft: LessonDraft, total: number): LessonDraft => ({
  ...draft,
  ...splitDuration(Math.max(0, Math.round(total))),
});

/** The article the text gives, for the preview and for saving. */
export const articleOf = (
  draft: LessonDraft,
): { blocks: ArticleBlock[]; problems: ArticleProblem[] } => textToArticle(draft.articleText);

/** The field a message at `path` (the contract's, or the API's split at its dots) stands under. */
export function lessonFieldOf(path: readonly PropertyKey[]): LessonField | null {
  const [field, key] = path;
  if (field === 'drill') return drillFieldOf(key);
  return (lessonFields as readonly unknown[]).includes(field) ? (field as LessonField) : null;
}

/** A failed save as messages under the lesson's fields, and one for the form when none fits. */
export function describeLessonFailure(error: unknown): { fields: LessonErrors; form?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'The lesson could not be saved.' };
  const fields: LessonErrors = {};
  for (const [name, message] of Object.entries(error.fields)) {
    const path = name.split('.');
    const field = lessonFieldOf(path);
    if (!field) continue;
    const index = path[1];
    const where = field === 'article' && index !== undefined ? `Block ${Number(index) + 1}: ` : '';
    fields[field] ??= `${where}${message}`;
  }
  if (Object.keys(fields).length > 0) return { fields };
  if (error.status === 409) return { fields, form: error.message };
  if (error.status === 413) {
    return {
      fields: { demo: 'The demo is too long to save: undo some strokes or draw it again.' },
    };
  }
  return { fields, form: error.message };
}
