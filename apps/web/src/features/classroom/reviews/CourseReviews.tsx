import { Link, useLocation } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useSession } from '../../../lib/auth/session';
import { RatingSummary } from './RatingSummary';
import { ReviewForm } from './ReviewForm';
import { useCourseRating } from './review-queries';
import { ReviewList } from './ReviewList';

/** What a reader who may not review is told, so the missing form is not a mystery. */
function WhyNoForm({ courseName }: { courseName: string }) {
  const { user } = useSession();
  const location = useLocation();
  if (user) {
    return (
      <p className="text-base-content/75 text-sm">
        Reviews come from students of {courseName}. Enrol to leave yours once you have taken it.
      </p>
    );
  }
  return (
    <p className="text-base-content/75 text-sm">
      Took this course?{' '}
      <Link to="/login" state={{ from: location }} className="link font-medium">
        Log in
      </Link>{' '}
      to review it.
    </p>
  );
}

/**
 * 'Student reviews' on the course detail page: the average and its breakdown, the enrolled
 * student's own review form, and everyone's reviews, newest first.
 */
export function CourseReviews({ courseId, courseName }: { courseId: string; courseName: string }) {
  const rating = useCourseRating(courseId);
  return (
    <section aria-labelledby="reviews-heading" className="mt-12">
      <h2 id="reviews-heading" className="section-title text-2xl sm:text-3xl">
        Student reviews
      </h2>
      <div className="mt-5 space-y-8">
        {rating.isError ? (
          <QueryError error={rating.error} onRetry={() => void rating.refetch()} />
        ) : !rating.data ? (
          <Skeleton className="rounded-box h-36 w-full" />
        ) : (
          <>
            {/* With none yet, the list below says so. */}
            {rating.data.count > 0 && <RatingSummary rating={rating.data} />}
            {rating.data.canReview ? (
              // A new `mine` (first post, or another account) starts the form from it.
              <ReviewForm
                key={rating.data.mine?._id ?? 'new'}
                courseId={courseId}
                mine={rating.data.mine}
              />
            ) : (
              <WhyNoForm courseName={courseName} />
            )}
          </>
        )}
        <ReviewList courseId={courseId} />
      </div>
    </section>
  );
}

export default CourseReviews;
