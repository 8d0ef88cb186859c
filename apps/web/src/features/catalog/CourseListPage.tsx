import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryError } from '../../components/ui/QueryError';
import { CourseCard } from './CourseCard';
import { CourseCardSkeleton } from '../../components/ui/CourseCardSkeleton';
import { CourseFilters } from './CourseFilters';
import { courseKeys, fetchCoursePage } from '../../entities/catalog/course-queries';
import { isFiltered, pageSize } from '../../entities/catalog/course-search';
import { NoCoursesMatch } from './NoCoursesMatch';
import { Pagination } from './Pagination';
import { useCourseSearch } from './useCourseSearch';
import { useSelectCourse } from '../../entities/commerce/useSelectCourse';

function describeRange(first: number, last: number, total: number): string {
  if (total <= pageSize) return `${total} ${total === 1 ? 'course' : 'courses'}`;
  return `Showing ${first}–${last} of ${total} courses`;
}

/** Every course, searchable. The spec shows no heading here, so the h1 is for screen readers only. */
export default function CourseListPage() {
  const { search, update, pageLink, clear } = useCourseSearch();
  const selection = useSelectCourse('Please Login First');
  const courses = useQuery({
    queryKey: courseKeys.search(search),
    queryFn: ({ signal }) => fetchCoursePage(search, signal),
    placeholderData: keepPreviousData,
  });

  const total = courses.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (search.page - 1) * pageSize + 1;
  const last = Math.min(total, search.page * pageSize);
  const filtered = isFiltered(search);

  return (
    <div className="container-page section pt-10 sm:pt-12">
      <title>Courses | Glossy Drawer</title>
      <h1 className="sr-only">Courses</h1>
      <CourseFilters search={search} update={update} />

      <div className="mt-6 mb-4 flex min-h-8 items-center gap-3 text-sm">
        <p role="status" className="text-base-content/70">
          {courses.data && total > 0 && describeRange(first, last, total)}
        </p>
        {filtered && total > 0 && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
            Clear filters
          </button>
        )}
      </div>

      {courses.isPending ? (
        <ul aria-label="Loading courses" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <CourseCardSkeleton />
            </li>
          ))}
        </ul>
      ) : courses.isError ? (
        <QueryError error={courses.error} onRetry={() => void courses.refetch()} />
      ) : courses.data.courses.length === 0 ? (
        <NoCoursesMatch filtered={filtered || search.page > 1} onClear={clear} />
      ) : (
        <>
          <ul
            className={`grid gap-8 transition-opacity md:grid-cols-2 lg:grid-cols-3 ${courses.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={courses.isPlaceholderData}
          >
            {/* Only the first picture (a phone's largest paint) is fetched with the page; the
                others as they are laid out, so they never compete with it. */}
            {courses.data.courses.map((course, i) => (
              <li key={course._id} className="flex flex-col *:flex-1">
                <CourseCard course={course} selection={selection} eager={i === 0} />
              </li>
            ))}
          </ul>
          <div className="mt-12">
            <Pagination page={search.page} pageCount={pageCount} linkTo={pageLink} />
          </div>
        </>
      )}
    </div>
  );
}
