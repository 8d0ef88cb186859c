import { Link } from 'react-router';
import { type LessonStep } from './lesson-order';
import { learnPath } from '../../lib/paths/learn-path';
import { PlayerIcon } from './player-icons';

function Step({
  courseId,
  step,
  direction,
}: {
  courseId: string;
  step: LessonStep;
  direction: 'previous' | 'next';
}) {
  const next = direction === 'next';
  return (
    <Link
      to={learnPath(courseId, step.lesson._id)}
      rel={next ? 'next' : 'prev'}
      className={`border-base-300 hover:border-primary rounded-box flex min-w-0 items-center gap-3 border p-4 transition-colors ${
        next ? 'text-right' : ''
      }`}
    >
      {!next && <PlayerIcon name="previous" className="text-primary size-6" />}
      <span className="min-w-0 flex-1">
        <span className="text-base-content/70 block text-xs font-semibold tracking-widest uppercase">
          {next ? 'Next lesson' : 'Previous lesson'}
        </span>
        <span className="block truncate font-medium">{step.lesson.title}</span>
      </span>
      {next && <PlayerIcon name="next" className="text-primary size-6" />}
    </Link>
  );
}

/** Previous and Next, with the lesson each leads to; at either end of the course only one. */
export function LessonNav({
  courseId,
  previous,
  next,
}: {
  courseId: string;
  previous: LessonStep | undefined;
  next: LessonStep | undefined;
}) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Lessons before and after" className="grid gap-3 sm:grid-cols-2">
      {previous ? (
        <Step courseId={courseId} step={previous} direction="previous" />
      ) : (
        // Keeps Next in the right-hand column on the first lesson.
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      {next && <Step courseId={courseId} step={next} direction="next" />}
    </nav>
  );
}
