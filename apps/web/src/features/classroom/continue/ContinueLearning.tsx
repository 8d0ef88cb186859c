import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ContinueCard } from './ContinueCard';
import { useContinueLearning } from './continue-queries';

/** How many courses the home shows; the rest wait in My enrolled courses. */
const shown = 3;

/**
 * The student's home starts here: the next lesson of each course under way, the one studied last
 * first. `quietWhenEmpty` leaves nothing behind for someone who is not here to study (an
 * instructor or an admin with no course under way).
 */
export function ContinueLearning({ quietWhenEmpty = false }: { quietWhenEmpty?: boolean }) {
  const query = useContinueLearning();
  const items = query.data ?? [];
  if (quietWhenEmpty && query.isSuccess && items.length === 0) return null;
  return (
    <section aria-labelledby="continue-learning" className="mb-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="continue-learning" className="font-display text-2xl font-semibold">
          Continue learning
        </h2>
        {items.length > shown && (
          <Link to="/dashboard/mycourses" className="btn btn-ghost btn-sm">
            All {items.length} courses under way →
          </Link>
        )}
      </div>
      {query.isPending ? (
        <div
          role="status"
          className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
          aria-busy="true"
          aria-label="Loading your courses under way"
        >
          {[1, 2].map((key) => (
            <Skeleton key={key} className="rounded-box h-72" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="bg-base-200 rounded-box text-base-content/80 px-5 py-6">
          Nothing under way yet: your next lesson will wait for you here.{' '}
          <Link to="/courses" className="link link-primary font-semibold">
            Find a course to start
          </Link>
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {items.slice(0, shown).map((item, index) => (
            <li key={item.courseId}>
              <ContinueCard item={item} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
