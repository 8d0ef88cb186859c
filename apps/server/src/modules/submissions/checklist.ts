import type { ChecklistItem, ChecklistKey, CourseChecklist } from '@glossy/contract';
import type { ChapterRow, LessonRow } from './curriculum-store';
import type { SubmissionRow } from './store';

type CourseFacts = Pick<SubmissionRow, 'image' | 'description'>;
type ChapterFacts = Pick<ChapterRow, 'id' | 'title'>;
type LessonFacts = Pick<LessonRow, 'chapterId' | 'title' | 'kind' | 'durationSec' | 'demo'>;

const labels: Record<ChecklistKey, string> = {
  cover: 'A cover picture',
  description: 'A description',
  chapters: 'At least one chapter with lessons',
  videoLengths: 'Every video with its length',
  exerciseDemos: 'Every exercise with a demo',
};

const item = (key: ChecklistKey, missing: string[]): ChecklistItem => ({
  key,
  label: labels[key],
  done: missing.length === 0,
  missing,
});

/**
 * Whether a course is complete enough to go to review: the one rule the studio shows, the review
 * shows and Submit for review enforces, so the three can never disagree.
 */
export function courseChecklist(
  course: CourseFacts,
  chapters: ChapterFacts[],
  lessons: LessonFacts[],
): CourseChecklist {
  const filled = new Set(lessons.map((lesson) => lesson.chapterId));
  const empty = chapters.filter((chapter) => !filled.has(chapter.id));
  const items = [
    item('cover', course.image.trim() ? [] : ['Add a cover picture']),
    item('description', course.description.trim() ? [] : ['Describe the course']),
    item(
      'chapters',
      chapters.length === 0
        ? ['Add a chapter and put lessons in it']
        : empty.map((chapter) => `Chapter “${chapter.title}” has no lessons`),
    ),
    item(
      'videoLengths',
      lessons
        .filter((lesson) => lesson.kind === 'video' && lesson.durationSec <= 0)
        .map((lesson) => `Video “${lesson.title}” has no length`),
    ),
    item(
      'exerciseDemos',
      lessons
        .filter((lesson) => lesson.kind === 'exercise' && !lesson.demo?.ops.length)
        .map((lesson) => `Exercise “${lesson.title}” has no demo`),
    ),
  ];
  return { ready: items.every((entry) => entry.done), items };
}

/** The error fields of an incomplete course: each unmet item, named with what it lacks. */
export const missingFields = (checklist: CourseChecklist) =>
  Object.fromEntries(
    checklist.items
      .filter((entry) => !entry.done)
      .map((entry) => [entry.key, `${entry.label}: ${entry.missing.join('; ')}`]),
  );
