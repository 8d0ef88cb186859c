import type { Review } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { apiGet } from '../../lib/api';
import { ReviewCarousel } from './ReviewCarousel';
import { SectionHeading } from './SectionHeading';

export function ReviewsSection() {
  const reviews = useQuery({
    queryKey: ['reviews'],
    queryFn: ({ signal }) => apiGet<Review[]>('/reviews', signal),
  });

  return (
    <section aria-labelledby="review-heading" className="section container-page">
      <SectionHeading id="review-heading" eyebrow="From our students" title="Review" />
      {reviews.isPending ? (
        <Skeleton className="rounded-box mx-auto h-80 w-full max-w-3xl" />
      ) : reviews.isError ? (
        <QueryError error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : (
        <ReviewCarousel reviews={reviews.data} label="Student reviews" />
      )}
    </section>
  );
}
