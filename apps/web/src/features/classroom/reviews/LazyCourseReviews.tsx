import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';

// The reviews sit below the fold of the course page: their code loads after the page, not with it.
const CourseReviews = lazy(() => import('./CourseReviews'));

/** 'Student reviews' for the course detail page, with a placeholder while its code arrives. */
export function LazyCourseReviews({
  courseId,
  courseName,
}: {
  courseId: string;
  courseName: string;
}) {
  return (
    <Suspense
      fallback={
        <div aria-hidden="true" className="mt-12 space-y-4">
          <Skeleton className="h-9 w-40" />
          <Skeleton className="rounded-box h-36 w-full" />
        </div>
      }
    >
      <CourseReviews courseId={courseId} courseName={courseName} />
    </Suspense>
  );
}
