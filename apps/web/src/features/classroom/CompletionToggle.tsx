import { useMarkCompleted, type LessonRef } from './classroom-queries';
import { PlayerIcon } from './player-icons';

/**
 * 'Mark as read' (an article) or 'Mark as done' (a video, an exercise), and once done, a quiet
 * way back. The state shows at once when the server answers; the sidebar's mark changes with it.
 */
export function CompletionToggle({
  lesson,
  completed,
  markLabel,
}: {
  lesson: LessonRef;
  completed: boolean;
  markLabel: 'Mark as read' | 'Mark as done';
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
            {markLabel === 'Mark as read' ? 'Read' : 'Done'}
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
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={mark.isPending}
          aria-busy={mark.isPending}
          onClick={() => mark.mutate(true)}
        >
          {spinner || <PlayerIcon name="check" />}
          {markLabel}
        </button>
      )}
      <span role="status" className="sr-only">
        {mark.isSuccess ? (completed ? 'Marked as done' : 'Marked as not done') : ''}
      </span>
    </div>
  );
}
