import type { LessonKind } from '@glossy/contract';
import { useMarkCompleted, type LessonRef } from './classroom-queries';
import { PlayerIcon } from './player-icons';

/** What finishes a lesson the student cannot simply mark: the server judges those. */
const howToFinish: Partial<Record<LessonKind, string>> = {
  video: 'Watch the video to the end: the lesson is done by itself.',
  exercise: 'Hand in a drawing from the sketchpad: the exercise is done once it is handed in.',
  drill: 'Pass the drill: an attempt that reaches its pass score finishes the lesson.',
};

/**
 * An article's 'Mark as read' (the server takes it once the article has been open long enough to
 * read, and says so otherwise); for a video or an exercise, what finishes it. Once done, a quiet
 * way back. The state shows at once when the server answers; the sidebar's mark changes with it.
 */
export function CompletionToggle({
  lesson,
  completed,
  kind,
}: {
  lesson: LessonRef;
  completed: boolean;
  kind: LessonKind;
}) {
  const mark = useMarkCompleted(lesson);
  const spinner = mark.isPending && (
    <span className="loading loading-spinner loading-sm" aria-hidden="true" />
  );
  return (
    <div className="flex flex-wrap items-center gap-3">
      {completed ? (
        <>
          <p className="text-success flex items-center gap-2 font-semibold">
            <span className="bg-success text-success-content grid size-6 place-items-center rounded-full">
              <PlayerIcon name="check" className="size-4" />
            </span>
            {kind === 'article' ? 'Read' : 'Done'}
          </p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={mark.isPending}
            aria-busy={mark.isPending}
            onClick={() => mark.mutate(false)}
          >
            {spinner}
            Mark as not done
          </button>
        </>
      ) : kind === 'article' ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={mark.isPending}
          aria-busy={mark.isPending}
          onClick={() => mark.mutate(true)}
        >
          {spinner || <PlayerIcon name="check" />}
          Mark as read
        </button>
      ) : (
        <p className="text-base-content/80 flex items-center gap-2">
          <span
            className="border-base-content/40 size-6 shrink-0 rounded-full border-2"
            aria-hidden="true"
          />
          {howToFinish[kind]}
        </p>
      )}
      <span role="status" className="sr-only">
        {mark.isSuccess ? (completed ? 'Marked as done' : 'Marked as not done') : ''}
      </span>
    </div>
  );
}
