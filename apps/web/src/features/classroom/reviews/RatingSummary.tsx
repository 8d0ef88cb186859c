import type { CourseRating } from '@glossy/contract';
import { Stars } from '../../../components/ui/Stars';
import { formatCount } from '../../../lib/format/numbers';

export const reviewCount = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;

/** The average with its stars, and how many reviews gave each star count, five stars first. */
export function RatingSummary({ rating }: { rating: CourseRating }) {
  const average = rating.rating.toFixed(1);
  // The contract's breakdown runs 1★..5★; the reader expects the best on top.
  const rows = rating.breakdown.map((count, index) => ({ stars: index + 1, count })).reverse();
  return (
    <div className="grid items-center gap-6 sm:grid-cols-[auto_minmax(0,1fr)] ">
      <div>
        <p className="font-display text-5xl font-semibold">{average}</p>
        <p className="mt-2">
          <Stars rating={rating.rating} label={`Average rating ${average} out of 5`} />
        </p>
        <p className="text-base-content/75 mt-1 text-sm">{reviewCount(rating.count)}</p>
      </div>
      <ul aria-label="Reviews by star rating" className="space-y-2">
        {rows.map(({ stars, count }) => {
          const percent = rating.count > 0 ? Math.round((count / rating.count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-8 shrink-0 tabular-nums">
                {stars}
                <span aria-hidden="true" className="text-amber-500">
                  ★
                </span>
                <span className="sr-only"> {stars === 1 ? 'star' : 'stars'}:</span>
              </span>
              <span
                aria-hidden="true"
                className="bg-base-300 relative h-2 flex-1 overflow-hidden rounded-full"
              >
                <span
                  className="bg-accent absolute inset-0 rounded-full"
                  style={{ width: `${percent}%` }}
                />
              </span>
              <span className="text-base-content/75 w-20 shrink-0 text-right tabular-nums">
                {formatCount(count)}
                <span className="sr-only">{count === 1 ? ' review' : ' reviews'},</span>
                {` (${percent}%)`}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
