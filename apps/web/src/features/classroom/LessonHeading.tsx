import type { LessonContent } from '@glossy/contract';
import type { Ref } from 'react';
import { Icon } from '../../components/ui/icons';
import { lessonKindLabel } from '../../components/ui/LessonPreview';
import { lessonKindIcon } from '../../components/ui/lesson-kind-icons';
import { formatLessonDuration } from '../../lib/format/course-format';
import type { LessonStep } from './lesson-order';
import { PlayerIcon } from './player-icons';

/** The lesson's place in the course, its title, kind and length, and whether it is done. */
export function LessonHeading({
  lesson,
  step,
  total,
  ref,
}: {
  lesson: LessonContent;
  step: LessonStep | undefined;
  total: number;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const duration = formatLessonDuration(lesson.durationSec);
  return (
    <div>
      <p className="text-primary text-xs font-semibold tracking-widest uppercase">
        {step
          ? `Chapter ${step.chapterIndex + 1} · Lesson ${step.index + 1} of ${total}`
          : lesson.chapterTitle}
      </p>
      <h1
        id="lesson-title"
        ref={ref}
        tabIndex={-1}
        className="font-display mt-2 text-3xl leading-tight font-semibold outline-none sm:text-4xl"
      >
        {lesson.title}
      </h1>
      <p className="text-base-content/75 mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="flex items-center gap-1.5">
          <Icon name={lessonKindIcon[lesson.kind]} className="size-4" />
          {lessonKindLabel[lesson.kind]}
        </span>
        {duration && <span>{duration}</span>}
        {step && <span className="hidden sm:inline">{lesson.chapterTitle}</span>}
        {lesson.preview && !lesson.progress && (
          <span className="badge badge-soft badge-secondary badge-sm">Free preview</span>
        )}
        {lesson.progress?.completed && (
          <span className="badge badge-soft badge-success badge-sm gap-1">
            <PlayerIcon name="check" className="size-4" />
            Done
          </span>
        )}
      </p>
    </div>
  );
}
