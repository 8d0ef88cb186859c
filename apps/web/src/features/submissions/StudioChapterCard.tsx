import type { Lesson, SubmissionDetail } from '@glossy/contract';
import { Icon } from '../../components/ui/icons';
import { ChapterTitle } from './ChapterTitle';
import { CurriculumIconButton } from './CurriculumIconButton';
import { StudioLessonRow } from './StudioLessonRow';

type Chapter = SubmissionDetail['curriculum'][number];

const focusLater = (selector: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

/**
 * One chapter of the studio's curriculum: its title (or the form renaming it), its buttons and its
 * lessons. `onEditLesson` gets the lesson to edit, or null for a new one.
 */
export function StudioChapterCard({
  chapter,
  index,
  count,
  editable,
  removable,
  renaming,
  onStartRename,
  onEndRename,
  onRename,
  onMove,
  onDelete,
  onEditLesson,
  onMoveLesson,
  onDeleteLesson,
}: {
  chapter: Chapter;
  index: number;
  count: number;
  editable: boolean;
  removable: boolean;
  renaming: boolean;
  onStartRename: () => void;
  onEndRename: () => void;
  onRename: (title: string) => Promise<unknown>;
  onMove: (to: number) => void;
  onDelete: () => void;
  onEditLesson: (lesson: Lesson | null) => void;
  onMoveLesson: (lesson: Lesson, from: number, to: number) => void;
  onDeleteLesson: (lesson: Lesson) => void;
}) {
  return (
    <li
      className="card-art p-4 hover:shadow-sm sm:p-5"
      aria-label={`Chapter ${index + 1}: ${chapter.title}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ChapterTitle
          key={renaming ? 'renaming' : 'title'}
          chapter={chapter}
          number={index + 1}
          renaming={renaming}
          onRename={onRename}
          onDone={() => {
            onEndRename();
            focusLater(`#rename-${CSS.escape(chapter._id)}`);
          }}
        />
        {editable && !renaming && (
          <div className="flex items-center">
            <button
              id={`rename-${chapter._id}`}
              type="button"
              className="btn btn-ghost btn-sm gap-1"
              aria-label={`Rename chapter ${index + 1}`}
              onClick={onStartRename}
            >
              <Icon name="edit" className="size-4" />
              Rename
            </button>
            <CurriculumIconButton
              label={`Move chapter “${chapter.title}” up`}
              icon="up"
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            />
            <CurriculumIconButton
              label={`Move chapter “${chapter.title}” down`}
              icon="down"
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            />
            {removable && (
              <CurriculumIconButton
                label={`Delete chapter “${chapter.title}”`}
                icon="trash"
                tone="text-error"
                onClick={onDelete}
              />
            )}
          </div>
        )}
      </div>

      {chapter.lessons.length > 0 ? (
        <ol className="mt-4 space-y-2" aria-label={`Lessons of “${chapter.title}”`}>
          {chapter.lessons.map((lesson, lessonIndex) => (
            <StudioLessonRow
              key={lesson._id}
              lesson={lesson}
              index={lessonIndex}
              count={chapter.lessons.length}
              editable={editable}
              removable={removable}
              onEdit={() => onEditLesson(lesson)}
              onMove={(to) => onMoveLesson(lesson, lessonIndex, to)}
              onDelete={() => onDeleteLesson(lesson)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-base-content/70 mt-3 text-sm">No lessons in this chapter yet.</p>
      )}
      {editable && (
        <button
          type="button"
          className="btn btn-outline btn-sm mt-4 gap-1"
          aria-label={`Add lesson to “${chapter.title}”`}
          onClick={() => onEditLesson(null)}
        >
          <Icon name="add" className="size-4" />
          Add lesson
        </button>
      )}
    </li>
  );
}
