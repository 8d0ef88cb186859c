import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { CourseCardSkeleton } from '../../components/ui/CourseCardSkeleton';
import { courseKeys, fetchPopularCourses } from '../../entities/catalog/course-queries';
import { useSelectCourse } from '../../entities/commerce/useSelectCourse';
import { HomeCourseCard } from './HomeCourseCard';
import { SectionHeading } from './SectionHeading';

const shown = 6;

export function BestCourses() {
  const courses = useQuery({
    queryKey: courseKeys.popular(shown),
    queryFn: ({ signal }) => fetchPopularCourses(shown, signal),
  });
  const selection = useSelectCourse('Plz Login First');

  return (
    <section aria-labelledby="best-courses-heading" className="section container-page below-fold">
      <SectionHeading id="best-courses-heading" eyebrow="Most loved" title="Our Best Courses">
        The courses our students finish, recommend and come back to.
      </SectionHeading>
      {courses.isError ? (
        <QueryError error={courses.error} onRetry={() => void courses.refetch()} />
      ) : (
        <ul aria-busy={courses.isPending} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {courses.isPending
            ? Array.from({ length: shown }, (_, i) => (
                <li key={i}>
                  <CourseCardSkeleton />
                </li>
              ))
            : courses.data.map((course) => (
                <li key={course._id}>
                  <HomeCourseCard course={course} selection={selection} />
                </li>
              ))}
        </ul>
      )}
      <div className="mt-12 text-center">
        <Link to="/courses" className="btn btn-outline btn-primary">
          See all courses
        </Link>
      </div>
    </section>
  );
}
