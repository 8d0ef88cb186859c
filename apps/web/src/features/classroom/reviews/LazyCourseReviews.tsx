import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useNearViewport } from '../../../lib/useNearViewport';

// The reviews sit below the fold of the course page: their code and data load as the reader
// scrolls towards them, never while the page's own picture is still loading.
const CourseReviews = lazy(() => import('./CourseReviews'));

/** 'Student reviews' for the course detail page, with a placeholder while its code arrives. */
export function LazyCourseReviews({
  courseId,
  courseName,
}: {
  courseId: string;
  courseName: string;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  // Far from view nothing is loading yet, so no skeleton: only the room the section will take.
  if (!near) return <div ref={ref} aria-hidden="true" className="mt-12 h-52" />;
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
