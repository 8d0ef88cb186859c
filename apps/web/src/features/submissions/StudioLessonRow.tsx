import type { Lesson } from '@glossy/contract';
import { Icon } from '../../components/ui/icons';
import { CurriculumIconButton } from './CurriculumIconButton';
import { lessonKindIcon } from '../../components/ui/lesson-kind-icons';
import { lessonKindLabel } from '../../components/ui/LessonPreview';
import { formatLessonDuration } from '../../lib/format/course-format';

const kindTone: Record<Lesson['kind'], string> = {
  video: 'bg-secondary/12 text-secondary',
  article: 'bg-accent/25 text-base-content',
  exercise: 'bg-primary/12 text-primary',
  drill: 'bg-success/15 text-base-content',
};

/** One lesson of a chapter in the studio's curriculum, with its edit, move and delete buttons. */
export function StudioLessonRow({
  lesson,
  index,
  count,
  editable,
  removable,
  onEdit,
  onMove,
  onDelete,
}: {
  lesson: Lesson;
  index: number;
  count: number;
  editable: boolean;
  removable: boolean;
  onEdit: () => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}) {
  const duration = formatLessonDuration(lesson.durationSec);
  return (
    <li className="border-base-300 bg-base-100 rounded-field flex flex-wrap items-center gap-x-3 gap-y-1 border px-3 py-2.5">
      <span
        className={`grid size-9 shrink-0 place-items-center rounded-xl ${kindTone[lesson.kind]}`}
        aria-hidden="true"
      >
        <Icon name={lessonKindIcon[lesson.kind]} />
      </span>
      <div className="min-w-32 flex-1">
        <p className="font-medium break-words">
          <span className="text-base-content/70 me-2 tabular-nums">{index + 1}.</span>
          {lesson.title}
        </p>
        <p className="text-base-content/70 flex flex-wrap items-center gap-x-2 text-xs">
          <span>{lessonKindLabel[lesson.kind]}</span>
          {duration && (
            <>
              <span aria-hidden="true">·</span>
              <span>{duration}</span>
            </>
          )}
          {lesson.preview && (
            <span className="badge badge-sm bg-success/12 text-base-content">Free preview</span>
          )}
        </p>
      </div>
      {editable && (
        <div className="ml-auto flex items-center">
          <button
            type="button"
            className="btn btn-ghost btn-sm gap-1"
            aria-label={`Edit “${lesson.title}”`}
            onClick={onEdit}
          >
            <Icon name="edit" className="size-4" />
            Edit
          </button>
          <CurriculumIconButton
            label={`Move “${lesson.title}” up`}
            icon="up"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          />
          <CurriculumIconButton
            label={`Move “${lesson.title}” down`}
            icon="down"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          />
          {removable && (
            <CurriculumIconButton
              label={`Delete “${lesson.title}”`}
              icon="trash"
              tone="text-error"
              onClick={onDelete}
            />
          )}
        </div>
      )}
    </li>
  );
}
