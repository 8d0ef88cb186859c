import { interestLabels, type FittingCourse } from '@glossy/contract';
import { Link } from 'react-router';
import { CourseLinkCard } from '../../../entities/catalog/CourseLinkCard';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useFittingCourses } from './onboarding-queries';

/** Why a course is offered, in the newcomer's own answers. */
function FitNote({ course }: { course: FittingCourse }) {
  const reasons = [
    ...(course.levelFits ? [`For ${course.Level.toLowerCase()}s`] : []),
    ...course.interests.map((interest) => interestLabels[interest]),
  ];
  if (reasons.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Why it fits">
      {reasons.map((reason) => (
        <li key={reason} className="badge badge-outline badge-sm">
          {reason}
        </li>
      ))}
    </ul>
  );
}

/** The last step: courses that fit the answers, and the way out to where the newcomer was going. */
export function FittingCourses({ next, onRestart }: { next: string; onRestart: () => void }) {
  const query = useFittingCourses(true);
  return (
    <section aria-labelledby="fitting-courses">
      <h2 id="fitting-courses" className="font-display mb-1 text-2xl font-semibold">
        Courses that fit you
      </h2>
      <p className="text-base-content/75 mb-5">
        Picked from the catalog for your level and what you want to draw.
      </p>
      {query.isPending ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} className="rounded-box h-80" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="bg-base-200 rounded-box px-5 py-6">
          No course matches those answers yet.{' '}
          <Link to="/courses" className="link link-primary font-semibold">
            Browse the whole catalog
          </Link>
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((course) => (
            <li key={course._id}>
              <CourseLinkCard course={course} note={<FitNote course={course} />} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={next} className="btn btn-primary">
          {next === '/dashboard' ? 'Go to my dashboard' : 'Continue where I was'}
        </Link>
        <Link to="/courses" className="btn btn-outline">
          Browse all courses
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onRestart}>
          Change my answers
        </button>
      </div>
    </section>
  );
}
