import { Stars } from '../../../components/ui/Stars';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Byline } from '../../../components/ui/Byline';
import { useCourseReviews } from './review-queries';

function ReviewListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading reviews" className="space-y-6">
      {[1, 2].map((key) => (
        <div key={key} className="space-y-3">
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

/** The course's reviews, newest first, a page more at each 'Show more'. */
export function ReviewList({ courseId }: { courseId: string }) {
  const query = useCourseReviews(courseId);
  if (query.isPending) return <ReviewListSkeleton />;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const reviews = query.data.pages.flatMap((page) => page.reviews);
  const total = query.data.pages.at(-1)?.total ?? reviews.length;
  if (reviews.length === 0) {
    return (
      <p className="bg-base-200 rounded-box text-base-content/80 px-6 py-10 text-center">
        No reviews yet. Students who take the course can leave the first one.
      </p>
    );
  }
  return (
    <div>
      <ol aria-label="Reviews, newest first" className="divide-base-300 divide-y">
        {reviews.map((review) => (
          <li key={review._id} className="py-5">
            <article aria-label={`Review by ${review.student_name}`}>
              <Byline name={review.student_name} image={review.image} date={review.date}>
                <Stars rating={review.rating} />
              </Byline>
              <p className="text-base-content/85 mt-3 leading-relaxed break-words whitespace-pre-line">
                {review.review}
              </p>
            </article>
          </li>
        ))}
      </ol>
      {query.hasNextPage && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage && (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            )}
            Show more reviews
          </button>
          <p className="text-base-content/70 text-sm" aria-live="polite">
            {reviews.length} of {total} shown
          </p>
        </div>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-error mt-2 text-sm">
          More reviews could not be loaded. Try again.
        </p>
      )}
    </div>
  );
}
