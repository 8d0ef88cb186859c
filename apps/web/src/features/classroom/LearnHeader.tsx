import type { Ref } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '../../components/ui/ThemeToggle';
import { Skeleton } from '../../components/ui/Skeleton';
import { Icon } from '../../components/ui/icons';

interface LearnHeaderProps {
  courseId: string;
  courseName: string | undefined;
  /** The student's percent done; undefined when there is no progress to show. */
  percent: number | undefined;
  signedIn: boolean;
  outlineOpen: boolean;
  onToggleOutline(): void;
  toggleRef: Ref<HTMLButtonElement>;
}

/** A small circle that fills as the course gets done; the percent beside it says the same. */
function ProgressRing({ percent }: { percent: number }) {
  const circumference = 2 * Math.PI * 15;
  return (
    <svg aria-hidden="true" viewBox="0 0 36 36" className="size-9">
      <circle
        cx="18"
        cy="18"
        r="15"
        fill="none"
        strokeWidth="4"
        style={{ stroke: 'var(--color-base-300)' }}
      />
      <circle
        cx="18"
        cy="18"
        r="15"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - percent / 100)}
        // Starts at twelve o'clock; inline colours, so the circle adds nothing to the site's CSS.
        transform="rotate(-90 18 18)"
        style={{ stroke: `var(--color-${percent === 100 ? 'success' : 'primary'})` }}
      />
    </svg>
  );
}

/**
 * The player's own slim header: the way home and back to the course, how far the student is, and
 * on phones the button that opens the lessons. A lesson gets the whole screen below it.
 */
export function LearnHeader({
  courseId,
  courseName,
  percent,
  signedIn,
  outlineOpen,
  onToggleOutline,
  toggleRef,
}: LearnHeaderProps) {
  return (
    <header className="bg-base-100/90 border-base-300 sticky top-0 z-30 border-b frosted">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-ghost btn-square btn-sm lg:hidden"
          aria-label={outlineOpen ? 'Close course content' : 'Open course content'}
          aria-expanded={outlineOpen}
          aria-controls="course-outline"
          onClick={onToggleOutline}
        >
          <Icon name="menu" className="size-6" />
        </button>
        <Link to="/" className="shrink-0" aria-label="Glossy Drawer home">
          <img
            decoding="async"
            src="/media/site/logo.svg"
            alt=""
            width={32}
            height={32}
            className="size-9"
          />
        </Link>
        <span aria-hidden="true" className="border-base-300 hidden h-8 border-l sm:block" />
        <div className="min-w-0 flex-1">
          {courseName ? (
            <Link
              to={`/courses/${encodeURIComponent(courseId)}`}
              className="font-display link link-hover block truncate text-lg font-semibold"
            >
              {courseName}
            </Link>
          ) : (
            <Skeleton className="h-5 w-40" />
          )}
        </div>
        {percent !== undefined && (
          <p className="flex items-center gap-2 text-sm">
            <ProgressRing percent={percent} />
            <span>
              <span className="font-semibold">{percent}%</span>
              <span className="text-base-content/70 hidden sm:inline"> complete</span>
              <span className="sr-only sm:hidden"> complete</span>
            </span>
          </p>
        )}
        <ThemeToggle className="btn-sm" />
        {signedIn && (
          <Link to="/dashboard/mycourses" className="btn btn-ghost btn-sm hidden sm:inline-flex">
            My Courses
          </Link>
        )}
      </div>
    </header>
  );
}
