import { QueryError } from '../../components/ui/QueryError';
import { CourseCardSkeleton } from '../../components/ui/CourseCardSkeleton';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { useEnrollments } from '../../entities/commerce/own-lists';
import { EmptyState } from '../../components/ui/EmptyState';
import { OwnedCourseCard } from './OwnedCourseCard';

const grid = 'grid gap-5 sm:grid-cols-2';

/** The courses the user has paid for, each one click from its lessons. */
export default function MyCoursesPage() {
  const courses = useEnrollments();
  return (
    <>
      <DashboardPageHeader title="My Courses" documentTitle="My Courses">
        Every course you own, ready whenever you are.
      </DashboardPageHeader>
      {courses.isPending ? (
        <div className={grid} aria-busy="true">
          <span className="sr-only">Loading your courses</span>
          {[1, 2, 3].map((key) => (
            <CourseCardSkeleton key={key} />
          ))}
        </div>
      ) : courses.isError ? (
        <QueryError error={courses.error} onRetry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <EmptyState
          icon="enrolled"
          title="No courses yet"
          text="Once you pay for a course it lives here, with every lesson one click away."
          to="/courses"
          action="Browse courses"
        />
      ) : (
        <ul className={grid}>
          {courses.data.map((course) => (
            <li key={course._id}>
              <OwnedCourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
