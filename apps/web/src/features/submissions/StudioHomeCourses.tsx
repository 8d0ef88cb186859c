import { Link } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { formatPrice, plural } from '../../lib/format/course-format';
import { formatDollars } from '../../lib/format/numbers';
import { CourseThumb } from './CourseThumb';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { useMySubmissions } from './studio-queries';
import { studioPath } from './StudioCoursesTable';
import { analyticsPath } from './studio-paths';
import { formatCount } from '../../lib/format/numbers';

const shown = 6;

/** The instructor's home: their courses at a glance, with status, students and revenue. */
export function StudioHomeCourses() {
  const query = useMySubmissions('all', 1, shown);
  const total = query.data?.total ?? 0;
  const totals = query.data?.submissions.reduce(
    (sum, course) => ({
      students: sum.students + course.students,
      revenue: sum.revenue + course.revenue,
    }),
    { students: 0, revenue: 0 },
  );

  return (
    <section aria-labelledby="home-courses" className="mt-10 max-w-4xl">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="home-courses" className="font-display text-2xl font-semibold">
            Your courses
          </h2>
          {totals && total > 0 && (
            <p className="text-base-content/75 mt-1 text-sm">
              {plural(totals.students, 'student')} · {formatDollars(totals.revenue)} earned
              {total > shown ? ` on these ${shown}` : ''}
            </p>
          )}
        </div>
        {total > 0 && (
          <Link to="/dashboard/insaddcourses" className="btn btn-ghost btn-sm">
            See all {total} →
          </Link>
        )}
      </div>
      {query.isPending ? (
        <ul className="space-y-3" aria-busy="true" aria-label="Loading your courses">
          {[1, 2, 3].map((key) => (
            <li key={key}>
              <Skeleton className="rounded-box h-20 w-full" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.submissions.length === 0 ? (
        <p className="bg-base-200 rounded-box text-base-content/80 px-5 py-6">
          You have not submitted a course yet.{' '}
          <Link to="/dashboard/addcourses" className="link link-primary font-semibold">
            Add your first course
          </Link>
        </p>
      ) : (
        <ul className="space-y-3">
          {query.data.submissions.map((course) => (
            <li key={course._id} className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Link
                to={studioPath(course._id)}
                className="card-art flex min-w-0 flex-1 items-center gap-4 p-3 sm:p-4"
              >
                <CourseThumb src={course.image} width={96} className="w-24 shrink-0" />
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-semibold break-words">{course.courseName}</span>
                  <span className="text-base-content/70 text-xs">
                    {formatPrice(course.price)} · {plural(course.lessons, 'lesson')}
                  </span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:hidden">
                    <ReviewStatusBadge status={course.status} />
                    <span className="tabular-nums">
                      {plural(course.students, 'student')} · {formatDollars(course.revenue)}
                    </span>
                  </span>
                </span>
                <span className="hidden shrink-0 sm:block">
                  <ReviewStatusBadge status={course.status} />
                </span>
                <span className="hidden w-32 shrink-0 flex-col gap-1 text-right text-sm sm:flex">
                  <span className="tabular-nums">
                    <span className="font-semibold">{formatCount(course.students)}</span>{' '}
                    <span className="text-base-content/70">
                      {course.students === 1 ? 'student' : 'students'}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">
                    {formatDollars(course.revenue)}
                  </span>
                </span>
              </Link>
              {course.courseId && (
                <Link
                  to={analyticsPath(course.courseId)}
                  className="btn btn-outline btn-sm self-end sm:self-center"
                  aria-label={`Analytics of ${course.courseName}`}
                >
                  Analytics
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
