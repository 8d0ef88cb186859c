import type { SubmissionDetail } from '@glossy/contract';
import { Icon, type IconName } from '../../components/ui/icons';
import { LessonPreview, lessonKindLabel } from '../../components/ui/LessonPreview';
import { formatLessonDuration } from '../../lib/format/course-format';

type LessonItem = SubmissionDetail['curriculum'][number]['lessons'][number];

const kindIcon: Record<LessonItem['kind'], IconName> = {
  video: 'classes',
  article: 'blog',
  exercise: 'draw',
  drill: 'target',
};

/** One lesson in the review's curriculum: a button that opens it for the admin to preview. */
export function ReviewLessonRow({
  lesson,
  number,
  open,
  onToggle,
}: {
  lesson: LessonItem;
  number: string;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = `lesson-${lesson._id}`;
  const duration = formatLessonDuration(lesson.durationSec);
  return (
    <li>
      <button
        type="button"
        className="hover:bg-base-200/60 flex w-full items-center gap-3 px-5 py-3 text-left transition-colors"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span
          aria-hidden="true"
          className="bg-base-200 text-primary grid size-9 shrink-0 place-items-center rounded-full"
        >
          <Icon name={kindIcon[lesson.kind]} className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words">
            <span className="text-base-content/70 tabular-nums">{number}</span> {lesson.title}
          </span>
          <span className="text-base-content/70 block text-xs">
            {lessonKindLabel[lesson.kind]}
            {duration && ` · ${duration}`}
          </span>
        </span>
        {lesson.preview && (
          <span className="badge badge-soft badge-secondary badge-sm shrink-0">Preview</span>
        )}
        <span
          aria-hidden="true"
          className={`text-base-content/60 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <Icon name="down" className="size-4" />
        </span>
        <span className="sr-only">{open ? 'Hide the lesson' : 'Open the lesson'}</span>
      </button>
      {open && (
        <div
          id={panelId}
          className="border-base-300 bg-base-200/50 border-t px-4 py-5 sm:px-6"
          aria-label={`Lesson: ${lesson.title}`}
          role="region"
        >
          <LessonPreview lesson={lesson} headingLevel={4} />
        </div>
      )}
    </li>
  );
}
